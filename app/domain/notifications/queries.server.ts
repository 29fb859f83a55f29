// Notifications are computed when read, from the viewer's follows (docs/decisions/026-follows.md):
// every episode of a followed series added since the follow, read once the viewer has seen it.
// Publishing an episode therefore writes nothing per follower and waits on none of them.
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { episodes, follows, seenEpisodes, series } from "~/.server/db/schema";
import type { NotificationView } from "./responses";

/** The viewer's notifications: follows by the viewer's key, episodes by the series-and-time index. */
const notificationsOf = <Q extends SQLiteSelect>(query: Q, userId: number, unreadOnly = false) =>
  query
    .innerJoin(episodes, and(eq(episodes.seriesId, follows.seriesId), gt(episodes.createdAt, follows.createdAt)))
    .leftJoin(seenEpisodes, and(eq(seenEpisodes.userId, follows.userId), eq(seenEpisodes.episodeId, episodes.id)))
    .where(and(eq(follows.userId, userId), unreadOnly ? isNull(seenEpisodes.episodeId) : undefined));

/**
 * How many notifications the viewer has not read; with `upTo`, at most one more than that (the
 * bell on every page shows "9+"), so a viewer far behind does not cost a read of each one.
 */
export async function countUnread(app: AppContext, userId: number, upTo?: number) {
  const unread = notificationsOf(app.db.select({ id: episodes.id }).from(follows).$dynamic(), userId, true);
  const [row] = await app.db.select({ unread: count() }).from((upTo === undefined ? unread : unread.limit(upTo + 1)).as("unread"));
  return row?.unread ?? 0;
}

/** A page of the viewer's notifications, newest first, and how many there are. */
export async function findNotifications(
  app: AppContext,
  userId: number,
  window: { limit: number; offset: number },
): Promise<{ items: NotificationView[]; total: number }> {
  const columns = {
    episode_id: episodes.id,
    episode_number: episodes.episodeNumber,
    episode_title: episodes.title,
    series_id: series.id,
    series_slug: series.slug,
    series_title: series.title,
    added_at: episodes.createdAt,
    read: sql<number>`${seenEpisodes.episodeId} IS NOT NULL`,
  };
  const page = notificationsOf(app.db.select(columns).from(follows).innerJoin(series, eq(series.id, follows.seriesId)).$dynamic(), userId)
    .orderBy(desc(episodes.createdAt), desc(episodes.id))
    .limit(window.limit)
    .offset(window.offset);
  const [rows, [counted]] = await Promise.all([page, notificationsOf(app.db.select({ total: count() }).from(follows).$dynamic(), userId)]);
  return { items: rows.map((row) => ({ ...row, read: Boolean(row.read) })), total: counted?.total ?? 0 };
}
