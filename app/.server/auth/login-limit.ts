import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { failedLogins } from "../db/schema";
import { DomainError } from "../errors";

// DECISIONS: after 5 failures for one identifier from one IP within 15 minutes, answer 429 until
// the window passes. D1, not KV: KV is eventually consistent and unfit for counting.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

type Attempt = { scope: "user" | "admin"; identifier: string; ip: string };

const keyOf = (attempt: Attempt) => ({ ...attempt, identifier: attempt.identifier.trim().toLowerCase() });
const matching = (attempt: Attempt) => {
  const key = keyOf(attempt);
  return and(eq(failedLogins.scope, key.scope), eq(failedLogins.identifier, key.identifier), eq(failedLogins.ip, key.ip));
};

export const tooManyAttempts = "Too many failed attempts. Try again in 15 minutes.";

export async function assertNotLimited(db: Database, attempt: Attempt, now = Date.now()) {
  const since = new Date(now - WINDOW_MS).toISOString();
  const recent = await db.select({ id: failedLogins.id }).from(failedLogins).where(and(matching(attempt), gt(failedLogins.attemptedAt, since))).limit(MAX_FAILURES);
  if (recent.length >= MAX_FAILURES) throw new DomainError(429, tooManyAttempts);
}

export async function recordFailure(db: Database, attempt: Attempt, now = Date.now()) {
  const cutoff = new Date(now - WINDOW_MS).toISOString();
  await db.batch([
    db.insert(failedLogins).values({ ...keyOf(attempt), attemptedAt: new Date(now).toISOString() }),
    db.delete(failedLogins).where(lt(failedLogins.attemptedAt, cutoff)),
  ]);
}

export async function clearFailures(db: Database, attempt: Attempt) {
  await db.delete(failedLogins).where(matching(attempt));
}
