import type { AppContext } from "~/.server/context";
import { listEpisodesOfSeries } from "../episodes/queries.server";
import type { Browsing } from "~/lib/browsing";
import { cardQuery, presentCard } from "./cards.server";
import type { SeriesKey } from "~/.server/db/series-key";
import type { SeriesDetailView, SeriesView } from "./present";

/** One series as a card view (genres and newest episode, no episode list), or undefined. */
export async function getSeriesView(app: AppContext, id: SeriesKey): Promise<SeriesView | undefined> {
  const [row] = await cardQuery(app, id);
  return row ? presentCard(row) : undefined;
}

/** One series with its genres and all its episodes (servers included) as `viewer` sees them: the API's series detail. */
export async function getSeriesById(app: AppContext, id: number, viewer?: Browsing | null): Promise<SeriesDetailView | undefined> {
  const [view, episodeList] = await Promise.all([getSeriesView(app, id), listEpisodesOfSeries(app, id, viewer)]);
  return view ? { ...view, episodes: episodeList } : undefined;
}
