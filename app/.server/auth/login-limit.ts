import { and, count, eq, gt, lt, max } from "drizzle-orm";
import type { Database } from "../db/client";
import { failedLogins } from "../db/schema";
import { limitKeyOf } from "~/lib/cidr";
import { RateLimited } from "~/lib/refusals";

// Failed logins are counted per account (all its aliases: email or username, any case, from any
// address) and per address (whatever it tried; an IPv6 caller by its /64, `limitKeyOf`). Past a limit the door stays shut for a while
// after the last failure, the correct password included, and each further round of failures
// doubles the wait. docs/decisions/014-sessions-and-limits.md.
const REMEMBERED_MS = 24 * 60 * 60 * 1000;
const FIRST_LOCK_MS = 15 * 60 * 1000;
const LONGEST_LOCK_MS = REMEMBERED_MS;
const limits = { account: 5, address: 20 } as const;

export type LoginScope = "user" | "admin";
/** Who is knocking: the account's key (`accountKey`) and the caller's address. */
export type Attempt = { scope: LoginScope; account: string; ip: string };

/** The key failures count under: the account when the name matched one, else the name as typed. */
export const accountKey = (found: { id: number } | undefined, typed: string) =>
  found ? `account:${found.id}` : `name:${typed.trim().toLowerCase()}`;

/** How long a door stays shut after `failures` within the remembered time. */
export function lockoutMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** Math.floor((failures - limit) / limit), LONGEST_LOCK_MS);
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
export const tooManyAttempts = (waitMs: number) =>
  `Too many failed attempts. Try again in ${minutes(waitMs)} minute${minutes(waitMs) === 1 ? "" : "s"}.`;

/** Throws 429 (with how long to wait) while the account or the address is locked. */
export async function assertNotLimited(db: Database, attempt: Attempt, now = Date.now()) {
  const since = new Date(now - REMEMBERED_MS).toISOString();
  const tally = { total: count(), last: max(failedLogins.attemptedAt) };
  const [[account], [address]] = await db.batch([
    db
      .select(tally)
      .from(failedLogins)
      .where(and(eq(failedLogins.scope, attempt.scope), eq(failedLogins.identifier, attempt.account), gt(failedLogins.attemptedAt, since))),
    db
      .select(tally)
      .from(failedLogins)
      .where(and(eq(failedLogins.ip, limitKeyOf(attempt.ip)), gt(failedLogins.attemptedAt, since))),
  ]);
  const waits = [
    account?.last ? Date.parse(account.last) + lockoutMs(account.total, limits.account) - now : 0,
    address?.last ? Date.parse(address.last) + lockoutMs(address.total, limits.address) - now : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) throw new RateLimited(tooManyAttempts(wait), Math.ceil(wait / 1000));
}

export async function recordFailure(db: Database, attempt: Attempt, now = Date.now()) {
  await db.batch([
    db
      .insert(failedLogins)
      .values({ scope: attempt.scope, identifier: attempt.account, ip: limitKeyOf(attempt.ip), attemptedAt: new Date(now).toISOString() }),
    db.delete(failedLogins).where(lt(failedLogins.attemptedAt, new Date(now - REMEMBERED_MS).toISOString())),
  ]);
}

/** A successful login forgets the account's failures (not the address's failures on other accounts). */
export async function clearFailures(db: Database, attempt: Attempt) {
  await db.delete(failedLogins).where(and(eq(failedLogins.scope, attempt.scope), eq(failedLogins.identifier, attempt.account)));
}
