import type { AppContext } from "~/.server/context";
import { episodeCardsQuery, episodeRangesQuery, listEpisodesOfSeries } from "../episodes/queries.server";
import { presentRanges, shownRange, type RangeQuery } from "../episodes/ranges";
import { cardQuery, presentCard } from "./catalogue.server";
import type { SeriesKey } from "~/.server/db/series-key";
import type { SeriesDetailView, SeriesView } from "./present";

/** One series as a card view (genres and newest episode, no episode list), or undefined. */
export async function getSeriesView(app: AppContext, id: SeriesKey): Promise<SeriesView | undefined> {
  const [row] = await cardQuery(app, id);
  return row ? presentCard(row) : undefined;
}

/** One series with its genres and all its episodes (servers included): the API's series detail. */
export async function getSeriesById(app: AppContext, id: number): Promise<SeriesDetailView | undefined> {
  const [view, episodeList] = await Promise.all([getSeriesView(app, id), listEpisodesOfSeries(app, id)]);
  return view ? { ...view, episodes: episodeList } : undefined;
}

/** What the series page shows, in one round trip: the series, its episode ranges and one range's cards. */
export async function getSeriesPage(app: AppContext, key: SeriesKey, query: RangeQuery) {
  const [rows, ranges, episodes] = await app.db.batch([
    cardQuery(app, key),
    episodeRangesQuery(app, key),
    episodeCardsQuery(app, key, query.range, query.order),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const shown = presentRanges(ranges);
  return {
    series: presentCard(row),
    ranges: shown,
    episodes,
    range: shownRange(query, episodes, shown),
    order: query.order,
    jump: query.jump,
  };
}
