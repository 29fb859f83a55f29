import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodeServers, episodes, series } from "~/.server/db/schema";
import type { SeriesKey } from "~/.server/db/series-key";
import { seriesShownTo, shownTo } from "~/domain/rating-caps/shown.server";
import { presentEpisode, presentServer, type EpisodeWithServers } from "./present.server";
import { RANGE_SIZE, type EpisodeOrder } from "./ranges";
import { spoilerColumn, type guardedRows } from "./spoiler-guard.server";
import type { Browsing } from "~/lib/browsing";

type EpisodeRow = typeof episodes.$inferSelect;

/** An episode's columns and whether `viewer`'s spoiler guard holds it back (decision 062). */
const guardedColumns = (viewer: Browsing | null | undefined, seriesKey: SeriesKey) => ({
  ...getTableColumns(episodes),
  spoiler: spoilerColumn(viewer, seriesKey),
});

const serversOf = (serverRows: (typeof episodeServers.$inferSelect)[]) => {
  const byEpisode = Map.groupBy(serverRows, (server) => server.episodeId);
  return ({ spoiler, ...row }: EpisodeRow & { spoiler: number }) =>
    presentEpisode(row, (byEpisode.get(row.id) ?? []).map(presentServer), spoiler);
};

/** Episodes of one series in episode order, each with its servers in their saved order, as `viewer` sees them. */
export async function listEpisodesOfSeries(app: AppContext, seriesId: number, viewer?: Browsing | null): Promise<EpisodeWithServers[]> {
  const [rows, serverRows] = await app.db.batch([
    app.db
      .select(guardedColumns(viewer, seriesId))
      .from(episodes)
      .where(eq(episodes.seriesId, seriesId))
      .orderBy(asc(episodes.episodeNumber)),
    app.db
      .select()
      .from(episodeServers)
      .where(inArray(episodeServers.episodeId, app.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.seriesId, seriesId))))
      .orderBy(asc(episodeServers.position)),
  ]);
  return rows.map(serversOf(serverRows));
}

/** An episode's series as its row names it, written qualified for the test inside seriesShownTo. */
const seriesOfRow = sql.raw(`"episodes"."series_id"`);

/** A window of a series' episodes in episode order, with servers, and how many it has in all, as `viewer` sees them. */
export async function findEpisodePage(
  app: AppContext,
  seriesId: number,
  window: { limit: number; offset: number },
  viewer?: Browsing | null,
) {
  // A series above the audience's cap has no episodes to show.
  const ofSeries = and(eq(episodes.seriesId, seriesId), seriesShownTo(app, seriesId));
  const windowIds = app.db
    .select({ id: episodes.id })
    .from(episodes)
    .where(ofSeries)
    .orderBy(asc(episodes.episodeNumber))
    .limit(window.limit)
    .offset(window.offset);
  const [rows, counted, serverRows] = await app.db.batch([
    app.db
      .select(guardedColumns(viewer, seriesId))
      .from(episodes)
      .where(ofSeries)
      .orderBy(asc(episodes.episodeNumber))
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(episodes).where(ofSeries),
    app.db.select().from(episodeServers).where(inArray(episodeServers.episodeId, windowIds)).orderBy(asc(episodeServers.position)),
  ]);
  return { items: rows.map(serversOf(serverRows)), total: counted[0]?.total ?? 0 };
}

/** One episode with its servers as `viewer` sees it, or undefined. */
export async function getEpisodeById(app: AppContext, id: number, viewer?: Browsing | null): Promise<EpisodeWithServers | undefined> {
  const seriesOfEpisode = sql`(SELECT e.series_id FROM episodes e WHERE e.id = ${id})`;
  const [rows, servers] = await app.db.batch([
    app.db
      .select(guardedColumns(viewer, seriesOfEpisode))
      .from(episodes)
      .where(and(eq(episodes.id, id), seriesShownTo(app, seriesOfRow))),
    app.db.select().from(episodeServers).where(eq(episodeServers.episodeId, id)).orderBy(asc(episodeServers.position)),
  ]);
  const found = rows[0];
  if (!found) return undefined;
  const { spoiler, ...row } = found;
  return presentEpisode(row, servers.map(presentServer), spoiler);
}

