import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { pushSubscriptions } from "~/.server/db/schema";
import type { PushSubscriptionView } from "./responses";

/** A page of the viewer's subscribed browsers, newest first, and how many there are. */
export async function findPushSubscriptions(
  app: AppContext,
  userId: number,
  window: { limit: number; offset: number },
): Promise<{ items: PushSubscriptionView[]; total: number }> {
  const mine = eq(pushSubscriptions.userId, userId);
  const [items, [counted]] = await app.db.batch([
    app.db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        locale: pushSubscriptions.locale,
        created_at: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(mine)
      .orderBy(desc(pushSubscriptions.id))
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(pushSubscriptions).where(mine),
  ]);
  return { items, total: counted?.total ?? 0 };
}
