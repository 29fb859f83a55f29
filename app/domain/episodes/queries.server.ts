import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { episodeServers, episodes } from "~/.server/db/schema";
import { RANGE_SIZE, type EpisodeOrder, type EpisodeRange } from "./ranges";

type EpisodeRow = typeof episodes.$inferSelect;
export type ServerView = { label: string; url: string; type: string };

export function presentEpisode(row: EpisodeRow, servers: ServerView[]) {
  return {
    id: row.id,
    series_id: row.seriesId,
    episode_number: row.episodeNumber,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    release_date: row.releaseDate,
    duration: row.duration,
    status: row.status,
    language: row.language,
    quality: row.quality,
    video_url: row.videoUrl,
    servers,
  };
}

export type EpisodeWithServers = ReturnType<typeof presentEpisode>;

const serversOf = (serverRows: (typeof episodeServers.$inferSelect)[]) => {
  const byEpisode = Map.groupBy(serverRows, (server) => server.episodeId);
  return (row: EpisodeRow) => presentEpisode(row, (byEpisode.get(row.id) ?? []).map(({ label, url, type }) => ({ label, url, type })));
};

/** Episodes of one series in episode order, each with its servers in their saved order. */
export async function listEpisodesOfSeries(db: Database, seriesId: number): Promise<EpisodeWithServers[]> {
  const [rows, serverRows] = await db.batch([
    db.select().from(episodes).where(eq(episodes.seriesId, seriesId)).orderBy(asc(episodes.episodeNumber)),
    db
      .select()
      .from(episodeServers)
      .where(inArray(episodeServers.episodeId, db.select({ id: episodes.id }).from(episodes).where(eq(episodes.seriesId, seriesId))))
      .orderBy(asc(episodeServers.position)),
  ]);
  return rows.map(serversOf(serverRows));
}

/** A window of a series' episodes in episode order, with servers, and how many it has in all. */
export async function findEpisodePage(db: Database, seriesId: number, window: { limit: number; offset: number }) {
  const windowIds = db.select({ id: episodes.id }).from(episodes).where(eq(episodes.seriesId, seriesId)).orderBy(asc(episodes.episodeNumber)).limit(window.limit).offset(window.offset);
  const [rows, counted, serverRows] = await db.batch([
    db.select().from(episodes).where(eq(episodes.seriesId, seriesId)).orderBy(asc(episodes.episodeNumber)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(episodes).where(eq(episodes.seriesId, seriesId)),
    db.select().from(episodeServers).where(inArray(episodeServers.episodeId, windowIds)).orderBy(asc(episodeServers.position)),
  ]);
  return { items: rows.map(serversOf(serverRows)), total: counted[0]?.total ?? 0 };
}

/** One episode with its servers, or undefined. */
export async function getEpisodeById(db: Database, id: number): Promise<EpisodeWithServers | undefined> {
  const [rows, servers] = await db.batch([
    db.select().from(episodes).where(eq(episodes.id, id)),
    db.select().from(episodeServers).where(eq(episodeServers.episodeId, id)).orderBy(asc(episodeServers.position)),
  ]);
  const row = rows[0];
  return row ? presentEpisode(row, servers.map(({ label, url, type }) => ({ label, url, type }))) : undefined;
}

/** A series' id, or a subquery that finds it (so a page can read it and its episodes in one batch). */
export type SeriesKey = number | SQL;

// Written into the SQL, not bound: D1 binds a JS number as REAL, which would make `/` divide exactly.
const rangeSize = sql.raw(String(RANGE_SIZE));

/** The episode ranges of a series: how many episodes each holds and its last number. */
export function episodeRangesQuery(db: Database, seriesId: SeriesKey) {
  const index = sql<number>`(${episodes.episodeNumber} - 1) / ${rangeSize} + 1`;
  return db
    .select({ index, count: count(), last: max(episodes.episodeNumber) })
    .from(episodes)
    .where(eq(episodes.seriesId, seriesId))
    .groupBy(index)
    .orderBy(index);
}

export const presentRanges = (rows: { index: number; count: number; last: number | null }[]): EpisodeRange[] =>
  rows.map((row) => ({ index: row.index, first: (row.index - 1) * RANGE_SIZE + 1, last: row.last ?? 0, count: row.count }));

/** Which range a page shows: one asked for, or the first (ascending) or last (descending) one. */
function rangeWindow(seriesId: SeriesKey, range: number | null, order: EpisodeOrder): SQL {
  const start = range
    ? sql`${(range - 1) * RANGE_SIZE}`
    : sql`(SELECT (${sql.raw(order === "asc" ? "min" : "max")}(e.episode_number) - 1) / ${rangeSize} * ${rangeSize} FROM episodes e WHERE e.series_id = ${seriesId})`;
  return sql`${episodes.episodeNumber} > ${start} AND ${episodes.episodeNumber} <= ${start} + ${rangeSize}`;
}

/** The episode cards (no servers) of one range of a series, in the order asked for. */
export function episodeCardsQuery(db: Database, seriesId: SeriesKey, range: number | null, order: EpisodeOrder) {
  return db
    .select({
      id: episodes.id,
      episode_number: episodes.episodeNumber,
      title: episodes.title,
      thumbnail: episodes.thumbnail,
      release_date: episodes.releaseDate,
      duration: episodes.duration,
      status: episodes.status,
    })
    .from(episodes)
    .where(and(eq(episodes.seriesId, seriesId), rangeWindow(seriesId, range, order)))
    .orderBy(order === "asc" ? asc(episodes.episodeNumber) : desc(episodes.episodeNumber));
}

export type EpisodeCard = Awaited<ReturnType<typeof episodeCardsQuery>>[number];
