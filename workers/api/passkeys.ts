// The passkey ceremonies as JSON calls, at both doors (decision 038): a viewer's under
// /api/users, the admin's under /api/admin. Sign-in answers the same tokens as the password logins.
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { adminSecurityAudit, loginAdminWithPasskey, requiresPasskey, setRequirePasskey } from "~/domain/admins/commands.server";
import { AdminLogin } from "~/domain/admins/responses";
import {
  finishPasskeyRegistration,
  passkeyAudit,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from "~/domain/passkeys/commands.server";
import { passkeySessionOf } from "~/domain/passkeys/owner.server";
import { listPasskeys, listSecurityEvents } from "~/domain/passkeys/queries.server";
import { relyingParty } from "~/domain/passkeys/relying-party.server";
import { Passkey, PasskeyOptions, SecurityEvent } from "~/domain/passkeys/responses";
import { NewPasskeyInput, PasskeyNameInput, passkeyIdPattern, RequirePasskeyInput, SignInAnswer } from "~/domain/passkeys/schema";
import { startPasskeySignIn } from "~/domain/passkeys/sign-in.server";
import { loginUserWithPasskey } from "~/domain/users/account.server";
import { UserLogin } from "~/domain/users/responses";
import type { LoginScope } from "~/.server/auth/login-limit";
import { clientIp } from "./auth-guards";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, userRoute, adminRoute } = routeMarkers(
  "Passkeys",
  "Signing in with a passkey (WebAuthn), and the caller's own passkeys; the admin's switch to require one",
);

type Context = { req: { url: string; raw: Request }; var: ApiEnv["Variables"] };
const rpOf = (c: Context) => relyingParty(c.var.app.env, c.req.url);
/** The body as sent: a sign-in reads it itself, so a malformed one counts as a failed attempt. */
const bodyOf = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => null);
const doors = {
  user: { label: "a viewer", Name: "User", marker: userRoute, login: loginUserWithPasskey, answer: UserLogin },
  admin: { label: "the admin", Name: "Admin", marker: adminRoute, login: loginAdminWithPasskey, answer: AdminLogin },
} as const;

/** POST /sign-in/options and /sign-in: no token needed; the admin's from an allowed IP only. */
export function passkeySignInRoutes(scope: LoginScope) {
  const door = doors[scope];
  return new Hono<ApiEnv>()
    .post(
      "/sign-in/options",
      publicRoute({
        operationId: `startPasskeySignIn${door.Name}`,
        summary: `Begin ${door.label}'s passkey sign-in: the options for navigator.credentials.get()`,
        response: PasskeyOptions,
        errors: scope === "admin" ? [403] : [],
      }),
      async (c) => c.json(await startPasskeySignIn(c.var.app, scope, rpOf(c), clientIp(c))),
    )
    .post(
      "/sign-in",
      publicRoute({
        operationId: `signIn${door.Name}WithPasskey`,
        summary: `Finish ${door.label}'s passkey sign-in with what navigator.credentials.get() answered; answers a token as the password login does`,
        body: SignInAnswer,
        response: door.answer,
        // The handler reads the body itself (a malformed one counts as a failed attempt), so no
        // validator declares its 400.
        errors: [400, 401, 403, 429],
      }),
      async (c) => {
        const { token, ...account } = await door.login(c.var.app, await bodyOf(c), rpOf(c), clientIp(c));
        return c.json(scope === "admin" ? { token } : { token, ...account });
      },
    );
}

const ownerOf = (scope: LoginScope, c: Context) => passkeySessionOf(scope, scope === "user" ? c.var.account : c.var.admin, c.var.sessionId);

/** The caller's own passkeys: list, add (options, then the answer), rename, remove. */
export function ownPasskeyRoutes(scope: LoginScope) {
  const { Name, marker } = doors[scope];
  const audits = (name: (typeof passkeyAudit)[keyof typeof passkeyAudit]) => (scope === "admin" ? { audits: name } : {});
  const idPath = `/:id{${passkeyIdPattern}}`;
  return new Hono<ApiEnv>()
    .get(
      "/",
      marker({ operationId: `list${Name}Passkeys`, summary: "The caller's passkeys, oldest first", response: z.array(Passkey) }),
      async (c) => c.json(await listPasskeys(c.var.app, ownerOf(scope, c))),
    )
    .post(
      "/options",
      marker({
        operationId: `start${Name}PasskeyRegistration`,
        ...audits(passkeyAudit.begin),
        summary: "Begin adding a passkey: the options for navigator.credentials.create()",
        response: PasskeyOptions,
        errors: [409],
      }),
      async (c) => c.json(await startPasskeyRegistration(c.var.app, ownerOf(scope, c), rpOf(c), clientIp(c))),
    )
    .post(
      "/",
      marker({
        operationId: `add${Name}Passkey`,
        ...audits(passkeyAudit.create),
        summary: "Finish adding a passkey with what navigator.credentials.create() answered, and an optional name",
        response: Passkey,
        status: 201,
        errors: [409, 429],
      }),
      validate("json", NewPasskeyInput),
      async (c) => c.json(await finishPasskeyRegistration(c.var.app, ownerOf(scope, c), c.req.valid("json"), rpOf(c), clientIp(c)), 201),
    )
    .patch(
      idPath,
      marker({
        operationId: `rename${Name}Passkey`,
        ...audits(passkeyAudit.rename),
        summary: "Rename a passkey",
        response: Passkey,
        errors: [404],
      }),
      validate("json", PasskeyNameInput),
      async (c) => c.json(await renamePasskey(c.var.app, ownerOf(scope, c), c.req.param("id"), c.req.valid("json").name, clientIp(c))),
    )
    .delete(
      idPath,
      marker({
        operationId: `remove${Name}Passkey`,
        ...audits(passkeyAudit.delete),
        summary: "Remove a passkey; the account's other sessions end",
        response: Ok,
        errors: [404, 409],
      }),
      async (c) => {
        await removePasskey(c.var.app, ownerOf(scope, c), c.req.param("id"), clientIp(c));
        return c.json({ ok: true as const });
      },
    );
}

export const securityEventRoutes = new Hono<ApiEnv>().get(
  "/",
  userRoute({
    operationId: "listSecurityEvents",
    summary: "The caller's latest security events, newest first: passkeys added, renamed, removed and signed in with",
    response: z.array(SecurityEvent),
  }),
  async (c) => c.json(await listSecurityEvents(c.var.app, c.var.account.id)),
);

export const adminSecurityRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    adminRoute({
      operationId: "getRequirePasskey",
      summary: "Whether the admin account requires a passkey",
      response: RequirePasskeyInput,
    }),
    async (c) => c.json(await requiresPasskey(c.var.app, c.var.admin.id)),
  )
  .put(
    "/",
    adminRoute({
      operationId: "setRequirePasskey",
      audits: adminSecurityAudit.require_passkey,
      summary: "Require a passkey for the admin account (a password sign-in is refused), or stop requiring one",
      response: RequirePasskeyInput,
      errors: [409],
    }),
    validate("json", RequirePasskeyInput),
    async (c) =>
      c.json(await setRequirePasskey(c.var.app, { admin: c.var.admin, sessionId: c.var.sessionId }, c.req.valid("json").require_passkey)),
  );
