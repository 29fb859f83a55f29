// Limits per address on what costs the site per account (docs/decisions/034-limits-per-address.md):
// the third probe registered 60 accounts in 6 s from one address, each allowed 20 push
// subscriptions, so one caller could make every new episode cost 1,200 pushes. A limited action
// is counted when it succeeds; past the limit the address waits until its oldest action in the
// window leaves it (429 with Retry-After).
import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { AppContext } from "../context";
import { addressActions } from "../db/schema";
import { limitKeyOf } from "~/lib/cidr";
import { RateLimited } from "~/lib/refusals";

const HOUR_MS = 60 * 60 * 1000;
export const addressLimits = {
  /** Enough for a household or a classroom behind one address. */
  register: { most: 10, windowMs: HOUR_MS, refusal: "Too many accounts were made from your network" },
  /** More than one viewer's 20 browsers: a household subscribing all its devices passes. */
  push_subscribe: { most: 30, windowMs: HOUR_MS, refusal: "Too many browsers were subscribed from your network" },
} as const;
export type LimitedAction = keyof typeof addressLimits;

/**
 * Locally every caller is the loopback address (app/.server/client-ip.ts), so an address limit
 * would count every developer and browser story as one caller: it applies where addresses are real.
 */
const limited = (app: AppContext) => app.env.CLIENT_IP_FROM !== "local";

/** Throws 429, with how long to wait, when `ip` (its /64 for IPv6: `limitKeyOf`) has done `action` as often as its window allows. */
export async function assertAddressMay(app: AppContext, action: LimitedAction, ip: string, now = Date.now()) {
  if (!limited(app)) return;
  const { most, windowMs, refusal } = addressLimits[action];
  const [recent] = await app.db
    .select({ total: count(), oldest: min(addressActions.actedAt) })
    .from(addressActions)
    .where(
      and(
        eq(addressActions.action, action),
        eq(addressActions.ip, limitKeyOf(ip)),
        gt(addressActions.actedAt, new Date(now - windowMs).toISOString()),
      ),
    );
  if (!recent?.oldest || recent.total < most) return;
  const waitSeconds = Math.max(1, Math.ceil((Date.parse(recent.oldest) + windowMs - now) / 1000));
  const minutes = Math.ceil(waitSeconds / 60);
  throw new RateLimited(`${refusal}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, waitSeconds);
}

/** Counts a done `action` of `ip`, and forgets those older than its window. */
export async function recordAddressAction(app: AppContext, action: LimitedAction, ip: string, now = Date.now()) {
  if (!limited(app)) return;
  await app.db.batch([
    app.db.insert(addressActions).values({ action, ip: limitKeyOf(ip), actedAt: new Date(now).toISOString() }),
    app.db
      .delete(addressActions)
      .where(
        and(eq(addressActions.action, action), lt(addressActions.actedAt, new Date(now - addressLimits[action].windowMs).toISOString())),
      ),
  ]);
}
