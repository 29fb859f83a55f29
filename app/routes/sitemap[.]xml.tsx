import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapIndex } from "~/domain/seo/sitemap.server";
import { xmlResponse } from "~/domain/seo/xml-response";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return xmlResponse(await sitemapIndex(context.app.db, new URL(request.url).origin));
}
