import { z } from "zod";
import { isoTime, maybeText, rowId } from "~/lib/response-fields";

export const AccountHistory = z
  .object({
    entries: z.array(
      z.object({
        series_id: rowId,
        series_title: z.string(),
        series_slug: z.string(),
        episode_id: rowId.nullable(),
        episode_title: maybeText,
        episode_number: z.number().int().nullable(),
        cover: z.string(),
        watched_at: isoTime,
      }),
    ),
    positions: z.array(
      z.object({
        episode_id: rowId,
        position: z.number(),
        duration: z.number(),
        saved_at: z.number().int().meta({ description: "Milliseconds since 1970" }),
      }),
    ),
  })
  .meta({ id: "AccountHistory", description: "The caller's watch history (newest first, 20 at most) and resume positions (200 at most)" });
export type AccountHistoryView = z.infer<typeof AccountHistory>;
