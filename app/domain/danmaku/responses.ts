import { z } from "zod";
import { isoTime, rowId } from "~/lib/response-fields";

export const Danmaku = z
  .object({
    id: rowId,
    second: z.number().int().min(0).meta({ description: "The second of the video it was posted at" }),
    username: z.string(),
    text: z.string(),
    created_at: isoTime,
  })
  .meta({ id: "Danmaku" });

/** An on-screen comment as the admins' list shows it: with its author's account and the episode it was posted on. */
export const ModeratedDanmaku = Danmaku.extend({
  episode_id: rowId,
  user_id: rowId.nullable().meta({ description: "The author's account; null once the account is deleted" }),
  episode_number: z.number().int(),
  series_id: rowId,
  series_title: z.string(),
  series_slug: z.string(),
}).meta({ id: "ModeratedDanmaku" });
