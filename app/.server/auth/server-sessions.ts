import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { isProfileOf } from "../db/account-profiles";
import { admins, authSessions, nowIso, users } from "../db/schema";
import { lifetimes, signToken, type Role, type TokenClaims } from "./tokens";
import { DomainError } from "~/lib/refusals";

/** An admin session not used for this long ends, whatever its token says. */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
/** How stale `last_seen_at` may get before a request writes it again (one write a minute at most). */
const SEEN_EVERY_MS = 60 * 1000;

const newSessionId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
};

const ownerColumn = (role: Role) => (role === "user" ? authSessions.userId : authSessions.adminId);

/** Opens a session for the principal (an account, never a profile) and answers the token that names it. */
export async function issueToken(db: Database, role: Role, principal: { id: number; username: string }, secret: string, now = Date.now()) {
  const id = newSessionId();
  const expiresAt = new Date(now + lifetimes[role] * 1000).toISOString();
  await db.batch([
    db.insert(authSessions).values({ id, expiresAt, ...(role === "user" ? { userId: principal.id } : { adminId: principal.id }) }),
    // Each sign-in clears the principal's dead sessions, so the table holds live ones only.
    db.delete(authSessions).where(and(eq(ownerColumn(role), principal.id), lt(authSessions.expiresAt, new Date(now).toISOString()))),
  ]);
  return signToken({ sub: String(principal.id), role, username: principal.username, sid: id }, secret);
}

const profiles = alias(users, "profile");

/**
 * The account a token names, the profile it acts as (the account's own row unless it names another
 * of its profiles) and whether its session is live, in one query. A blocked account's sessions are
 * closed, yet the account is still answered, so the caller can say "blocked" rather than "expired".
 */
export async function userOfSession(db: Database, claims: TokenClaims) {
  const [row] = await db
    .select({ account: users, profile: profiles, live: sql<number>`${authSessions.id} IS NOT NULL` })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.id, Number(claims.pid ?? claims.sub)), isProfileOf(profiles, users.id)))
    .leftJoin(
      authSessions,
      and(eq(authSessions.id, claims.sid), eq(authSessions.userId, users.id), gt(authSessions.expiresAt, sql`${nowIso}`)),
    )
    .where(and(eq(users.id, Number(claims.sub)), isNull(users.accountId)));
  return row ? { account: row.account, profile: row.profile, live: Boolean(row.live) } : undefined;
}

/** The admin a token names, if its session is live and was used within the idle limit; keeps it alive. */
export async function adminOfSession(db: Database, claims: TokenClaims, now = Date.now()) {
  const idleSince = new Date(now - ADMIN_IDLE_MS).toISOString();
  const [row] = await db
    .select({ admin: admins, lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .innerJoin(admins, eq(admins.id, authSessions.adminId))
    .where(
      and(
        eq(authSessions.id, claims.sid),
        eq(admins.id, Number(claims.sub)),
        gt(authSessions.expiresAt, sql`${nowIso}`),
        gt(authSessions.lastSeenAt, idleSince),
      ),
    );
  if (!row) return undefined;
  if (Date.parse(row.lastSeenAt) < now - SEEN_EVERY_MS)
    await db
      .update(authSessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(eq(authSessions.id, claims.sid));
  return row.admin;
}

/** How soon after signing in a session may change how its account signs in (decision 038). */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;
export const signInAgain = "For your safety, sign in again first: changing how you sign in needs a sign-in from the last 15 minutes";

/**
 * Refuses (403) a session opened more than RECENT_SIGN_IN_MS ago: a stolen token that has lived
 * for days cannot add its own passkey, remove the owner's or lock the password out.
 */
export async function assertRecentSignIn(db: Database, sessionId: string, now = Date.now()) {
  const [session] = await db.select({ createdAt: authSessions.createdAt }).from(authSessions).where(eq(authSessions.id, sessionId));
  if (!session || Date.parse(session.createdAt) < now - RECENT_SIGN_IN_MS) throw new DomainError(403, signInAgain);
}

export async function closeSession(db: Database, sessionId: string) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session of an account (or every one but `keep`): a removed passkey, the admin requiring one. */
export async function closeSessionsOf(db: Database, role: Role, id: number, keep?: string) {
  await db.delete(authSessions).where(and(eq(ownerColumn(role), id), keep ? ne(authSessions.id, keep) : undefined));
}

/** Ends every session of a user (or every one but `keep`): sign out everywhere, a new password, a block. */
export const closeUserSessions = (db: Database, userId: number, keep?: string) => closeSessionsOf(db, "user", userId, keep);
