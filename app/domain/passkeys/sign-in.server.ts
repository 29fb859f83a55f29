// Signing in with a passkey, at the viewers' door and the admin's (decision 038): one signature
// check, no password hash, so a sign-in stays within the free plan's CPU. The doors
// (loginUserWithPasskey, loginAdminWithPasskey) open the session of the account answered here.
import { and, eq, isNotNull, lt } from "drizzle-orm";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import { type Attempt, assertNotLimited, clearFailures, type LoginScope } from "~/.server/auth/login-limit";
import type { AppContext } from "~/.server/context";
import { passkeys } from "~/.server/db/schema";
import { DomainError } from "~/lib/refusals";
import { firstIssue } from "~/lib/schema-fields";
import { checkAnswer, passkeyTexts, spendChallenge, verified } from "./answers.server";
import { keepChallenge } from "./challenges.server";
import { ownerColumn, userHandleOf } from "./owner.server";
import type { RelyingParty } from "./relying-party.server";
import { SignInAnswer } from "./schema";
import { signInOptions, verifySignIn } from "./webauthn.server";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

/** The passkey with this id at this door (a viewer's passkey is unknown at the admin's, and the other way). */
async function passkeyAt(app: AppContext, scope: LoginScope, id: string) {
  const [row] = await app.db
    .select({ id: passkeys.id, publicKey: passkeys.publicKey, counter: passkeys.counter, accountId: ownerColumn(scope) })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), isNotNull(ownerColumn(scope))));
  return row && { ...row, accountId: row.accountId! };
}

/** The options for navigator.credentials.get(): any passkey of this site (discoverable), user verified. */
export async function startPasskeySignIn(app: AppContext, scope: LoginScope, rp: RelyingParty, ip: string) {
  if (scope === "admin") await assertAdminIpAllowed(app.db, ip);
  const options = signInOptions(rp);
  await keepChallenge(app, options.challenge, { ceremony: "sign_in", scope, accountId: null }, ip);
  return options;
}

/**
 * Checks a sign-in answer and answers the id of the account holding the passkey. Every refusal (a
 * malformed answer, a stale or reused challenge, an unknown passkey or another account's, a wrong
 * origin, a bad signature, a counter that went back: a clone) is a failed attempt of that account
 * and address, and a locked account or address is refused before anything is checked.
 */
export async function verifyPasskeySignIn(app: AppContext, scope: LoginScope, body: unknown, rp: RelyingParty, ip: string) {
  if (scope === "admin") await assertAdminIpAllowed(app.db, ip);
  const parsed = SignInAnswer.safeParse(body);
  const passkey = parsed.success ? await passkeyAt(app, scope, parsed.data.id) : undefined;
  // Failures count under the account holding the passkey; else, as a mistyped name does, under
  // the credential id sent (a malformed answer has none: under its address).
  const account = passkey ? `account:${passkey.accountId}` : `passkey:${parsed.success ? parsed.data.id : `malformed@${ip}`}`;
  const attempt: Attempt = { scope, account, ip };
  await assertNotLimited(app.db, attempt);
  await checkAnswer(app, attempt, async () => {
    if (!parsed.success) throw new DomainError(400, `${passkeyTexts.malformed}: ${firstIssue(parsed.error)}`);
    const answer = parsed.data;
    const challenge = await spendChallenge(app, answer.response.clientDataJSON, { ceremony: "sign_in", scope, accountId: null });
    if (!passkey) throw new DomainError(401, passkeyTexts.unknown);
    const refusal = new DomainError(401, passkeyTexts.notVerified);
    const handle = answer.response.userHandle;
    if (
      handle !== undefined &&
      handle !== encodeBase64urlNoPadding(new TextEncoder().encode(userHandleOf({ scope, id: passkey.accountId })))
    )
      throw refusal;
    const newCounter = await verified(() => verifySignIn(answer, challenge, rp, passkey), refusal);
    // The counter moves on only from where it was read: of two answers checked at once, the one
    // that finds it moved already is refused, so the stored counter never goes back.
    const moved = await app.db
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: new Date().toISOString() })
      .where(and(eq(passkeys.id, passkey.id), newCounter === 0 ? undefined : lt(passkeys.counter, newCounter)))
      .returning({ id: passkeys.id });
    if (moved.length === 0) throw refusal;
  });
  await clearFailures(app.db, attempt);
  return passkey!.accountId;
}
