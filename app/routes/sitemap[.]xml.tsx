import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapIndex } from "~/domain/seo/sitemap.server";
import { feedResponse } from "~/lib/feed-response";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return feedResponse(await sitemapIndex(context.app, new URL(request.url).origin), "application/xml", 3600);
}
