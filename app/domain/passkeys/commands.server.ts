import { and, count, desc, eq, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { accountKey, assertNotLimited, clearFailures } from "~/.server/auth/login-limit";
import { assertRecentSignIn, closeSessionsOf } from "~/.server/auth/server-sessions";
import type { AppContext } from "~/.server/context";
import { admins, passkeys, securityEvents } from "~/.server/db/schema";
import { DomainError, notFound } from "~/lib/refusals";
import type { SecurityEventKind } from "~/lib/vocabulary/security-events";
import { auditNames } from "~/domain/audit/names";
import { checkAnswer, passkeyTexts, spendChallenge, verified } from "./answers.server";
import { keepChallenge } from "./challenges.server";
import { ownerColumn, type PasskeyOwner, type PasskeySession, userHandleOf } from "./owner.server";
import { findPasskey, passkeyView } from "./queries.server";
import type { RelyingParty } from "./relying-party.server";
import type { NewPasskeyInput } from "./schema";
import { registrationOptions, verifyRegistration } from "./webauthn.server";

/** The admin's passkey writes as the audit log names them (a viewer's go to their security events). */
export const passkeyAudit = auditNames("passkeys", "begin", "create", "rename", "delete");

/** More than anyone carries; a bound on what one account can make the site store. */
export const MAX_PASSKEYS = 20;

const owned = (owner: PasskeyOwner, id: string) => and(eq(passkeys.id, id), eq(ownerColumn(owner.scope), owner.id));

/** How many of a viewer's security events are kept: more than the page shows, and a bound on each account's rows. */
export const SECURITY_EVENTS_KEPT = 100;

/**
 * A viewer's security history gets one line per change and per passkey sign-in, and forgets all
 * but the newest SECURITY_EVENTS_KEPT; the admin's changes are audited by the door instead.
 */
export async function recordSecurityEvent(
  app: AppContext,
  owner: PasskeyOwner,
  event: SecurityEventKind,
  detail: string | null,
  ip: string,
) {
  if (owner.scope !== "user") return;
  const newest = app.db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(eq(securityEvents.userId, owner.id))
    .orderBy(desc(securityEvents.id))
    .limit(SECURITY_EVENTS_KEPT);
  await app.db.batch([
    app.db.insert(securityEvents).values({ userId: owner.id, event, detail, ip }),
    app.db.delete(securityEvents).where(and(eq(securityEvents.userId, owner.id), notInArray(securityEvents.id, newest))),
  ]);
}

const tooMany = () => new DomainError(409, `An account keeps ${MAX_PASSKEYS} passkeys at most: remove one first`);

/**
 * The options for navigator.credentials.create(): a discoverable credential with user
 * verification, none of the account's own passkeys again, and a challenge kept for this account.
 * Only a session from the last 15 minutes may add one (assertRecentSignIn).
 */
export async function startPasskeyRegistration(app: AppContext, owner: PasskeySession, rp: RelyingParty, ip: string) {
  await assertRecentSignIn(app.db, owner.sessionId);
  const existing = await app.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(ownerColumn(owner.scope), owner.id));
  if (existing.length >= MAX_PASSKEYS) throw tooMany();
  const options = registrationOptions(rp, { name: owner.username, handle: userHandleOf(owner) }, existing);
  await keepChallenge(app, options.challenge, { ceremony: "register", scope: owner.scope, accountId: owner.id }, ip);
  return options;
}

/** Checks the authenticator's answer to this account's challenge and keeps the new passkey (201). */
export async function finishPasskeyRegistration(
  app: AppContext,
  owner: PasskeySession,
  input: z.output<typeof NewPasskeyInput>,
  rp: RelyingParty,
  ip: string,
) {
  await assertRecentSignIn(app.db, owner.sessionId);
  const attempt = { scope: owner.scope, account: accountKey(owner, owner.username), ip };
  await assertNotLimited(app.db, attempt);
  const credential = await checkAnswer(app, attempt, async () => {
    const challenge = await spendChallenge(app, input.response.response.clientDataJSON, {
      ceremony: "register",
      scope: owner.scope,
      accountId: owner.id,
    });
    return verified(() => verifyRegistration(input.response, challenge, rp), new DomainError(400, passkeyTexts.notVerified));
  });
  await clearFailures(app.db, attempt);
  const [{ total } = { total: 0 }] = await app.db
    .select({ total: count() })
    .from(passkeys)
    .where(eq(ownerColumn(owner.scope), owner.id));
  if (total >= MAX_PASSKEYS) throw tooMany();
  const name = input.name ?? `Passkey of ${new Date().toISOString().slice(0, 10)}`;
  const [added] = await app.db
    .insert(passkeys)
    .values({
      id: credential.id,
      ...(owner.scope === "user" ? { userId: owner.id } : { adminId: owner.id }),
      name,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports,
    })
    .onConflictDoNothing()
    .returning(passkeyView);
  if (!added) throw new DomainError(409, passkeyTexts.taken);
  await recordSecurityEvent(app, owner, "passkey_added", name, ip);
  return added;
}

export async function renamePasskey(app: AppContext, owner: PasskeyOwner, id: string, name: string, ip: string) {
  const [renamed] = await app.db.update(passkeys).set({ name }).where(owned(owner, id)).returning(passkeyView);
  if (!renamed) throw notFound("Passkey");
  await recordSecurityEvent(app, owner, "passkey_renamed", name, ip);
  return renamed;
}

/**
 * While the admin requires a passkey, a passkey may go only when another stays: checked in the
 * delete itself, so two removals at once cannot both take the last two.
 */
const anotherStays = (owner: PasskeyOwner) =>
  owner.scope === "user"
    ? undefined
    : sql`(NOT (SELECT ${admins.requirePasskey} FROM ${admins} WHERE ${admins.id} = ${owner.id})
        OR (SELECT count(*) FROM ${passkeys} WHERE ${passkeys.adminId} = ${owner.id}) > 1)`;

/**
 * Removes one of the account's passkeys and ends the account's other sessions (the passkey may
 * be on a lost device that is still signed in); the session that removed it stays. The admin's
 * last passkey stays while the admin requires one: that would leave no way in.
 */
export async function removePasskey(app: AppContext, owner: PasskeySession, id: string, ip: string) {
  await assertRecentSignIn(app.db, owner.sessionId);
  const found = await findPasskey(app, owner, id);
  if (!found) throw notFound("Passkey");
  const removed = await app.db
    .delete(passkeys)
    .where(and(owned(owner, id), anotherStays(owner)))
    .returning({ id: passkeys.id });
  if (removed.length === 0)
    throw new DomainError(409, "This is the last passkey of an account that requires one: turn off “Require a passkey” first");
  await closeSessionsOf(app.db, owner.scope, owner.id, owner.sessionId);
  await recordSecurityEvent(app, owner, "passkey_removed", found.name, ip);
}
