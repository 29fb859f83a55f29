import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { comments, episodes } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { commentColumns } from "./queries.server";
import type { CommentWrite } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The moderation writes as the audit log names them. */
export const commentAudit = auditNames("comments", "approve", "delete");

export async function postComment(app: AppContext, author: { id: number; username: string }, input: CommentWrite) {
  const [episode] = await app.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, input.episode_id));
  if (!episode) throw notFound("Episode");
  const [created] = await app.db
    .insert(comments)
    .values({ episodeId: input.episode_id, userId: author.id, username: author.username, content: input.content })
    .returning(commentColumns);
  return created!;
}

export async function approveComment(app: AppContext, id: number) {
  const [updated] = await app.db.update(comments).set({ approved: true }).where(eq(comments.id, id)).returning(commentColumns);
  if (!updated) throw notFound("Comment");
  return updated;
}

export async function deleteComment(app: AppContext, id: number) {
  const deleted = await app.db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
  if (deleted.length === 0) throw notFound("Comment");
}
