// How a search finds series by their titles and ranks them (docs/decisions/024, 035 and 039): the
// pair index's matches, one character by LIKE, and the relevance order every search page, the
// suggestions and the API share.
import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { likeContains } from "~/.server/db/like";
import { series } from "~/.server/db/schema";
import { foldForSearch, isShortQuery, pairPhrase, placedRuns, startPhrase } from "~/lib/title-search";

/** A to Z by title, case folded, then by id: the title order of lists and the last tie-break of a search. */
export const titleOrder = [sql`${series.title} COLLATE NOCASE`, asc(series.id)];

/** The ids of the series the pair index finds for an FTS5 `phrase`, the first `limit` of them when given. */
export const indexMatches = (phrase: string, limit?: number) =>
  sql`(SELECT rowid FROM series_search WHERE series_search MATCH ${phrase}${limit === undefined ? sql`` : sql` LIMIT ${limit}`})`;

/**
 * Series any of whose titles holds `text`, in any script, folded for width and case: two or more
 * characters by the pair index (app/lib/title-search.ts), one by LIKE over the main title.
 * The unary `+` keeps SQLite from reading every match's row by its id and sorting them: it walks
 * the list's own index in order and checks each id against the matches, so a word most titles
 * share stops after one page instead of reading thousands of rows (docs/decisions/024).
 * `joined` is the test of a query joined to the index (joinMatches), which starts from its matches;
 * `ranked` (with `joined`) is how many a page ranked by relevance reads up to its end (rankedMatch).
 */
export function titleContains(text: string, { joined = false, ranked }: { joined?: boolean; ranked?: number } = {}): SQL {
  if (isShortQuery(text)) return likeContains(series.title, text);
  if (joined) return sql`series_search MATCH ${ranked ? rankedMatch(text, ranked) : pairPhrase(text)}`;
  return sql`+${series.id} IN ${indexMatches(pairPhrase(text))}`;
}

/**
 * What a page ranked by relevance asks the index for, when it reads `upTo` series to its end.
 * Every main title that starts with the search ranks above every other match (relevanceOf), so
 * when at least `upTo` main titles start with it, the page is drawn from them alone: a word
 * hundreds of titles start with ranks those hundreds, not the thousands that hold it anywhere.
 * Whether there are that many is one look in the index, stopped at `upTo` and made once.
 */
function rankedMatch(text: string, upTo: number): SQL {
  const starts = startPhrase(text, "search_terms");
  const enough = sql`(SELECT count(*) FROM ${indexMatches(starts, upTo)}) >= ${upTo}`;
  return sql`(CASE WHEN ${enough} THEN ${starts} ELSE ${pairPhrase(text)} END)`;
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

/** The relevance order of a search: how well the titles hold it, then views, then title. */
export const relevanceOrder = (text: string) => [relevanceOf(text), desc(viewsSoFar), ...titleOrder];
