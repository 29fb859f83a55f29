import { z } from "zod";
import { idField, optionalInt, optionalText, pageFields } from "~/lib/schema-fields";
import { COMMENT_MAX, commentTexts } from "./texts";

/** POST /api/comments and the comment form. A `username` in the body is ignored: the token decides. */
export const CommentInput = z.object({
  episode_id: idField("Episode"),
  content: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: commentTexts.blank }).min(1, commentTexts.blank).max(COMMENT_MAX, commentTexts.tooLong),
  ),
});
export type CommentWrite = z.infer<typeof CommentInput>;

export const CommentsQuery = z.object({ episode_id: idField("episode_id") });

/** The most comments one moderation call answers. */
export const MODERATION_API_LIMIT = 100;

/** GET /api/comments/all and the moderation screen's filters. */
export const ModerationQuery = z.object({
  search: optionalText("search", 200),
  series_id: optionalInt("series_id", 1, Number.MAX_SAFE_INTEGER),
  ...pageFields(MODERATION_API_LIMIT),
});
export type ModerationFilter = z.infer<typeof ModerationQuery>;
