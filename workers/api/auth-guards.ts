import { createMiddleware } from "hono/factory";
import { authenticateAdmin, authenticateUser, bearerToken } from "~/.server/auth/authenticate";
import { assertAdminIpAllowed } from "~/.server/auth/ip-allow-list";
import { clientIpOf } from "~/.server/client-ip";
import type { AppEnv } from "~/.server/env";
import type { ApiEnv } from "./env";

export const clientIp = (c: { req: { raw: Request }; var: { app: { env: AppEnv } } }) => clientIpOf(c.req.raw, c.var.app.env);

/** Answers 401/403 JSON unless the bearer token is a current, unblocked user's. */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const result = await authenticateUser(c.var.app, bearerToken(c.req.header("Authorization")));
  if (!result.ok) return c.json({ error: result.error }, result.status);
  c.set("user", result.principal);
  c.set("sessionId", result.sessionId);
  await next();
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
