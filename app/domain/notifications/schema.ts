// What the notification calls take: a page of the list.
import { z } from "zod";
import { idField, optionalInt } from "~/lib/schema-fields";

export const NOTIFICATIONS_API_LIMIT = 100;
export const NOTIFICATIONS_PAGE_SIZE = 30;

export const NotificationsQuery = z.object({
  limit: optionalInt("limit", 1, NOTIFICATIONS_API_LIMIT),
  offset: optionalInt("offset", 0, Number.MAX_SAFE_INTEGER),
});

/** The notifications page's forms: one read, or all. */
export const NotificationForm = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("read"), episode_id: idField("Episode") }), z.object({ intent: z.literal("read-all") })],
  { error: "Unknown action" },
);
