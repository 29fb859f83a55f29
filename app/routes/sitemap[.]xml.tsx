import type { LoaderFunctionArgs } from "react-router";
import { sitemapIndex } from "~/domain/seo/sitemap.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return feedResponse(await sitemapIndex(context.get(appContext), new URL(request.url).origin), "application/xml", 3600);
}
