import type { LoaderFunctionArgs } from "react-router";
import { sitemapFile } from "~/domain/seo/sitemap.server";
import { feedResponse, notFoundText } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const file = await sitemapFile(context.get(appContext), new URL(request.url).origin, params.file ?? "");
  return file === null ? notFoundText() : feedResponse(file, "application/xml", 3600);
}
