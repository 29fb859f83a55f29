import type { LoaderFunctionArgs } from "react-router";
import { sitemapFile } from "~/domain/seo/sitemap.server";
import { feedResponse, notFoundText } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";

export async function loader({ params, context, url }: LoaderFunctionArgs) {
  const file = await sitemapFile(context.get(appContext), url.origin, params.file ?? "");
  return file === null ? notFoundText() : feedResponse(file, "application/xml", 3600);
}
