import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { likeContains } from "~/.server/db/like";
import type { AppContext } from "~/.server/context";
import { comments, series, tableCounts } from "~/.server/db/schema";
import { joinNamedEpisode, namedEpisodeColumns } from "../episodes/named-episode.server";
import { MODERATION_API_LIMIT, type ModerationFilter } from "./schema";

/** A comment as the API and the pages read it (commands.server.ts answers the same). */
export const commentColumns = {
  id: comments.id,
  episode_id: comments.episodeId,
  username: comments.username,
  content: comments.content,
  approved: comments.approved,
  created_at: comments.createdAt,
};

/** Approved comments of an episode, newest first, plus the viewer's own pending ones. */
export function listEpisodeComments(app: AppContext, episodeId: number | SQL, viewerId?: number) {
  const visible = viewerId ? or(eq(comments.approved, true), eq(comments.userId, viewerId)) : eq(comments.approved, true);
  return app.db
    .select(commentColumns)
    .from(comments)
    .where(and(eq(comments.episodeId, episodeId), visible))
    .orderBy(desc(comments.createdAt), desc(comments.id));
}

/** A page of every comment with its series title and episode number, newest first, filtered for moderation; and the count of all that match. */
export async function findCommentsForModeration(app: AppContext, filter: ModerationFilter = {}) {
  const where = and(
    filter.series_id ? eq(series.id, filter.series_id) : undefined,
    filter.search
      ? or(
          likeContains(comments.content, filter.search),
          likeContains(comments.username, filter.search),
          likeContains(series.title, filter.search),
        )
      : undefined,
  );
  // Two calls, not one batch: a batch answers rows as objects keyed by column name, and this join's
  // columns share names (id, title), so drizzle would map them wrongly.
  const [items, counted] = await Promise.all([
    joinNamedEpisode(
      app.db
        .select({ ...commentColumns, ...namedEpisodeColumns })
        .from(comments)
        .$dynamic(),
      comments.episodeId,
    )
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(filter.limit ?? MODERATION_API_LIMIT)
      .offset(filter.offset ?? 0),
    // Unfiltered, the count is kept by triggers (migration 0040): one row, however many comments.
    where
      ? joinNamedEpisode(app.db.select({ total: count() }).from(comments).$dynamic(), comments.episodeId).where(where)
      : app.db.select({ total: tableCounts.rows }).from(tableCounts).where(eq(tableCounts.name, "comments")),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}
