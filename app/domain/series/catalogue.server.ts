// Every list of series (home sections, browse, search, A to Z, admin tables, the API) is one
// filtered, sorted, paged query plus its count, so a page reads only the cards it shows.
// docs/decisions/008-catalogue-at-scale.md explains the design.
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { isShortQuery, pairPhrase } from "~/lib/title-search";
import { listEntries, series, tableCounts } from "~/.server/db/schema";
import type { Browsing } from "~/lib/browsing";
import type { BatchItem } from "drizzle-orm/batch";
import type { SeriesView } from "./present";
import { cardColumns, outerSeriesId, presentCard, type CardRow } from "./cards.server";
import { hiddenEntriesOf, notHiddenFor } from "./hidden.server";
import { aboveCap, shownTo } from "~/domain/rating-caps/shown.server";
import { OTHER_LETTER } from "./browse";
import type { HomeList, SeriesOrder } from "./schema";
import { EXTERNAL_ID_FIELDS, type ExternalIdField } from "~/lib/external-ids";
import {
  byRank,
  byRankThenTitle,
  indexMatches,
  joinMatches,
  rankedColumns,
  rankedMatches,
  titleContains,
  titleOrder,
} from "./title-match.server";

// Empty, null or missing means "no filter" (the browse bar's "All").
export type SeriesFilter = {
  q?: string | null;
  genre?: string | null;
  status?: string | null;
  network?: string | null;
  season?: string | null;
  category?: string | null;
  rating?: string | null;
  list?: HomeList;
  letter?: string;
  /** Only series with at least one dubbed episode (decision 049). */
  has_dub?: boolean | null;
  /** The signed-in viewer whose hidden statuses leave their series out (decision 062). */
  hiddenFor?: Browsing | null;
} & Partial<Record<ExternalIdField, number | null>>;
/** `relevance` is how well the titles hold the search (relevanceOf); with no search it is `updated`. */
export type { SeriesOrder };
export type PageWindow = { limit: number; offset: number };
/** `total` counts every match, or at most a cap of them (countCapOf): then `capped` says there are more. */
export type SeriesPage = { items: SeriesView[]; total: number; capped: boolean };
/**
 * How far a page counts a search's matches. Counting every match of a word most titles share
 * costs with the size of the catalogue; "1,000+ series" says as much to a person.
 */
export const SEARCH_COUNT_CAP = 1000;
/**
 * How many pages past the one shown any other list counts: a COUNT over the whole catalogue
 * reads every row of it on every render (10,000 rows a view of /list at 10,000 series), where
 * this reads at most the rows up to ten pages on (issue #25). The pager says "10+" past that.
 */
const PAGES_COUNTED_AHEAD = 10;
/** No cap: the API's X-Total-Count promises the count of every match. */
export const COUNT_ALL = Number.POSITIVE_INFINITY;
/** A numbered page of a list: its items, the count of all, and where it stands (0-based). */
export type NumberedPage = SeriesPage & { page: number; pageCount: number };

// The home sections, each driven by one flag (docs/decisions/003-data-model.md).
const homeListFlags = {
  popular: series.featured,
  latest: series.showInLatest,
  new: series.isNew,
  completed: series.showInCompleted,
} as const;

// The A to Z place of a title: its first letter A to Z, else OTHER_LETTER (app/domain/series/browse.ts).
// The same expression as the series_letter_idx index.
const firstLetter = sql`upper(substr(${series.title}, 1, 1))`;
const titleLetter = sql`(CASE WHEN ${firstLetter} BETWEEN 'A' AND 'Z' THEN ${firstLetter} ELSE ${sql.raw(`'${OTHER_LETTER}'`)} END)`;

