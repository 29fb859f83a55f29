import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { likeContains } from "~/.server/db/like";
import type { Database } from "~/.server/db/client";
import { comments, episodes, series } from "~/.server/db/schema";
import { notFound } from "~/.server/errors";
import { MODERATION_API_LIMIT, type CommentWrite, type ModerationFilter } from "./schema";

const commentColumns = {
  id: comments.id,
  episode_id: comments.episodeId,
  username: comments.username,
  content: comments.content,
  approved: comments.approved,
  created_at: comments.createdAt,
};

/** Approved comments of an episode, newest first, plus the viewer's own pending ones. */
export function listEpisodeComments(db: Database, episodeId: number | SQL, viewerId?: number) {
  const visible = viewerId ? or(eq(comments.approved, true), eq(comments.userId, viewerId)) : eq(comments.approved, true);
  return db
    .select(commentColumns)
    .from(comments)
    .where(and(eq(comments.episodeId, episodeId), visible))
    .orderBy(desc(comments.createdAt), desc(comments.id));
}

export async function postComment(db: Database, author: { id: number; username: string }, input: CommentWrite) {
  const [episode] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, input.episode_id));
  if (!episode) throw notFound("Episode");
  const [created] = await db
    .insert(comments)
    .values({ episodeId: input.episode_id, userId: author.id, username: author.username, content: input.content })
    .returning(commentColumns);
  return created!;
}

/** A page of every comment with its series title and episode number, newest first, filtered for moderation; and the count of all that match. */
export async function findCommentsForModeration(db: Database, filter: ModerationFilter = {}) {
  const where = and(
    filter.series_id ? eq(series.id, filter.series_id) : undefined,
    filter.search ? or(likeContains(comments.content, filter.search), likeContains(comments.username, filter.search), likeContains(series.title, filter.search)) : undefined,
  );
  // Two calls, not one batch: a batch answers rows as objects keyed by column name, and this join's
  // columns share names (id, title), so drizzle would map them wrongly.
  const [items, counted] = await Promise.all([
    db
      .select({ ...commentColumns, series_id: series.id, series_title: series.title, series_slug: series.slug, episode_number: episodes.episodeNumber })
      .from(comments)
      .innerJoin(episodes, eq(episodes.id, comments.episodeId))
      .innerJoin(series, eq(series.id, episodes.seriesId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(filter.limit ?? MODERATION_API_LIMIT)
      .offset(filter.offset ?? 0),
    // Unfiltered, the joins change nothing (every comment's episode and series exist: cascades),
    // so all comments are counted from an index alone.
    where
      ? db.select({ total: count() }).from(comments).innerJoin(episodes, eq(episodes.id, comments.episodeId)).innerJoin(series, eq(series.id, episodes.seriesId)).where(where)
      : db.select({ total: count() }).from(comments),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}

export async function approveComment(db: Database, id: number) {
  const [updated] = await db.update(comments).set({ approved: true }).where(eq(comments.id, id)).returning(commentColumns);
  if (!updated) throw notFound("Comment");
  return updated;
}

export async function deleteComment(db: Database, id: number) {
  const deleted = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
  if (deleted.length === 0) throw notFound("Comment");
}
