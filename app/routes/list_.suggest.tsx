import { findSeriesSuggestions } from "~/domain/series/suggestions.server";
import { SeriesSuggestQuery } from "~/domain/series/schema";
import { readBrowsing } from "~/web/browsing.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/list_.suggest";

/**
 * The header search's suggestions on a signed-in viewer's pages, less what they hide (decision
 * 062): the page's cookie names them, which the API's /api/series/suggest does not read. Anyone
 * else's pages ask the API, whose answer caches keep.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const query = SeriesSuggestQuery.safeParse(Object.fromEntries(url.searchParams));
  const items = query.success ? await findSeriesSuggestions(app, query.data.q, { viewer: await readBrowsing(request, app) }) : [];
  return Response.json({ items }, { headers: { "Cache-Control": "private, no-store" } });
}
