import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api-env";
import { authenticateAdmin, authenticateUser, bearerToken } from "./authenticate";

/** Answers 401/403 JSON unless the bearer token is a current, unblocked user's. */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const result = await authenticateUser(c.var.app, bearerToken(c.req.header("Authorization")));
  if (!result.ok) return c.json({ error: result.error }, result.status);
  c.set("user", result.principal);
  await next();
});

/** Answers 401/403 JSON unless the bearer token is a current admin's. */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  const result = await authenticateAdmin(c.var.app, bearerToken(c.req.header("Authorization")));
  if (!result.ok) return c.json({ error: result.error }, result.status);
  c.set("admin", result.principal);
  await next();
});
