// Limits on what costs the site, per address or per account (decisions 034 and 045): the third
// probe registered 60 accounts in 6 s from one address, each allowed 20 push subscriptions, so one
// caller could make every new episode cost 1,200 pushes; the fourth changed an avatar at will, each
// one up to 20 image encodes. A limited action is counted when it succeeds; past the limit the
// caller waits until its oldest action in the window leaves it (429 with Retry-After).
import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { limitedActions } from "../db/schema";
import { limitKeyOf } from "~/lib/cidr";
import { RateLimited } from "~/lib/refusals";

const HOUR_MS = 60 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;
export const actionLimits = {
  /** Enough for a household or a classroom behind one address. */
  register: { per: "address", most: 10, windowMs: HOUR_MS, refusal: "Too many accounts were made from your network" },
  /** More than one viewer's 20 browsers: a household subscribing all its devices passes. */
  push_subscribe: { per: "address", most: 30, windowMs: HOUR_MS, refusal: "Too many browsers were subscribed from your network" },
  /** Far more than anyone trying pictures on; each one is encoded up to 20 times. */
  avatar: { per: "account", most: 10, windowMs: HOUR_MS, refusal: "You have changed your avatar too often" },
  // Watch together (issue #65): each call below is a Durable Object request, and the free plan has
  // 100,000 a day; the fifth probe opened 200 rooms in 6 s and took 10,500 guest tickets a minute.
  /** Each room is a Durable Object with stored data and an alarm an hour later; an evening's episodes need a few. */
  room_open: { per: "account", most: 20, windowMs: HOUR_MS, refusal: "You have opened too many rooms" },
  /** One ticket per connect: a page that reconnects every 10 s for ten minutes stays under it. */
  room_ticket: { per: "account", most: 100, windowMs: TEN_MINUTES_MS, refusal: "You have joined rooms too often" },
  /** A household watching along as guests: a page load and a ticket each, and their reconnects. */
  room_guest_ticket: { per: "address", most: 60, windowMs: TEN_MINUTES_MS, refusal: "Too many room visits from your network" },
  /** A room's page asks the room where it stands on every load. */
  room_view: { per: "address", most: 60, windowMs: TEN_MINUTES_MS, refusal: "Too many room visits from your network" },
  /** Skip segments (issue #82): enough for a viewer timing a season's openings in an evening, too few to flood an episode. */
  segment_send: { per: "account", most: 20, windowMs: HOUR_MS, refusal: "You have sent too many skip segments" },
} as const;
export type LimitedAction = keyof typeof actionLimits;

/** Who a limit counts: the caller's address (an IPv6 caller by its /64), or the account. */
export type Actor = { ip: string } | { userId: number };

const actorKey = (actor: Actor) => ("ip" in actor ? limitKeyOf(actor.ip) : `account:${actor.userId}`);

/**
 * Locally every caller is the loopback address (app/.server/client-ip.ts), so an address limit
 * would count every developer and browser story as one caller: it applies where addresses are real.
 * An account's limit applies everywhere.
 */
const applies = (app: AppContext, action: LimitedAction) => actionLimits[action].per === "account" || app.env.CLIENT_IP_FROM !== "local";

/** Throws 429, with how long to wait, when `actor` has done `action` as often as its window allows. */
export async function assertMay(app: AppContext, action: LimitedAction, actor: Actor, now = Date.now()) {
  if (!applies(app, action)) return;
  await refuseWhenSpent(app, action, actorKey(actor), now);
}

async function refuseWhenSpent(app: AppContext, action: LimitedAction, key: string, now: number) {
  const { most, windowMs, refusal } = actionLimits[action];
  const [recent] = await app.db
    .select({ total: count(), oldest: min(limitedActions.actedAt) })
    .from(limitedActions)
    .where(
      and(
        eq(limitedActions.action, action),
        eq(limitedActions.actor, key),
        gt(limitedActions.actedAt, new Date(now - windowMs).toISOString()),
      ),
    );
  if (!recent?.oldest || recent.total < most) return;
  const waitSeconds = Math.max(1, Math.ceil((Date.parse(recent.oldest) + windowMs - now) / 1000));
  const minutes = Math.ceil(waitSeconds / 60);
  throw new RateLimited(`${refusal}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, waitSeconds);
}

/**
 * Counts `action` for `actor` before the work, or throws 429 as `assertMay` does: for actions whose
 * cost is the attempt itself (a call that reaches a Durable Object costs as much refused as
 * answered). The count and the record are one statement, so a burst of calls sent at once cannot
 * all pass a count none of them has added to yet (D1 runs one statement at a time).
 */
export async function takeTurn(app: AppContext, action: LimitedAction, actor: Actor, now = Date.now()) {
  if (!applies(app, action)) return;
  const { most, windowMs } = actionLimits[action];
  const key = actorKey(actor);
  const since = new Date(now - windowMs).toISOString();
  const taken = await app.db.run(sql`INSERT INTO limited_actions (action, actor, acted_at)
    SELECT ${action}, ${key}, ${new Date(now).toISOString()}
    WHERE (SELECT count(*) FROM limited_actions WHERE action = ${action} AND actor = ${key} AND acted_at > ${since}) < ${most}`);
  if (taken.meta.changes > 0) {
    await forgetExpired(app, action, now);
    return;
  }
  await refuseWhenSpent(app, action, key, now);
  // The oldest left the window between the two reads: the caller was just at the limit.
  throw new RateLimited(`${actionLimits[action].refusal}. Try again in 1 minute.`, 1);
}

/** Counts a done `action` of `actor`, and forgets that action's records older than its window. */
export async function recordAction(app: AppContext, action: LimitedAction, actor: Actor, now = Date.now()) {
  if (!applies(app, action)) return;
  await app.db.batch([
    app.db.insert(limitedActions).values({ action, actor: actorKey(actor), actedAt: new Date(now).toISOString() }),
    forgetExpired(app, action, now),
  ]);
}

/**
 * Removes the records of `action` that left its window. Read by its own index (action, acted_at),
 * so each call reads the few that expired, not every caller's records in the window (issue #65's
 * bench counted 163,132 rows read an hour when it read them all).
 */
export const forgetExpired = (app: AppContext, action: LimitedAction, now: number) =>
  app.db
    .delete(limitedActions)
    .where(and(eq(limitedActions.action, action), lt(limitedActions.actedAt, new Date(now - actionLimits[action].windowMs).toISOString())));
