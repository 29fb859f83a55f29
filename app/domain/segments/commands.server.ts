// Viewers' skip segments (issue #82, decision 068): sent by a signed-in viewer for an episode,
// voted on by others (one vote an account), removed by the admins.
import { eq, sql } from "drizzle-orm";
import { assertMay, recordAction } from "~/.server/auth/action-limits";
import type { AppContext } from "~/.server/context";
import { episodes, segmentVotes, viewerSegments } from "~/.server/db/schema";
import { auditNames } from "~/domain/audit/names";
import { durationSeconds } from "~/lib/durations";
import { clockText } from "~/lib/skip-ranges";
import { FieldError, notFound } from "~/lib/refusals";
import { presentViewerSegment } from "./present";
import type { SegmentWrite } from "./schema";

/** The admins' removal of a viewer's segment as the audit log names it. */
export const segmentAudit = auditNames("segments", "delete");

/** Keeps a viewer's segment of an episode, within its length when the episode has one; 20 an hour an account. */
export async function addViewerSegment(app: AppContext, userId: number, episodeId: number, input: SegmentWrite, now = Date.now()) {
  const [episode] = await app.db.select({ duration: episodes.duration }).from(episodes).where(eq(episodes.id, episodeId)).limit(1);
  if (!episode) throw notFound("Episode");
  await assertMay(app, "segment_send", { userId }, now);
  const length = durationSeconds(episode.duration);
  if (length !== null && input.end > length) throw new FieldError("end", `end must be within the episode (${clockText(length)})`);
  const [created] = await app.db
    .insert(viewerSegments)
    .values({ episodeId, userId, kind: input.kind, start: input.start, end: input.end })
    .returning();
  await recordAction(app, "segment_send", { userId }, now);
  return presentViewerSegment(created!);
}

/** The viewer's vote on a segment, replacing any earlier one of theirs; answers the segment's votes. */
export async function voteOnSegment(app: AppContext, userId: number, segmentId: number, vote: "up" | "down") {
  const value = vote === "up" ? 1 : -1;
  const [segment] = await app.db.select({ id: viewerSegments.id }).from(viewerSegments).where(eq(viewerSegments.id, segmentId));
  if (!segment) throw notFound("Segment");
  const [, [updated]] = await app.db.batch([
    app.db
      .insert(segmentVotes)
      .values({ segmentId, userId, vote: value })
      .onConflictDoUpdate({ target: [segmentVotes.segmentId, segmentVotes.userId], set: { vote: value } }),
    app.db
      .update(viewerSegments)
      .set({
        votes: sql`(SELECT coalesce(sum(${segmentVotes.vote}), 0) FROM ${segmentVotes} WHERE ${segmentVotes.segmentId} = ${segmentId})`,
      })
      .where(eq(viewerSegments.id, segmentId))
      .returning({ id: viewerSegments.id, votes: viewerSegments.votes }),
  ]);
  return { id: String(updated!.id), votes: updated!.votes };
}

export async function deleteViewerSegment(app: AppContext, segmentId: number) {
  const deleted = await app.db.delete(viewerSegments).where(eq(viewerSegments.id, segmentId)).returning({ id: viewerSegments.id });
  if (deleted.length === 0) throw notFound("Segment");
}
