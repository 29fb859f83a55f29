import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { series } from "~/.server/db/schema";
import { episodeCardsQuery, episodeRangesQuery, listEpisodesOfSeries, presentRanges, type SeriesKey } from "../episodes/queries.server";
import { rangeOf, type EpisodeRange, type RangeQuery } from "../episodes/ranges";
import { cardQuery, presentCard } from "./catalogue.server";
import type { SeriesDetailView, SeriesView } from "./present";

/** A subquery for the id of the series with this slug, to read it and its parts in one batch. */
export const seriesIdBySlug = (slug: string): SQL => sql`(SELECT ${series.id} FROM ${series} WHERE ${series.slug} = ${slug})`;

/** One series as a card view (genres and newest episode, no episode list), or undefined. */
export async function getSeriesView(db: Database, id: SeriesKey): Promise<SeriesView | undefined> {
  const [row] = await cardQuery(db, id);
  return row ? presentCard(row) : undefined;
}

/** One series with its genres and all its episodes (servers included): the API's series detail. */
export async function getSeriesById(db: Database, id: number): Promise<SeriesDetailView | undefined> {
  const [view, episodeList] = await Promise.all([getSeriesView(db, id), listEpisodesOfSeries(db, id)]);
  return view ? { ...view, episodes: episodeList } : undefined;
}

/** What the series page shows, in one round trip: the series, its episode ranges and one range's cards. */
export async function getSeriesPage(db: Database, key: SeriesKey, query: RangeQuery) {
  const [rows, ranges, episodes] = await db.batch([
    cardQuery(db, key),
    episodeRangesQuery(db, key),
    episodeCardsQuery(db, key, query.range, query.order),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const shown = presentRanges(ranges);
  return { series: presentCard(row), ranges: shown, episodes, range: shownRange(query, episodes, shown), order: query.order, jump: query.jump };
}

/** The range a page shows: the one asked for, else the one its first episode falls in. */
export const shownRange = (query: RangeQuery, episodes: { episode_number: number }[], ranges: EpisodeRange[]) =>
  query.range ?? (episodes[0] ? rangeOf(episodes[0].episode_number) : (ranges[0]?.index ?? 1));
