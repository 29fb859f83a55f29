// Apart from the schema, so the player reads it without zod in the browser.

/** The longest stretch of video one GET answers, in seconds: a player asks ahead a few minutes at a time. */
export const DANMAKU_SPAN_MAX = 600;
