// A notification: an episode of a followed series, added since the follow.
import { z } from "zod";
import { isoTime, maybeText, rowId } from "~/lib/response-fields";

export const Notification = z
  .object({
    episode_id: rowId,
    episode_number: z.number().int(),
    episode_title: maybeText,
    series_id: rowId,
    series_slug: z.string(),
    series_title: z.string(),
    added_at: isoTime,
    read: z.boolean().meta({ description: "The viewer opened the episode or marked this read" }),
  })
  .meta({ id: "Notification" });
export type NotificationView = z.infer<typeof Notification>;

export const UnreadCount = z.object({ unread: z.number().int() }).meta({ id: "UnreadCount" });
