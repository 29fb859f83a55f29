// What the notification calls take: a page of the list.
import { z } from "zod";
import { idField, pageFields } from "~/lib/schema-fields";

export const NOTIFICATIONS_API_LIMIT = 100;
export const NOTIFICATIONS_PAGE_SIZE = 30;

export const NotificationsQuery = z.object({
  ...pageFields(NOTIFICATIONS_API_LIMIT),
});

/** The notifications page's forms: one read, or all. */
export const NotificationForm = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("read"), episode_id: idField("Episode") }), z.object({ intent: z.literal("read-all") })],
  { error: "Unknown action" },
);