/** The test of a filter; `search` says how to write a search's (titleContains). */
function whereOf(filter: SeriesFilter, search: Parameters<typeof titleContains>[1] = {}): SQL | undefined {
  return and(
    filter.list ? eq(homeListFlags[filter.list], true) : undefined,
    filter.q ? titleContains(filter.q, search) : undefined,
    // Probed a series at a time along the list's own index, which stops at the page: a genre holds
    // thousands of series at scale, and `IN (its series)` read every one of them to sort them.
    filter.genre
      ? sql`EXISTS (SELECT 1 FROM series_genres sg WHERE sg.series_id = ${outerSeriesId} AND sg.genre_id = (SELECT g.id FROM genres g WHERE g.name = ${filter.genre}))`
      : undefined,
    filter.status ? eq(series.status, filter.status) : undefined,
    filter.network ? eq(series.network, filter.network) : undefined,
    filter.season ? eq(series.season, filter.season) : undefined,
    filter.category ? eq(series.type, filter.category) : undefined,
    filter.rating ? sql`${series.rating} = ${filter.rating}` : undefined,
    filter.letter ? sql`${titleLetter} = ${filter.letter}` : undefined,
    // Written out, not bound: the planner takes series_dub_updated_idx only for its own `> 0`.
    filter.has_dub ? sql`${series.episodesDub} > 0` : undefined,
    ...EXTERNAL_ID_FIELDS.map((field) => (filter[field] ? sql`${sql.identifier(field)} = ${filter[field]}` : undefined)),
    notHiddenFor(filter.hiddenFor),
  );
}

const orderings = {
  updated: [desc(series.updatedAt), desc(series.id)],
  title: titleOrder,
  // Each walks its index (series_members_idx, series_score_idx) backward; DESC puts an unscored (null) series last.
  members: [desc(series.members), desc(series.updatedAt), desc(series.id)],
  score: [desc(series.score), desc(series.updatedAt), desc(series.id)],
} satisfies Record<Exclude<SeriesOrder, "relevance">, SQL[]>;

/**
 * The page query and the count query of a list, to run in one `db.batch` with a page's other reads.
 * The count stops one past its cap (to know there are more): `countCap` when given (COUNT_ALL for
 * none), else PAGES_COUNTED_AHEAD pages past the window.
 */
const countCapOf = (window: PageWindow, countCap?: number) => countCap ?? window.offset + window.limit * PAGES_COUNTED_AHEAD;

/** A list's page query and its count query, for one `db.batch`: their answers are what seriesPageOf reads. */
type PageQueries = readonly [BatchItem<"sqlite">, BatchItem<"sqlite">];

function seriesPageQueries(app: AppContext, filter: SeriesFilter, order: SeriesOrder, window: PageWindow, countCap?: number): PageQueries {
  if (order === "relevance" && filter.q) return rankedPageQueries(app, filter, filter.q, window, countCap);
  const where = and(whereOf(filter), shownTo(app));
  return [
    windowCards(app, where, order, window),
    countIsKept(filter) ? keptCount(app, filter) : matchCount(app, where, countCapOf(window, countCap)),
  ] as const;
}

/** The cards of a list's window in `order` (by updated for relevance, which needs a search). */
function windowCards(app: AppContext, where: SQL | undefined, order: SeriesOrder, window: PageWindow) {
  const sorted = orderings[order === "relevance" ? "updated" : order];
  // The window's ids first, then their cards: sorting whole cards would run the card subqueries
  // for every match (hundreds for a search) instead of for the rows shown.
  const windowIds = app.db
    .select({ id: series.id })
    .from(series)
    .where(where)
    .orderBy(...sorted)
    .limit(window.limit)
    .offset(window.offset);
  return app.db
    .select(cardColumns)
    .from(series)
    .where(inArray(series.id, windowIds))
    .orderBy(...sorted);
}

/** Whether a list's count is kept (table_counts): no filter but a home section and what its viewer hides. */
const countIsKept = (filter: SeriesFilter) => whereOf({ ...filter, list: undefined, hiddenFor: null }) === undefined;

/**
 * Lists' counts from the counts triggers keep (the catalogue's, or a home section's; migrations
 * 0014 and 0037), less the viewer's hidden entries in each and the series above the audience's cap,
 * in one statement of one row: `lists` names its columns. The viewer's hidden entries are read once
 * with their series by key, and the rated series along their index, for every list at once: no
 * other series row is read, whatever the catalogue's size.
 */
