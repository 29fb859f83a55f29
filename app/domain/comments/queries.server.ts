import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { comments, episodes, series } from "~/.server/db/schema";
import { notFound } from "~/.server/errors";
import type { CommentWrite, ModerationFilter } from "./schema";

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

/** Every comment with its series title and episode number, newest first, filtered for moderation. */
export function listCommentsForModeration(db: Database, filter: ModerationFilter = {}) {
  const pattern = filter.search ? `%${filter.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const query = db
    .select({ ...commentColumns, series_id: series.id, series_title: series.title, series_slug: series.slug, episode_number: episodes.episodeNumber })
    .from(comments)
    .innerJoin(episodes, eq(episodes.id, comments.episodeId))
    .innerJoin(series, eq(series.id, episodes.seriesId))
    .where(
      and(
        filter.series_id ? eq(series.id, filter.series_id) : undefined,
        pattern
          ? or(sql`${comments.content} LIKE ${pattern} ESCAPE '\\'`, sql`${comments.username} LIKE ${pattern} ESCAPE '\\'`, sql`${series.title} LIKE ${pattern} ESCAPE '\\'`)
          : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(filter.limit ?? -1)
    .offset(filter.offset ?? 0);
  return query;
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
