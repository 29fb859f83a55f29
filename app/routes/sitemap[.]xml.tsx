import type { LoaderFunctionArgs } from "react-router";
import { sitemapIndex } from "~/domain/seo/sitemap.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";

export async function loader({ context, url }: LoaderFunctionArgs) {
  return feedResponse(await sitemapIndex(context.get(appContext), url.origin), "application/xml", 3600);
}