function keptCounts<Name extends string>(
  app: AppContext,
  lists: Record<Name, HomeList | undefined>,
  hiddenFor: Browsing | null | undefined,
) {
  const named = Object.entries(lists) as [Name, HomeList | undefined][];
  /** Per list, the series `where` picks (with `from`), as one row named `as`; zeros when nothing is picked. */
  const takenOff = (as: string, from: SQL, where: SQL | undefined) => {
    const inList = (list: HomeList | undefined) => (where ? sql`coalesce(sum(${list ? homeListFlags[list] : sql`1`}), 0)` : sql`0`);
    const sums = sql.join(
      named.map(([name, list]) => sql`${inList(list)} AS ${sql.identifier(name)}`),
      sql`, `,
    );
    return where ? sql`(SELECT ${sums} FROM ${from} WHERE ${where}) AS ${sql.raw(as)}` : sql`(SELECT ${sums}) AS ${sql.raw(as)}`;
  };
  const entries = hiddenEntriesOf(hiddenFor);
  // A hidden series above the cap is taken off once, as capped.
  const hidden = takenOff(
    "hidden",
    sql`${listEntries} JOIN ${series} ON ${series.id} = ${listEntries.seriesId}`,
    entries && and(entries, shownTo(app)),
  );
  const capped = takenOff("capped", sql`${series}`, aboveCap(app));
  const kept = (list: HomeList | undefined) =>
    sql`(SELECT ${tableCounts.rows} FROM ${tableCounts} WHERE ${tableCounts.name} = ${list ? `series:${list}` : "series"})`;
  const columns = Object.fromEntries(
    named.map(([name, list]) => [name, sql<number>`${kept(list)} - hidden.${sql.identifier(name)} - capped.${sql.identifier(name)}`]),
  );
  return app.db.select(columns as Record<Name, SQL.Aliased<number> | SQL<number>>).from(sql`${hidden}, ${capped}`);
}

/** A list's kept count (keptCounts), as the row a page's count query answers. */
const keptCount = (app: AppContext, { list, hiddenFor }: SeriesFilter) => keptCounts(app, { total: list }, hiddenFor);

/**
 * A search's page by relevance: the window's ids with their rank and views first, then their cards
 * joined on in that order. A search alone reads its matches as rankedMatches gives them (only the
 * main titles that start with it when they fill the window); with another filter, which could hold
 * those back, every match of the index is ranked.
 */
function rankedPageQueries(app: AppContext, filter: SeriesFilter, q: string, window: PageWindow, countCap?: number): PageQueries {
  const where = and(whereOf(filter, { joined: true }), shownTo(app));
  const alone = searchOnly(filter);
  const ranked = (
    alone
      ? rankedMatches(app, q, window.offset + window.limit, shownTo(app)).$dynamic()
      : joinMatches(app.db.select(rankedColumns(q)).from(series).$dynamic(), q).where(where)
  )
    .orderBy(...byRank)
    .limit(window.limit)
    .offset(window.offset)
    .as("ranked");
  return [
    app.db
      .select(cardColumns)
      .from(series)
      .innerJoin(ranked, eq(series.id, ranked.id))
      .orderBy(...byRankThenTitle),
    alone ? indexMatchCount(app, q, countCapOf(window, countCap)) : matchCount(app, where, countCapOf(window, countCap), q),
  ] as const;
}

/**
 * A search of two or more characters with no other filter: its matches are the index's alone.
 * Whatever else rides along on the filter and is not a filter (a page's sort or dates) makes no test.
 */
const searchOnly = (filter: SeriesFilter) => !isShortQuery(filter.q ?? "") && whereOf({ ...filter, q: null }) === undefined;

/** The count of a search's matches, stopping one past `cap`, from the index: no series row is read to count them. */
const indexMatchCount = (app: AppContext, q: string, cap: number) =>
  app.db.select({ total: count() }).from(indexMatches(pairPhrase(q), cap === COUNT_ALL ? undefined : cap + 1));

