// What the push calls answer, to the API and the page alike.
import { z } from "zod";
import { isoTime, rowId } from "~/lib/response-fields";

export const PushSubscriptionView = z
  .object({
    id: rowId,
    endpoint: z.string(),
    locale: z.string().meta({ description: "The language its notifications are written in" }),
    created_at: isoTime,
  })
  .meta({ id: "PushSubscription" });
export type PushSubscriptionView = z.infer<typeof PushSubscriptionView>;

export const PushPublicKey = z
  .object({ public_key: z.string().meta({ description: "The VAPID application server key (base64url), for PushManager.subscribe" }) })
  .meta({ id: "PushPublicKey" });

/** What a push message carries; the service worker (public/push-sw.js) shows it and opens `url`. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
