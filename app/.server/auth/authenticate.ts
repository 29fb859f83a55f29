import { userTexts } from "~/lib/vocabulary/user-texts";
import { WHOLE_CATALOGUE } from "../audience";
import type { AppContext } from "../context";
import type { AdminRow, UserRow } from "../db/schema";
import { adminOfSession, userOfSession } from "./server-sessions";
import { verifyToken } from "./tokens";

export const authErrors = {
  missing: "Authentication required",
  invalid: "Invalid or expired token",
  notAdmin: "Admin access required",
  notUser: "User access required",
  blocked: userTexts.blocked,
} as const;

type AuthReason = keyof typeof authErrors;
/** Why a token was refused, as data (`reason`: a blocked account is told apart by it, not by its text), with its status and text. */
export type AuthFailure = { ok: false; status: 401 | 403; reason: AuthReason; error: string };
/** `sessionId` is the server-side session the token names, for logout and "sign out everywhere". */
type AuthResult<T> = { ok: true; principal: T; sessionId: string } | AuthFailure;
/**
 * A user's token answers the profile it acts as (`principal`: every personal read and write is
 * its), and the account the profile is of (`account`: how it signs in, its passkeys, sessions and
 * public name), the same row for the account's first profile (decision 074).
 */
export type UserAuth = { ok: true; principal: UserRow; account: UserRow; sessionId: string } | AuthFailure;

const fail = (status: 401 | 403, reason: AuthReason): AuthFailure => ({ ok: false, status, reason, error: authErrors[reason] });

/**
 * One rule for both doors (API bearer tokens and page cookies): who holds this token? A signed-in
 * answer makes the request's audience theirs (app/.server/audience.ts).
 */
export function authenticateUser(app: AppContext, token: string | null): Promise<UserAuth> {
  return token ? onceARequest(userAnswers, app, token, userOfToken) : Promise.resolve(fail(401, "missing"));
}

/** An admin's token, as authenticateUser a user's; a signed-in answer makes the request read the whole catalogue. */
export function authenticateAdmin(app: AppContext, token: string | null): Promise<AuthResult<AdminRow>> {
  return token ? onceARequest(adminAnswers, app, token, adminOfToken) : Promise.resolve(fail(401, "missing"));
}

type Answers<T> = WeakMap<AppContext, { token: string; answer: Promise<T> }>;
const userAnswers: Answers<UserAuth> = new WeakMap();
const adminAnswers: Answers<AuthResult<AdminRow>> = new WeakMap();

/** Once a request: the API's audience (workers/api/auth-guards.ts settleAudience) and the route's guard ask alike. */
function onceARequest<T>(answers: Answers<T>, app: AppContext, token: string, ask: (app: AppContext, token: string) => Promise<T>) {
  const asked = answers.get(app);
  if (asked?.token === token) return asked.answer;
  const answer = ask(app, token);
  answers.set(app, { token, answer });
  return answer;
}

async function userOfToken(app: AppContext, token: string): Promise<UserAuth> {
  const claims = await verifyToken(token, app.env.JWT_SECRET);
  if (!claims) return fail(401, "invalid");
  if (claims.role !== "user") return fail(403, "notUser");
  // The session must still exist: a token outlives nothing that ended it (logout, a new password, a block).
  const found = await userOfSession(app.db, claims);
  if (!found) return fail(401, "invalid");
  if (found.account.blocked) return fail(403, "blocked");
  if (!found.live) return fail(401, "invalid");
  app.audience = { kind: "viewer", cap: found.profile.ratingCap };
  return { ok: true, principal: found.profile, account: found.account, sessionId: claims.sid };
}

async function adminOfToken(app: AppContext, token: string): Promise<AuthResult<AdminRow>> {
  const claims = await verifyToken(token, app.env.JWT_SECRET);
  if (!claims) return fail(401, "invalid");
  if (claims.role !== "admin") return fail(403, "notAdmin");
  const admin = await adminOfSession(app.db, claims);
  if (!admin) return fail(401, "invalid");
  app.audience = WHOLE_CATALOGUE;
  return { ok: true, principal: admin, sessionId: claims.sid };
}

export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}
