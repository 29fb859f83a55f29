import type { LoginScope } from "~/.server/auth/login-limit";
import { gt, sql } from "drizzle-orm";
import { passkeys } from "~/.server/db/schema";

/** Whose passkeys: a viewer's or an admin's account. */
export type PasskeyOwner = { scope: LoginScope; id: number; username: string };
/** The owner as signed in: the session that asks to change its passkeys, and stays when others end. */
export type PasskeySession = PasskeyOwner & { sessionId: string };

/** The signed-in account at a door as the passkey commands take it. */
export const passkeySessionOf = (scope: LoginScope, account: { id: number; username: string }, sessionId: string): PasskeySession => ({
  scope,
  id: account.id,
  username: account.username,
  sessionId,
});

export const ownerColumn = (scope: LoginScope) => (scope === "user" ? passkeys.userId : passkeys.adminId);

/**
 * The WebAuthn user handle of an account: the same for all its passkeys (an authenticator keeps
 * one passkey per account and site), and what a sign-in's answer names the account by.
 */
export const userHandleOf = (owner: Pick<PasskeyOwner, "scope" | "id">) => `${owner.scope}:${owner.id}`;

/** Whether an admin has a passkey, as a condition of a write (the switch turns on only then). */
export const adminHasPasskey = (adminId: number) => gt(sql`(SELECT count(*) FROM ${passkeys} WHERE ${passkeys.adminId} = ${adminId})`, 0);
