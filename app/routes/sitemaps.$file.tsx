import { sitemapFile } from "~/domain/seo/queries.server";
import { feedResponse, notFoundText } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import { getLocale } from "~/paraglide/runtime";
import type { Route } from "./+types/sitemaps.$file";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const file = await sitemapFile(context.get(appContext), url.origin, params.file ?? "", getLocale());
  return file === null ? notFoundText() : feedResponse(file, "application/xml", 3600);
}
