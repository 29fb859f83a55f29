import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapFile } from "~/domain/seo/sitemap.server";
import { xmlResponse } from "~/domain/seo/xml-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const file = await sitemapFile(context.app.db, new URL(request.url).origin, params.file ?? "");
  if (file === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return xmlResponse(file);
}
