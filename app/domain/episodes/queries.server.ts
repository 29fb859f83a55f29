import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { episodeServers, episodes } from "~/.server/db/schema";

type EpisodeRow = typeof episodes.$inferSelect;
export type ServerView = { label: string; url: string; type: string };

function presentEpisode(row: EpisodeRow, servers: ServerView[]) {
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

/** Episodes of one series in episode order, each with its servers in their saved order. */
export async function listEpisodesOfSeries(db: Database, seriesId: number): Promise<EpisodeWithServers[]> {
  const rows = await db.select().from(episodes).where(eq(episodes.seriesId, seriesId)).orderBy(asc(episodes.episodeNumber));
  if (rows.length === 0) return [];
  const serverRows = await db
    .select()
    .from(episodeServers)
    .where(
      inArray(
        episodeServers.episodeId,
        db.select({ id: episodes.id }).from(episodes).where(eq(episodes.seriesId, seriesId)),
      ),
    )
    .orderBy(asc(episodeServers.position));
  const byEpisode = Map.groupBy(serverRows, (server) => server.episodeId);
  return rows.map((row) =>
    presentEpisode(
      row,
      (byEpisode.get(row.id) ?? []).map(({ label, url, type }) => ({ label, url, type })),
    ),
  );
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
