import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { ensureFirstAdmin } from "~/.server/auth/first-admin";
import { accountKey, assertNotLimited, clearFailures, recordFailure } from "~/.server/auth/login-limit";
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from "~/.server/auth/passwords";
import { assertRecentSignIn, closeSessionsOf, issueToken } from "~/.server/auth/server-sessions";
import type { AppContext } from "~/.server/context";
import { type AdminRow, admins } from "~/.server/db/schema";
import { adminHasPasskey } from "~/domain/passkeys/owner.server";
import { passkeyTexts } from "~/domain/passkeys/answers.server";
import type { RelyingParty } from "~/domain/passkeys/relying-party.server";
import { verifyPasskeySignIn } from "~/domain/passkeys/sign-in.server";
import { DomainError } from "~/lib/refusals";
import type { AdminLoginInput } from "./schema";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import { auditNames } from "~/domain/audit/names";

/** An admin ending their session, as the audit log names it. */
export const adminSessionAudit = auditNames("admin", "logout");

const invalidAdminLogin = "Invalid username or password";
export const passkeyOnly = "This admin account signs in with a passkey only";

/** The admin's switch as the audit log names it. */
export const adminSecurityAudit = auditNames("admin", "require_passkey");

/** Admin login: IP allow-list first, then the failed-login limits, then the password. */
export async function loginAdmin(app: AppContext, credentials: z.infer<typeof AdminLoginInput>, ip: string) {
  await assertAdminIpAllowed(app.db, ip);
  await ensureFirstAdmin(app.db, app.env);
  const [admin] = await app.db
    .select()
    .from(admins)
    .where(sql`${admins.username} = ${credentials.username.trim()} COLLATE NOCASE`)
    .limit(1);
  const attempt = { scope: "admin" as const, account: accountKey(admin, credentials.username), ip };
  await assertNotLimited(app.db, attempt);
  // Refused before the password is checked, so this door tells nothing about the password.
  if (admin?.requirePasskey) throw new DomainError(403, passkeyOnly);
  const valid = await verifyPassword(credentials.password, admin?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!admin || !valid) {
    await recordFailure(app.db, attempt);
    throw new DomainError(401, invalidAdminLogin);
  }
  await clearFailures(app.db, attempt);
  return openSession(app, admin);
}

/** What either login answers once the admin is known: a token and who they are. */
async function openSession(app: AppContext, admin: AdminRow) {
  const token = await issueToken(app.db, "admin", admin, app.env.JWT_SECRET);
  return { token, admin: { id: admin.id, username: admin.username } };
}

/** Signs the admin in with a passkey, from an allowed IP (app/domain/passkeys/sign-in.server.ts). */
export async function loginAdminWithPasskey(app: AppContext, answer: unknown, rp: RelyingParty, ip: string) {
  const adminId = await verifyPasskeySignIn(app, "admin", answer, rp, ip);
  const [admin] = await app.db.select().from(admins).where(eq(admins.id, adminId));
  if (!admin) throw new DomainError(401, passkeyTexts.unknown);
  return openSession(app, admin);
}

/**
 * The "Require a passkey" switch, from a session of the last 15 minutes. On needs a passkey to
 * sign in with (checked in the update itself, so a removal at the same moment cannot leave it on
 * with none), and ends the admin's other sessions (a password may have opened them); off lets
 * the password in again.
 */
export async function setRequirePasskey(app: AppContext, session: { admin: { id: number }; sessionId: string }, required: boolean) {
  const adminId = session.admin.id;
  await assertRecentSignIn(app.db, session.sessionId);
  const changed = await app.db
    .update(admins)
    .set({ requirePasskey: required })
    .where(and(eq(admins.id, adminId), required ? adminHasPasskey(adminId) : undefined))
    .returning({ id: admins.id });
  if (changed.length === 0) throw new DomainError(409, "Add a passkey first: requiring one without any would leave no way in");
  if (required) await closeSessionsOf(app.db, "admin", adminId, session.sessionId);
  return { require_passkey: required };
}

/** Whether the admin requires a passkey. */
export async function requiresPasskey(app: AppContext, adminId: number) {
  const [admin] = await app.db.select({ required: admins.requirePasskey }).from(admins).where(eq(admins.id, adminId));
  return { require_passkey: admin?.required ?? false };
}
