import { createMiddleware } from "hono/factory";
import { authenticateAdmin, authenticateUser, bearerToken } from "~/.server/auth/authenticate";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import { clientIpOf } from "~/.server/client-ip";
import type { AppEnv } from "~/.server/env";
import type { ApiEnv } from "./env";
import { browsingOf } from "~/lib/browsing";
import { VISITOR } from "~/.server/audience";

export const clientIp = (c: { req: { raw: Request }; var: { app: { env: AppEnv } } }) => clientIpOf(c.req.raw, c.var.app.env);

/**
 * Who the call is for before any route reads the catalogue (app/.server/audience.ts): a viewer's
 * token keeps their cap on content ratings on every call, not only those that personalise; an
 * admin's, from an allowed address, reads past every cap. A token refused here is left to the
 * route's own guard to answer, which reads the same answer again for nothing.
 */
export const settleAudience = createMiddleware<ApiEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  const asUser = token ? await authenticateUser(c.var.app, token) : null;
  if (asUser?.ok === false && asUser.reason === "notUser" && (await authenticateAdmin(c.var.app, token)).ok) {
    try {
      await assertAdminIpAllowed(c.var.app.db, clientIp(c));
    } catch {
      c.var.app.audience = VISITOR;
    }
  }
  await next();
});

/** Answers 401/403 JSON unless the bearer token is a current, unblocked user's. */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const result = await authenticateUser(c.var.app, bearerToken(c.req.header("Authorization")));
  if (!result.ok) return c.json({ error: result.error }, result.status);
  c.set("user", result.principal);
  c.set("account", result.account);
  c.set("sessionId", result.sessionId);
  await next();
});

/**
 * A public call a viewer's token personalises (decision 062): with no token, or an admin's, it
 * answers as to anyone; a user's token that is refused answers 401/403, so a client learns its
 * token ended instead of seeing what it hides. A personal answer is kept by no cache.
 */
export const readViewer = createMiddleware<ApiEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  const result = token ? await authenticateUser(c.var.app, token) : null;
  if (result && !result.ok && result.reason !== "notUser") return c.json({ error: result.error }, result.status);
  c.set("viewer", result?.ok ? browsingOf(result.principal) : null);
  await next();
  c.res.headers.append("Vary", "Authorization");
  if (result?.ok) c.res.headers.set("Cache-Control", "private, no-store");
});

/** Answers 401/403 JSON unless the bearer token is a current admin's, from an allowed IP. */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  const result = await authenticateAdmin(c.var.app, bearerToken(c.req.header("Authorization")));
  if (!result.ok) return c.json({ error: result.error }, result.status);
  await assertAdminIpAllowed(c.var.app.db, clientIp(c));
  c.set("admin", result.principal);
  c.set("sessionId", result.sessionId);
  await next();
});
