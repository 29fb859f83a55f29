import { z } from "zod";
import { optionalInt, optionalText, pageFields } from "~/lib/schema-fields";

import { DANMAKU_SPAN_MAX } from "./span";
/** The most on-screen comments one GET answers; a busy stretch answers its earliest ones. */
export const DANMAKU_API_LIMIT = 1000;

/** GET /api/episodes/{id}/danmaku: seconds `from` (inclusive) to `to` (exclusive); the first ten minutes when left out. */
export const DanmakuQuery = z
  .object({
    from: optionalInt("from", 0, 24 * 3600),
    to: optionalInt("to", 1, 24 * 3600),
  })
  .transform(({ from, to }) => ({ from: from ?? 0, to: to ?? (from ?? 0) + DANMAKU_SPAN_MAX }))
  .refine(({ from, to }) => to > from, "to must be after from")
  .refine(({ from, to }) => to - from <= DANMAKU_SPAN_MAX, `from and to may be at most ${DANMAKU_SPAN_MAX} seconds apart`);
export type DanmakuWindow = z.infer<typeof DanmakuQuery>;

/** One on-screen comment as a room hands it to storage (workers/rooms). */
export type DanmakuWrite = { episode_id: number; user_id: number; username: string; second: number; text: string; created_at: string };

/** The most on-screen comments one call of the admins' list answers. */
export const DANMAKU_MODERATION_LIMIT = 100;

/** GET /api/danmaku and the admins' screen: newest first, of one author or one episode, a page at a time. */
export const DanmakuModerationQuery = z.object({
  username: optionalText("username", 64),
  episode_id: optionalInt("episode_id", 1, Number.MAX_SAFE_INTEGER),
  ...pageFields(DANMAKU_MODERATION_LIMIT),
});
export type DanmakuModerationFilter = z.infer<typeof DanmakuModerationQuery>;