/**
 * The count of the series `where` matches, stopping one past `cap` (a list whose count is kept
 * reads it instead: keptCount). A ranked search's `where` is written for the index joined on
 * (`joinedSearch`, its text), so its count joins it too.
 */
function matchCount(app: AppContext, where: SQL | undefined, cap: number, joinedSearch?: string) {
  const ids = app.db.select({ id: series.id }).from(series).$dynamic();
  const matches = (joinedSearch ? joinMatches(ids, joinedSearch) : ids).where(where);
  return app.db.select({ total: count() }).from((cap === COUNT_ALL ? matches : matches.limit(cap + 1)).as("matches"));
}

/** Turns the results of `seriesPageQueries` into a page of series views. */
function seriesPageOf([rows, counted]: readonly [CardRow[], { total: number }[]], countCap: number): SeriesPage {
  const total = counted[0]?.total ?? 0;
  return { items: rows.map(presentCard), total: Math.min(total, countCap), capped: total > countCap };
}

/** One page of a filtered, sorted list of series, with the count of its matches up to a cap (countCapOf). */
export async function findSeriesPage(
  app: AppContext,
  filter: SeriesFilter,
  order: SeriesOrder,
  window: PageWindow,
  countCap?: number,
): Promise<SeriesPage> {
  const [rows, counted] = seriesPageQueries(app, filter, order, window, countCap);
  return seriesPageOf(await app.db.batch([rows, counted]), countCapOf(window, countCap));
}

/** The window of page `page` (0-based) of `size` items. */
export const windowAt = (page: number, size: number): PageWindow => ({ limit: size, offset: page * size });

/**
 * Numbers a page read at `asked`; a page past the end (an old link after deletions) is read
 * again as the last page, so the common case costs one round trip and the rare one two.
 */
export async function numberPage(
  app: AppContext,
  found: SeriesPage,
  asked: number,
  size: number,
  filter: SeriesFilter,
  order: SeriesOrder,
  countCap?: number,
): Promise<NumberedPage> {
  const pageCount = Math.max(1, Math.ceil(found.total / size));
  const page = Math.min(asked, pageCount - 1);
  if (page === asked) return { ...found, page, pageCount };
  return { ...(await findSeriesPage(app, filter, order, windowAt(page, size), countCap)), page, pageCount };
}

/**
 * The home's sections at once, numbered, in one round trip: each section's page, and every
 * section's kept count in one statement (keptCounts), so a viewer's hidden entries are read once.
 */
export async function findSectionPages(
  app: AppContext,
  sections: { list: HomeList; asked: number }[],
  viewer: Browsing | null,
  order: SeriesOrder,
  size: number,
) {
  const filters = sections.map(({ list }): SeriesFilter => ({ list, hiddenFor: viewer }));
  const pages = filters.map((filter, index) =>
    windowCards(app, and(whereOf(filter), shownTo(app)), order, windowAt(sections[index]!.asked, size)),
  );
  const counts = keptCounts(app, Object.fromEntries(sections.map(({ list }) => [list, list])), viewer);
  // D1's batch is typed by its argument's tuple; a list built at run time loses it, so the answers are typed back here.
  const results = (await app.db.batch([counts, ...pages] as unknown as Parameters<typeof app.db.batch>[0])) as unknown as unknown[];
  const [counted] = results[0] as Record<string, number>[];
  return Promise.all(
    sections.map(({ list, asked }, index) => {
      const page = seriesPageOf([results[index + 1] as CardRow[], [{ total: counted?.[list] ?? 0 }]], countCapOf(windowAt(asked, size)));
      return numberPage(app, page, asked, size, filters[index]!, order);
    }),
  );
}

/** Page `asked` (0-based) of a list, numbered; a search counts its matches up to SEARCH_COUNT_CAP. */
export async function findNumberedPage(app: AppContext, filter: SeriesFilter, order: SeriesOrder, asked: number, size: number) {
  const countCap = filter.q ? SEARCH_COUNT_CAP : undefined;
  return numberPage(app, await findSeriesPage(app, filter, order, windowAt(asked, size), countCap), asked, size, filter, order, countCap);
}
