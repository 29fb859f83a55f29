import { authenticateAdmin } from "~/.server/auth/authenticate";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import type { LoginScope } from "~/.server/auth/login-limit";
import type { AppContext } from "~/.server/context";
import { clientIpOf } from "~/.server/client-ip";
import { recordAudit } from "~/domain/audit/commands.server";
import { auditFacts } from "~/domain/audit/names";
import {
  finishPasskeyRegistration,
  passkeyAudit,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from "~/domain/passkeys/commands.server";
import { type PasskeySession, passkeySessionOf } from "~/domain/passkeys/owner.server";
import { relyingParty } from "~/domain/passkeys/relying-party.server";
import { startPasskeySignIn } from "~/domain/passkeys/sign-in.server";
import { accountAnswer, accountRefusal } from "./account-json.server";
import { NewPasskeyInput, PasskeyIdInput, PasskeyRenameInput } from "~/domain/passkeys/schema";
import { readForm, submitForm } from "./form-submission.server";
import { readSessionToken, userSessionOf } from "./sessions.server";
import { m } from "~/paraglide/messages";

/** What the `passkey` field holds, as JSON; null when it is missing or not JSON (the schema says why). */
export function passkeyAnswerOf(form: FormData): unknown {
  try {
    return JSON.parse(String(form.get("passkey") ?? ""));
  } catch {
    return null;
  }
}

/** A new passkey's form as the API's schema (NewPasskeyInput) reads it: the answer and an optional name. */
export const newPasskeyFields = (form: FormData) => ({ name: form.get("name") || undefined, response: passkeyAnswerOf(form) });

/** The account signed in at this door by its cookie, or null. */
async function signedInOwner(app: AppContext, request: Request, scope: LoginScope): Promise<PasskeySession | null> {
  if (scope === "admin") await assertAdminIpAllowed(app.db, clientIpOf(request, app.env));
  const signedIn =
    scope === "user" ? await userSessionOf(request, app) : await authenticateAdmin(app, await readSessionToken(request, "admin"));
  if (!signedIn.ok) return null;
  // A user's passkeys are their account's, whichever profile the session acts as (decision 074).
  return passkeySessionOf(scope, "account" in signedIn ? signedIn.account : signedIn.principal, signedIn.sessionId);
}

/** POST /account/passkeys: `scope` (user, admin) and `ceremony` (sign_in, register) in; the options as JSON out. */
export async function passkeyOptionsAnswer(app: AppContext, request: Request) {
  const form = await readForm(request);
  const scope: LoginScope = form.get("scope") === "admin" ? "admin" : "user";
  const rp = relyingParty(app.env, request.url);
  const ip = clientIpOf(request, app.env);
  try {
    if (form.get("ceremony") !== "register") return accountAnswer(await startPasskeySignIn(app, scope, rp, ip));
    const owner = await signedInOwner(app, request, scope);
    if (!owner) return accountAnswer({ error: m.passkey_sign_in_to_add() }, 401);
    const options = await startPasskeyRegistration(app, owner, rp, ip);
    // The admin's every passkey write is audited, as the API's options call is.
    if (scope === "admin") await recordAudit(app, { ...auditFacts(passkeyAudit.begin), admin: owner, ip });
    return accountAnswer(options);
  } catch (error) {
    return accountRefusal(error);
  }
}

/** What a security page answers once a passkey write went through: the account's goes back to itself, the admin's says so and audits it. */
export type PasskeyWritesDone = {
  added: (passkey: { id: string; name: string }) => Response | Promise<Response>;
  renamed: (id: string, name: string) => Response | Promise<Response>;
  removed: (id: string) => Response | Promise<Response>;
};

/**
 * The passkey forms both security pages post (add with the authenticator's answer, rename,
 * remove), written for `owner`; null for any other intent, which the page answers itself.
 */
export function submitPasskeyForm(
  form: FormData,
  { app, owner, request, ip }: { app: AppContext; owner: PasskeySession; request: Request; ip: string },
  done: PasskeyWritesDone,
) {
  switch (form.get("intent")) {
    case "passkey":
      return submitForm(
        form,
        NewPasskeyInput,
        async (input) => done.added(await finishPasskeyRegistration(app, owner, input, relyingParty(app.env, request.url), ip)),
        { fields: newPasskeyFields(form) },
      );
    case "rename":
      return submitForm(form, PasskeyRenameInput, async ({ id, name }) => {
        await renamePasskey(app, owner, id, name, ip);
        return done.renamed(id, name);
      });
    case "remove":
      return submitForm(form, PasskeyIdInput, async ({ id }) => {
        await removePasskey(app, owner, id, ip);
        return done.removed(id);
      });
  }
  return null;
}
