// The pages' side of the passkey ceremonies (decision 038): the browser's script asks
// /account/passkeys for the options, lets the authenticator answer, and posts the answer as the
// form field `passkey` (JSON) to the page's own action, which hands it to the same domain calls
// the API makes. Without JavaScript the pages keep their password forms.
import type { z } from "zod";
import { authenticateAdmin } from "~/.server/auth/authenticate";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import type { LoginScope } from "~/.server/auth/login-limit";
import type { AppContext } from "~/.server/context";
import { clientIpOf } from "~/.server/client-ip";
import { passkeyTexts } from "~/domain/passkeys/answers.server";
import { startPasskeyRegistration } from "~/domain/passkeys/commands.server";
import type { PasskeyOwner } from "~/domain/passkeys/owner";
import { relyingParty } from "~/domain/passkeys/relying-party.server";
import { startPasskeySignIn } from "~/domain/passkeys/sign-in.server";
import { DomainError, refusalAnswer } from "~/lib/refusals";
import { firstIssue } from "~/lib/schema-fields";
import { accountAnswer } from "./account-json.server";
import { readForm } from "./form-submission.server";
import { readSessionToken, userSessionOf } from "./sessions.server";

/** What the `passkey` field holds, as JSON; null when it is missing or not JSON (the schema says why). */
export function passkeyAnswerOf(form: FormData): unknown {
  try {
    return JSON.parse(String(form.get("passkey") ?? ""));
  } catch {
    return null;
  }
}

/** A new passkey's form (the answer and an optional name), read by the API's schema; 400 when it fails it. */
export function readNewPasskey<S extends z.ZodType>(form: FormData, schema: S): z.output<S> {
  const parsed = schema.safeParse({ name: form.get("name") ?? undefined, response: passkeyAnswerOf(form) });
  if (!parsed.success) throw new DomainError(400, `${passkeyTexts.malformed}: ${firstIssue(parsed.error)}`);
  return parsed.data;
}

/** The account signed in at this door by its cookie, or null. */
async function signedInOwner(app: AppContext, request: Request, scope: LoginScope): Promise<PasskeyOwner | null> {
  if (scope === "user") {
    const signedIn = await userSessionOf(request, app);
    return signedIn.ok ? { scope, id: signedIn.principal.id, username: signedIn.principal.username } : null;
  }
  await assertAdminIpAllowed(app.db, clientIpOf(request, app.env));
  const signedIn = await authenticateAdmin(app, await readSessionToken(request, "admin"));
  return signedIn.ok ? { scope, id: signedIn.principal.id, username: signedIn.principal.username } : null;
}

/** POST /account/passkeys: `scope` (user, admin) and `ceremony` (sign_in, register) in; the options as JSON out. */
export async function passkeyOptionsAnswer(app: AppContext, request: Request) {
  const form = await readForm(request);
  const scope: LoginScope = form.get("scope") === "admin" ? "admin" : "user";
  const rp = relyingParty(app.env, request.url);
  try {
    if (form.get("ceremony") !== "register") return accountAnswer(await startPasskeySignIn(app, scope, rp, clientIpOf(request, app.env)));
    const owner = await signedInOwner(app, request, scope);
    if (!owner) return accountAnswer({ error: "Sign in to add a passkey" }, 401);
    return accountAnswer(await startPasskeyRegistration(app, owner, rp));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { body, init } = refusalAnswer(error);
    return accountAnswer(body, init.status, init.headers);
  }
}
