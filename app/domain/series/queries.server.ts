import type { AppContext } from "~/.server/context";
import { episodeCardsQuery, episodeRangesQuery, listEpisodesOfSeries } from "../episodes/queries.server";
import { guardedRows } from "../episodes/spoiler-guard.server";
import type { Browsing } from "~/lib/browsing";
import { presentRanges, shownRange, type RangeQuery } from "../episodes/ranges";
import { cardQuery, presentCard, similarCardsQuery } from "./catalogue.server";
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

/**
 * What the series page shows, in one round trip: the series, its episode ranges, one range's cards
 * and the series like it (lean cards: a dozen cards' genres and newest episodes would read more
 * rows than the rest of the page; bench:cost). A signed-in `viewer` sees it less what they hide
 * and with their spoiler guard (decision 062).
 */
export async function getSeriesPage(app: AppContext, key: SeriesKey, query: RangeQuery, viewer?: Browsing | null) {
  const [rows, ranges, cards, similar] = await app.db.batch([
    cardQuery(app, key),
    episodeRangesQuery(app, key),
    episodeCardsQuery(app, key, query.range, query.order, viewer),
    similarCardsQuery(app, key, { lean: true, viewer }),
  ]);
  const episodes = guardedRows(cards);
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
    similar: similar.map(presentCard),
  };
}

/** The series like this one, best first (at most SIMILAR_LIMIT), less what `viewer` hides; undefined when there is no such series. */
export async function getSimilarSeries(app: AppContext, id: number, viewer?: Browsing | null): Promise<SeriesView[] | undefined> {
  const [rows, similar] = await app.db.batch([cardQuery(app, id), similarCardsQuery(app, id, { viewer })]);
  return rows[0] ? similar.map(presentCard) : undefined;
}
