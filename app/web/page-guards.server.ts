import { redirect } from "react-router";
import type { AppContext } from "~/.server/context";
import type { AdminRow, UserRow } from "~/.server/db/schema";
import { authenticateAdmin } from "~/.server/auth/authenticate";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import { asRefusal } from "./form-submission.server";
import { endSession, readSessionToken, userSessionOf } from "./sessions.server";
import { clientIpOf } from "~/.server/client-ip";

/**
 * For loaders and actions: the signed-in viewer, else a redirect that also drops a dead cookie.
 * `user` is the profile the session acts as, `account` its account (decision 074).
 */
export async function requireUser(request: Request, app: AppContext): Promise<{ user: UserRow; account: UserRow; sessionId: string }> {
  const result = await userSessionOf(request, app);
  if (result.ok) return { user: result.principal, account: result.account, sessionId: result.sessionId };
  const to = result.status === 403 ? "/blocked" : "/login";
  throw redirect(to, { headers: { "Set-Cookie": await endSession(request, "user") } });
}

/** Every admin loader and every admin action calls this; a layout loader does not guard actions. */
export async function requireAdmin(request: Request, app: AppContext): Promise<{ admin: AdminRow; sessionId: string }> {
  try {
    await assertAdminIpAllowed(app.db, clientIpOf(request, app.env));
  } catch (error) {
    throw asRefusal(error);
  }
  const result = await authenticateAdmin(app, await readSessionToken(request, "admin"));
  if (result.ok) return { admin: result.principal, sessionId: result.sessionId };
  throw redirect(app.env.ADMIN_BASE_PATH, { headers: { "Set-Cookie": await endSession(request, "admin") } });
}
