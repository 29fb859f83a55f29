// Marking notifications read: one (the episode counts as seen), or all of them in one statement.
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, follows, seenEpisodes } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { markEpisodeSeen } from "../follows/commands.server";

/** One notification read; 404 when there is no such episode (already read is no error). */
export async function markNotificationRead(app: AppContext, userId: number, episodeId: number) {
  if (await markEpisodeSeen(app, userId, episodeId)) return;
  const [found] = await app.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId));
  if (!found) throw notFound("Episode");
}

/** Every notification of the viewer read; answers how many were unread. */
export async function markAllNotificationsRead(app: AppContext, userId: number) {
  const marked = await app.db.run(sql`
    INSERT INTO ${seenEpisodes} (user_id, episode_id)
    SELECT ${follows.userId}, ${episodes.id} FROM ${follows}
    JOIN ${episodes} ON ${episodes.seriesId} = ${follows.seriesId} AND ${episodes.createdAt} > ${follows.createdAt}
    WHERE ${follows.userId} = ${userId}
    ON CONFLICT DO NOTHING`);
  return marked.meta.changes;
}