/** Whether an episode with this id exists (a room or a danmaku query names one). */
/** Where episode `id`'s page is: its series' slug and its number; undefined when there is no such episode. */
export async function episodeAddressOf(app: AppContext, id: number): Promise<{ slug: string; number: number } | undefined> {
  const [row] = await app.db
    .select({ slug: series.slug, number: episodes.episodeNumber })
    .from(episodes)
    .innerJoin(series, eq(series.id, episodes.seriesId))
    .where(and(eq(episodes.id, id), shownTo(app)));
  return row;
}

export async function episodeExists(app: AppContext, id: number): Promise<boolean> {
  const [row] = await app.db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.id, id), seriesShownTo(app, seriesOfRow)));
  return row !== undefined;
}

// Written into the SQL, not bound: D1 binds a JS number as REAL, which would make `/` divide exactly.
const rangeSize = sql.raw(String(RANGE_SIZE));

/**
 * The episode ranges of a series that hold an episode, each with its lowest and last number. The
 * index walks from range to range (the lowest number past the last range, then that range's
 * last), so a page reads about two index rows a range, not every episode of the series.
 */
export function episodeRangesQuery(app: AppContext, seriesId: SeriesKey) {
  // The range `walk.lowest` falls in, and the last number that range may hold.
  const index = sql<number>`((walk.lowest - 1) / ${rangeSize} + 1)`;
  const rangeEnd = sql`${index} * ${rangeSize}`;
  const walk = sql`WITH RECURSIVE walk(lowest) AS (
    SELECT min(e.episode_number) FROM episodes e WHERE e.series_id = ${seriesId}
    UNION ALL
    SELECT (SELECT min(e.episode_number) FROM episodes e WHERE e.series_id = ${seriesId} AND e.episode_number > ${rangeEnd})
    FROM walk WHERE walk.lowest IS NOT NULL
  )
  SELECT lowest FROM walk WHERE lowest IS NOT NULL`;
  return app.db
    .select({
      index,
      lowest: sql<number>`walk.lowest`,
      last: sql<number>`(SELECT max(e.episode_number) FROM episodes e WHERE e.series_id = ${seriesId} AND e.episode_number <= ${rangeEnd})`,
    })
    .from(sql`(${walk}) AS walk`)
    .orderBy(sql`walk.lowest`);
}

/** Which range a page shows: one asked for, or the first (ascending) or last (descending) one. */
function rangeWindow(seriesId: SeriesKey, range: number | null, order: EpisodeOrder): SQL {
  const start = range
    ? sql`${(range - 1) * RANGE_SIZE}`
    : sql`(SELECT (${sql.raw(order === "asc" ? "min" : "max")}(e.episode_number) - 1) / ${rangeSize} * ${rangeSize} FROM episodes e WHERE e.series_id = ${seriesId})`;
  return sql`${episodes.episodeNumber} > ${start} AND ${episodes.episodeNumber} <= ${start} + ${rangeSize}`;
}

/**
 * The episode cards (no servers) of one range of a series, in the order asked for; `spoiler` says
 * whether `viewer`'s guard holds a card back (guardedEpisode draws it so).
 */
export function episodeCardsQuery(
  app: AppContext,
  seriesId: SeriesKey,
  range: number | null,
  order: EpisodeOrder,
  viewer?: Browsing | null,
) {
  return app.db
    .select({
      id: episodes.id,
      episode_number: episodes.episodeNumber,
      title: episodes.title,
      thumbnail: episodes.thumbnail,
      release_date: episodes.releaseDate,
      duration: episodes.duration,
      status: episodes.status,
      kind: episodes.kind,
      spoiler: spoilerColumn(viewer, seriesId),
    })
    .from(episodes)
    .where(and(eq(episodes.seriesId, seriesId), rangeWindow(seriesId, range, order)))
    .orderBy(order === "asc" ? asc(episodes.episodeNumber) : desc(episodes.episodeNumber));
}

/** An episode card as the viewer's guard lets them see it (guardedRows). */
export type EpisodeCard = ReturnType<typeof guardedRows<Awaited<ReturnType<typeof episodeCardsQuery>>[number]>>[number];
