// What the push calls take: a browser's subscription as PushSubscription.toJSON() writes it, and
// the page of the viewer's subscriptions.
import { z } from "zod";
import { isBase64urlOf, optionalChoice, pageFields } from "~/lib/schema-fields";
import { locales } from "~/i18n/locales";

export const PUSH_API_LIMIT = 100;
/** Browsers one viewer may have subscribed at once: each new episode costs a message to each. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

const base64urlKey = (label: string, bytes: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/=+$/, ""))
    .refine((value) => isBase64urlOf(value, bytes), {
      message: `${label} must be ${bytes} bytes as base64url`,
    });

export const PushSubscriptionInput = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: "endpoint must be an http(s) address" })
    .max(2048, "endpoint must be at most 2048 characters"),
  keys: z.object(
    { p256dh: base64urlKey("keys.p256dh", 65), auth: base64urlKey("keys.auth", 16) },
    { error: "keys (p256dh and auth) are required" },
  ),
  // The pages send the language they are in; an API client may name one (English when left out).
  locale: optionalChoice("locale", locales).describe("The site language the notifications are written in: en when left out"),
});
export type PushSubscriptionWrite = z.infer<typeof PushSubscriptionInput>;

export const PushSubscriptionsQuery = z.object({
  ...pageFields(PUSH_API_LIMIT),
});

/** The pages' script turns a browser's subscription off by its endpoint (it does not know the id). */
export const PushUnsubscribeInput = z.object({ endpoint: PushSubscriptionInput.shape.endpoint });
