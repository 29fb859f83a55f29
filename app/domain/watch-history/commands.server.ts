// Writing the account's watch history: the browser's rules (one entry a series, the 20 newest;
// the 200 newest positions), each write and its trimming in one batch.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, series, watchEvents, watchHistory, watchPositions } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { progressToEpisode } from "~/domain/lists/commands.server";
import { isFinished } from "~/domain/lists/schema";
import { queueListPushes } from "~/.server/sources/list-pushes";
import { HISTORY_LIMIT } from "~/lib/browser/watch-history";
import { POSITIONS_LIMIT, type HistoryMerge, type HistoryRecord } from "./schema";
import { shownTo } from "~/domain/rating-caps/shown.server";

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The entry for `record` at `at`: written only for a series that exists and, when an episode is
 * named, an episode of that series (so nothing can name what is not there).
 */
const upsertEntry = (app: AppContext, userId: number, record: HistoryRecord, at: number) =>
  app.db
    .insert(watchHistory)
    .select(
      sql`SELECT ${userId}, ${series.id}, ${record.episode_id ? episodes.id : null}, ${iso(at)} FROM ${series}
        ${record.episode_id ? sql`JOIN ${episodes} ON ${episodes.seriesId} = ${series.id} AND ${episodes.id} = ${record.episode_id}` : sql``}
        WHERE ${and(eq(series.id, record.series_id), shownTo(app))}`,
    )
    .onConflictDoUpdate({
      target: [watchHistory.userId, watchHistory.seriesId],
      set: { episodeId: sql`excluded.episode_id`, watchedAt: sql`excluded.watched_at` },
      setWhere: sql`excluded.watched_at >= ${watchHistory.watchedAt}`,
    });

const upsertPosition = (app: AppContext, userId: number, episodeId: number, position: number, duration: number, at: number) =>
  app.db
    .insert(watchPositions)
    .select(
      sql`SELECT ${userId}, ${episodes.id}, ${Math.floor(position)}, ${Math.floor(duration)}, ${at} FROM ${episodes} WHERE ${episodes.id} = ${episodeId}`,
    )
    .onConflictDoUpdate({
      target: [watchPositions.userId, watchPositions.episodeId],
      set: { position: sql`excluded.position`, duration: sql`excluded.duration`, savedAt: sql`excluded.saved_at` },
      setWhere: sql`excluded.saved_at >= ${watchPositions.savedAt}`,
    });

/**
 * The episode counted as watched, at its first opening (decision 076): its series, duration and
 * audio as they stand now. An episode opened again is counted once.
 */
const countWatch = (app: AppContext, userId: number, episodeId: number, seriesId: number, at: number) =>
  app.db
    .insert(watchEvents)
    .select(
      sql`SELECT NULL, ${userId}, ${episodes.seriesId}, ${episodes.id}, ${iso(at)}, ${episodes.duration}, ${episodes.language} FROM ${episodes}
        JOIN ${series} ON ${series.id} = ${episodes.seriesId}
        WHERE ${and(eq(episodes.id, episodeId), eq(episodes.seriesId, seriesId), shownTo(app))}`,
    )
    .onConflictDoNothing();

const trimHistory = (app: AppContext, userId: number) =>
  app.db.delete(watchHistory).where(sql`${watchHistory.userId} = ${userId} AND ${watchHistory.seriesId} NOT IN
    (SELECT series_id FROM ${watchHistory} WHERE user_id = ${userId} ORDER BY watched_at DESC LIMIT ${HISTORY_LIMIT})`);
const trimPositions = (app: AppContext, userId: number) =>
  app.db.delete(watchPositions).where(sql`${watchPositions.userId} = ${userId} AND ${watchPositions.episodeId} NOT IN
    (SELECT episode_id FROM ${watchPositions} WHERE user_id = ${userId} ORDER BY saved_at DESC LIMIT ${POSITIONS_LIMIT})`);

/** An opened series or episode, now, an episode counted as watched; 404 when the series, or the episode in it, does not exist. */
export async function recordWatch(app: AppContext, userId: number, record: HistoryRecord, now = Date.now()) {
  const [written] = await app.db.batch([
    upsertEntry(app, userId, record, now),
    trimHistory(app, userId),
    ...(record.episode_id ? [countWatch(app, userId, record.episode_id, record.series_id, now)] : []),
  ]);
  if (written.meta.changes === 0) throw notFound(record.episode_id ? "Episode" : "Series");
}

/**
 * Where the viewer stopped in a direct video, now; 404 when there is no such episode. A finished
 * episode moves the viewer's list entry for the series forward to it, in the same batch.
 */
export async function saveWatchPosition(
  app: AppContext,
  userId: number,
  episodeId: number,
  position: number,
  duration: number,
  now = Date.now(),
) {
  const [written, , progressed] = await app.db.batch([
    upsertPosition(app, userId, episodeId, position, duration, now),
    trimPositions(app, userId),
    ...(isFinished(position, duration) ? [progressToEpisode(app, userId, episodeId)] : []),
  ]);
  if (written.meta.changes === 0) throw notFound("Episode");
  // The list's progress moved: the viewer's trackers hear of it.
  if (progressed && progressed.meta.changes > 0) {
    const [watched] = await app.db.select({ seriesId: episodes.seriesId }).from(episodes).where(eq(episodes.id, episodeId));
    if (watched) await queueListPushes(app, userId, [watched.seriesId]);
  }
}

/**
 * A browser's history and positions, merged in at sign-in: its entries count as watched just now,
 * in their order (the browser was used before signing in), the account's other entries follow;
 * a position is kept where it is newer. What names nothing that exists is left out. One batch.
 */
export async function mergeWatchHistory(app: AppContext, userId: number, merge: HistoryMerge, now = Date.now()) {
  const entries = merge.entries.map((record, index) => upsertEntry(app, userId, record, now - index));
  const positions = merge.positions.map((saved) =>
    upsertPosition(app, userId, saved.episode_id, saved.position, saved.duration, Math.min(saved.saved_at, now)),
  );
  const [first, ...rest] = [...entries, ...positions, trimHistory(app, userId), trimPositions(app, userId)];
  await app.db.batch([first!, ...rest]);
}

/** Removes the named series' entries, or (none named) the whole history and every position. */
export async function clearWatchHistory(app: AppContext, userId: number, seriesIds?: number[]) {
  if (seriesIds) {
    if (seriesIds.length > 0)
      await app.db.delete(watchHistory).where(and(eq(watchHistory.userId, userId), inArray(watchHistory.seriesId, seriesIds)));
    return;
  }
  await app.db.batch([
    app.db.delete(watchHistory).where(eq(watchHistory.userId, userId)),
    app.db.delete(watchPositions).where(eq(watchPositions.userId, userId)),
  ]);
}
