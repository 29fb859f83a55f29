// A viewer's browsers subscribed to Web Push (docs/decisions/028-web-push.md).
import { and, count, eq, sql } from "drizzle-orm";
import { assertMay, recordAction } from "~/.server/auth/action-limits";
import type { AppContext } from "~/.server/context";
import { pushSubscriptions } from "~/.server/db/schema";
import { DomainError, FieldError, notFound } from "~/lib/refusals";
import { isPushKey } from "~/.server/push/web-push";
import { baseLocale } from "~/i18n/locales";
import { isPushService } from "./endpoint";
import type { PushSubscriptionView } from "./responses";
import { MAX_PUSH_SUBSCRIPTIONS, type PushSubscriptionWrite } from "./schema";

/** Web Push is on when the site has VAPID keys. */
export const pushEnabled = (app: AppContext) => app.env.VAPID_PUBLIC_KEY !== undefined;

/** The key browsers subscribe with; 409 when the site has none. */
export function pushPublicKey(app: AppContext) {
  if (!app.env.VAPID_PUBLIC_KEY) throw new DomainError(409, "Push notifications are not set up on this site");
  return app.env.VAPID_PUBLIC_KEY;
}

/**
 * Subscribes a browser (again: its keys are replaced); 400 for an endpoint that is not a push
 * service. A new browser counts toward its address's limit (429 past it), a repeat does not.
 */
export async function subscribePush(
  app: AppContext,
  userId: number,
  input: PushSubscriptionWrite,
  ip: string,
): Promise<PushSubscriptionView> {
  pushPublicKey(app);
  if (!isPushService(input.endpoint, app.env.PUSH_LOCAL_ENDPOINTS === "allow"))
    throw new FieldError("endpoint", "endpoint is not a browser push service");
  if (!(await isPushKey(input.keys.p256dh))) throw new FieldError("keys.p256dh", "keys.p256dh is not a P-256 public key");
  const [held] = await app.db
    .select({ total: count(), known: sql<number>`coalesce(sum(${pushSubscriptions.endpoint} = ${input.endpoint}), 0)` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const isNew = !held?.known;
  if (isNew && (held?.total ?? 0) >= MAX_PUSH_SUBSCRIPTIONS)
    throw new DomainError(409, `At most ${MAX_PUSH_SUBSCRIPTIONS} browsers can have push notifications; turn one off first`);
  if (isNew) await assertMay(app, "push_subscribe", { ip });
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, locale: input.locale ?? baseLocale };
  const [saved] = await app.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, ...keys })
    .onConflictDoUpdate({ target: [pushSubscriptions.userId, pushSubscriptions.endpoint], set: keys })
    .returning({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      locale: pushSubscriptions.locale,
      created_at: pushSubscriptions.createdAt,
    });
  if (isNew) await recordAction(app, "push_subscribe", { ip });
  return saved!;
}

/** Removes one of the viewer's subscriptions by id; 404 when the viewer has none so numbered. */
export async function unsubscribePush(app: AppContext, userId: number, id: number) {
  const removed = await app.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound("Push subscription");
}

/** Removes the viewer's subscription of this browser (the page knows its endpoint, not its id). */
export async function unsubscribePushEndpoint(app: AppContext, userId: number, endpoint: string) {
  await app.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
