// How a search finds series by their titles and ranks them (docs/decisions/024, 035 and 039): the
// pair index's matches, one character by LIKE, and the relevance order every search page, the
// suggestions and the API share.
import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { AppContext } from "~/.server/context";
import { likeContains } from "~/.server/db/like";
import { series } from "~/.server/db/schema";
import { foldForSearch, isShortQuery, pairPhrase, placedRuns, startRange } from "~/lib/title-search";

/** A to Z by title, case folded, then by id: the title order of lists and the last tie-break of a search. */
const titleOrderOf = (title: SQL | typeof series.title, id: SQL | typeof series.id) => [sql`${title} COLLATE NOCASE`, asc(id)];
export const titleOrder = titleOrderOf(series.title, series.id);

/** The ids of the series the pair index finds for an FTS5 `phrase`, the first `limit` of them when given. */
export const indexMatches = (phrase: string, limit?: number) =>
  sql`(SELECT rowid FROM series_search WHERE series_search MATCH ${phrase}${limit === undefined ? sql`` : sql` LIMIT ${limit}`})`;

/**
 * Series any of whose titles holds `text`, in any script, folded for width and case: two or more
 * characters by the pair index (app/lib/title-search.ts), one by LIKE over the main title.
 * The unary `+` keeps SQLite from reading every match's row by its id and sorting them: it walks
 * the list's own index in order and checks each id against the matches, so a word most titles
 * share stops after one page instead of reading thousands of rows (docs/decisions/024).
 * `joined` is the test of a query joined to the index (joinMatches), which starts from its matches.
 */
export function titleContains(text: string, { joined = false }: { joined?: boolean } = {}): SQL {
  if (isShortQuery(text)) return likeContains(series.title, text);
  if (joined) return sql`series_search MATCH ${pairPhrase(text)}`;
  return sql`+${series.id} IN ${indexMatches(pairPhrase(text))}`;
}

/** The series whose main title starts with `text` (two or more characters): one range of series_search_start_idx. */
function startsWith(text: string): SQL {
  const { from, to } = startRange(text);
  return sql`(${series.searchTerms} >= ${from} AND ${series.searchTerms} < ${to})`;
}

/** An FTS5 phrase of a token no title makes (tokens are hex pairs and breaks): it matches nothing, at once. */
const NO_MATCH = '"none"';

/** What a ranked query reads of each match: its id, rank, views and title, ordered by name (byRank). */
export const rankedColumns = (text: string, rank = relevanceOf(text)) => ({
  id: series.id,
  rank: sql<number>`${rank}`.as("rank"),
  views: sql<number>`${viewsSoFar}`.as("views"),
  title: series.title,
});

/**
 * The relevance order by a ranked query's own `rank` and `views` columns, named: the expressions
 * written again would be worked out again for every match. A query that joins ranked rows on
 * (rankedMatches) orders by the same names.
 */
const rankThenViews = [sql`"rank"`, desc(sql`"views"`)];
export const byRank = [...rankThenViews, ...titleOrderOf(sql`"title"`, sql`"id"`)];

/** The same order for series rows joined to ranked ones: the ranked `rank` and `views`, then the series' titles. */
export const byRankThenTitle = [...rankThenViews, ...titleOrder];

/**
 * The matches of a search of two or more characters with what ranks them (rankedColumns), for a
 * page that reads `upTo` of them in relevance order, less what `where` leaves out. Every main
 * title that starts with the search ranks above every other match, so when at least `upTo` do, the
 * page is drawn from them alone: one range of series_search_start_idx, which holds their terms and
 * titles, so no series row is read. Else every match of the pair index is ranked. Which of the two
 * is one look in that range, stopped at `upTo` and made once; the other side's MATCH is then a
 * phrase that matches nothing (docs/decisions/039).
 */
export function rankedMatches(app: AppContext, text: string, upTo: number, where?: SQL) {
  const starts = startsWith(text);
  const enough = sql`((SELECT count(*) FROM (SELECT 1 FROM ${series} WHERE ${starts} LIMIT ${upTo})) >= ${upTo})`;
  // Every title of the range ranks 0 (the whole title) or 1 (its start): tested on the index's
  // own terms, where relevanceOf would read each row for its other titles.
  const startMatches = app.db
    .select(rankedColumns(text, sql`(CASE WHEN ${series.searchTerms} = ${placedRuns(text).whole} THEN 0 ELSE 1 END)`))
    .from(series)
    .where(and(enough, starts, where));
  const everyMatch = app.db
    .select(rankedColumns(text))
    .from(series)
    .innerJoin(sql`series_search`, sql`series_search.rowid = ${series.id}`)
    .where(and(sql`series_search MATCH (CASE WHEN ${enough} THEN ${NO_MATCH} ELSE ${pairPhrase(text)} END)`, where));
  return startMatches.unionAll(everyMatch);
}

/**
 * Joins the pair index to a query that ranks the matches of `text`: it walks the index's matches
 * once and reads each one's row by id, where `id IN (matches)` first copies the matches into a
 * list of its own (decision 039). One character has no index to join.
 */
export const joinMatches = <Q extends SQLiteSelect>(query: Q, text: string) =>
  isShortQuery(text) ? query : query.innerJoin(sql`series_search`, sql`series_search.rowid = ${series.id}`);

/**
 * How well a series' titles hold `text`, 0 best: the whole main title, its start, a word's start,
 * anywhere in it; then the same places in an alternative title (docs/decisions/035). Read off the
 * row's own indexed terms (placedRuns), which a ranked page reads anyway: no query more per place.
 * One character is looked for in the main title alone (as titleContains does), by SQL's ASCII folding.
 */
export function relevanceOf(text: string): SQL {
  if (isShortQuery(text)) {
    const title = sql`lower(${series.title})`;
    const folded = foldForSearch(text);
    return sql`(CASE WHEN ${title} = ${folded} THEN 0 WHEN instr(${title}, ${folded}) = 1 THEN 1 WHEN instr(${title}, ${` ${folded}`}) > 0 THEN 2 ELSE 3 END)`;
  }
  const { whole, start, word, anywhere } = placedRuns(text);
  const main = series.searchTerms;
  const others = series.altSearchTerms;
  // The main title's terms hold that one title alone, so its whole and its start are a comparison
  // rather than a search of the terms; the other titles' column holds several, searched at each place.
  // Every match is in one of the places, so the last needs no test of its own.
  return sql`(CASE WHEN ${main} = ${whole} THEN 0 WHEN substr(${main}, 1, ${start.length}) = ${start} THEN 1
    WHEN instr(${main}, ${word}) > 0 THEN 2 WHEN instr(${main}, ${anywhere}) > 0 THEN 3
    WHEN instr(${others}, ${whole}) > 0 THEN 4 WHEN instr(${others}, ${start}) > 0 THEN 5
    WHEN instr(${others}, ${word}) > 0 THEN 6 ELSE 7 END)`;
}

/** A series' views of the days before today (series_views, decision 054): ties of relevance go to the more watched. */
export const viewsSoFar = sql`coalesce((SELECT sv.views FROM series_views sv WHERE sv.series_id = ${series.id}), 0)`;
