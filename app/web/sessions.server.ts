import { createCookie } from "react-router";
import type { AppContext } from "~/.server/context";
import { authenticateUser } from "~/.server/auth/authenticate";
import { closeSession, closeUserSessions } from "~/.server/auth/server-sessions";
import { verifyToken } from "~/.server/auth/tokens";
import { isLocalhost, USER_SESSION_COOKIE } from "~/lib/cookies";

// The website keeps the same JWTs as the API in HttpOnly cookies; users and admins apart.
const sessions = {
  user: { name: USER_SESSION_COOKIE, maxAge: 7 * 24 * 3600 },
  admin: { name: "__admin_session", maxAge: 12 * 3600 },
} as const;

export type SessionKind = keyof typeof sessions;

function sessionCookie(kind: SessionKind, request: Request) {
  const { name, maxAge } = sessions[kind];
  return createCookie(name, { httpOnly: true, sameSite: "lax", path: "/", maxAge, secure: !isLocalhost(request) });
}

export async function readSessionToken(request: Request, kind: SessionKind): Promise<string | null> {
  const value = await sessionCookie(kind, request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The viewer's session as the user cookie names it, read once a request: the root loader and the
 * page's own run side by side on the same request, and each asking D1 would double the reads.
 */
const userSessions = new WeakMap<Request, ReturnType<typeof authenticateUser>>();
export function userSessionOf(request: Request, app: AppContext) {
  let read = userSessions.get(request);
  if (!read) {
    read = readSessionToken(request, "user").then((token) => authenticateUser(app, token));
    userSessions.set(request, read);
  }
  return read;
}

/** A Set-Cookie value that starts the session. */
export function startSession(request: Request, kind: SessionKind, token: string): Promise<string> {
  return sessionCookie(kind, request).serialize(token);
}

/** A Set-Cookie value that ends the session. */
export function endSession(request: Request, kind: SessionKind): Promise<string> {
  return sessionCookie(kind, request).serialize("", { maxAge: 0 });
}

/**
 * Logout: ends the browser's session on the server too (its token is refused from now on) and
 * answers the Set-Cookie that drops the cookie. `everywhere` ends every session of that user.
 */
export async function signOut(request: Request, app: AppContext, kind: SessionKind, { everywhere = false } = {}): Promise<string> {
  const token = await readSessionToken(request, kind);
  const claims = token ? await verifyToken(token, app.env.JWT_SECRET) : null;
  if (claims?.role === kind) {
    const signedIn = everywhere && kind === "user" ? await authenticateUser(app, token) : null;
    await (signedIn?.ok ? closeUserSessions(app.db, signedIn.account.id) : closeSession(app.db, claims.sid));
  }
  return endSession(request, kind);
}
