// The pages' scripts keep a signed-in viewer's account data through small cookie-authenticated
// JSON routes (/account/history, /account/push); the API's /users/me/... take a bearer token.
// Answers are JSON and never cached; each write is a form post whose `payload` field is the JSON
// the API's schema for it reads, so one schema serves both doors.
import type { z } from "zod";
import type { AppContext } from "~/.server/context";
import { clientIpOf } from "~/.server/client-ip";
import { DomainError, refusalAnswer } from "~/lib/refusals";
import { readForm } from "./form-submission.server";
import { userSessionOf } from "./sessions.server";

export const accountAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });

/** A refusal of the domain as a JSON answer (with its Retry-After when rate limited); anything else thrown on. */
export function accountRefusal(error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  const { body, init } = refusalAnswer(error);
  return accountAnswer(body, init.status, init.headers);
}

/** The signed-in viewer's id, or null. */
export async function signedInViewer(app: AppContext, request: Request) {
  const signedIn = await userSessionOf(request, app);
  return signedIn.ok ? signedIn.principal.id : null;
}

/** A write for the signed-in viewer; `ip` is the caller's address, for the limits counted by address. */
export type AccountWrite = (app: AppContext, userId: number, payload: unknown, ip: string) => Promise<unknown>;

/** A write that takes its payload only once `schema` passes it (400 with the first problem otherwise). */
export const accountWrite =
  <S extends z.ZodType>(
    schema: S,
    run: (app: AppContext, userId: number, input: z.infer<S>, ip: string) => Promise<unknown>,
  ): AccountWrite =>
  (app, userId, payload, ip) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]?.message ?? "Bad request");
    return run(app, userId, parsed.data, ip);
  };

/**
 * Runs the write the form's `intent` names with its JSON `payload` for the signed-in viewer, and
 * answers what the write returned ({ok: true} for nothing), or `{error}` with the status.
 */
export async function runAccountWrite(app: AppContext, request: Request, writes: Record<string, AccountWrite>, signInReason: string) {
  const userId = await signedInViewer(app, request);
  if (userId === null) return accountAnswer({ error: signInReason }, 401);
  const form = await readForm(request);
  const write = writes[String(form.get("intent"))];
  if (!write) return accountAnswer({ error: "Unknown action" }, 400);
  try {
    const payload = JSON.parse(String(form.get("payload") ?? ""));
    return accountAnswer((await write(app, userId, payload, clientIpOf(request, app.env))) ?? { ok: true });
  } catch (error) {
    if (error instanceof SyntaxError) return accountAnswer({ error: "The payload is not JSON" }, 400);
    return accountRefusal(error);
  }
}
