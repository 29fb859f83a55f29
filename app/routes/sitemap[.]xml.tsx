import { sitemapIndex } from "~/domain/seo/queries.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context, url }: Route.LoaderArgs) {
  return feedResponse(await sitemapIndex(context.get(appContext), url.origin), "application/xml", 3600);
}
