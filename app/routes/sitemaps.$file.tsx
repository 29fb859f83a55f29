import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapFile } from "~/domain/seo/sitemap.server";
import { feedResponse, notFoundText } from "~/lib/feed-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const file = await sitemapFile(context.app, new URL(request.url).origin, params.file ?? "");
  return file === null ? notFoundText() : feedResponse(file, "application/xml", 3600);
}
