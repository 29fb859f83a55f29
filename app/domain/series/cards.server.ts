// What a series card shows, read as one row: its columns, its genres kept on the row and its
// newest episode; every list and row of series reads its cards through here.
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { series } from "~/.server/db/schema";
import type { SeriesKey } from "~/.server/db/series-key";
import { presentSeries, type GenreRef, type SeriesRow, type SeriesView } from "./present";
import { shownTo } from "~/domain/rating-caps/shown.server";

// A card needs its genres, kept on its row, and its newest episode (language badge, `Ep N
// [quality]`): a correlated subquery on an indexed column, read with the row instead of a whole
// table. The outer id is written qualified: drizzle renders a lone column unqualified, and inside
// the subquery an unqualified "id" would be the subquery's own table's.
export const outerSeriesId = sql.raw(`"series"."id"`);
const {
  searchTerms: _searchTerms,
  altSearchTerms: _altSearchTerms,
  scoreVotes: _scoreVotes,
  scoreTotal: _scoreTotal,
  ...readColumns
} = getTableColumns(series);
/** Every column of a series but its search terms, which are the index's, and its score's sums, which make its score. */
export const seriesColumns = readColumns;
export const cardColumns = {
  ...seriesColumns,
  newest: sql<
    string | null
  >`(SELECT json_array(e.episode_number, e.language, e.quality) FROM episodes e WHERE e.series_id = ${outerSeriesId} ORDER BY e.episode_number DESC LIMIT 1)`,
};

export type CardRow = SeriesRow & { newest: string | null };

export function presentCard({ newest, ...row }: CardRow): SeriesView {
  const genres = (JSON.parse(row.genreList) as [number, string][])
    .map(([id, name]): GenreRef => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const latest = newest ? (JSON.parse(newest) as [number, string | null, string | null]) : null;
  return presentSeries(row, genres, latest ? { episodeNumber: latest[0], language: latest[1], quality: latest[2] } : null);
}

/** One series as a card row, by id or by an id subquery; none when it is above the audience's cap (shownTo). */
export const cardQuery = (app: AppContext, id: SeriesKey) =>
  app.db
    .select(cardColumns)
    .from(series)
    .where(and(eq(series.id, id), shownTo(app)))
    .limit(1);

/**
 * A card without its newest episode: one row a card, for a page's row of many where the
 * subquery's reads would cost more than the rest of the page (the series page's similar row).
 */
const leanCardColumns = { ...seriesColumns, newest: sql<string | null>`NULL` };

/**
 * The cards of the series a subquery picks as rows `(id, k)`, in the order of `k`. The subquery
 * picks first (its own filter and limit), so a card's subqueries run for the cards answered only.
 * `lean` leaves out their newest episode.
 */
export const cardsPicked = (app: AppContext, picked: SQL, lean = false) =>
  app.db
    .select(lean ? leanCardColumns : cardColumns)
    .from(sql`(${picked}) AS picked`)
    .innerJoin(series, sql`${series.id} = picked.id`)
    .where(shownTo(app))
    .orderBy(sql`picked.k`);
