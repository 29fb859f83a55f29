import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { ApiEnv } from "./env";
import { clientIp, requireAdmin, requireUser } from "./auth-guards";
import { recordAudit } from "~/domain/audit/commands.server";
import type { EndpointInfo } from "./route-meta";

/**
 * Runs before every /api route: public routes pass, user routes need a current unblocked user's
 * token, and every other route (including one that forgot to declare itself) needs an admin's
 * token from an allowed IP. Successful admin writes are recorded in the audit log.
 */
export const guard = (endpoints: () => Map<string, EndpointInfo>) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const endpoint = matchedRoutes(c).findLast((route) => route.method !== "ALL");
    if (!endpoint) return next(); // no route: the catch-all answers 404
    // Mounting wraps handlers, so the route's declaration is looked up by method and path.
    const path = endpoint.path.replace(/^\/api(?=\/)/, "");
    const access = endpoints().get(`${endpoint.method} ${path}`)?.access ?? "admin";
    if (access === "public") return next();

    if (access === "user") return requireUser(c, next);
    return requireAdmin(c, async () => {
      await next();
      if (c.req.method !== "GET" && c.res.status < 400) await audit(c, path);
    });
  });

const verbs = new Set(["approve", "block", "unblock", "upload"]);
const methodVerbs: Record<string, string> = { POST: "create", PUT: "update", DELETE: "delete" };

type GuardContext = Parameters<Parameters<typeof createMiddleware<ApiEnv>>[0]>[0];

async function audit(c: GuardContext, routePath: string) {
  const named = routePath
    .replace(/^\/api/, "")
    .split("/")
    .filter((segment) => segment && !segment.startsWith(":"));
  const verb = verbs.has(named.at(-1) ?? "") ? named.pop()! : (methodVerbs[c.req.method] ?? c.req.method.toLowerCase());
  let entityId = c.req.path.split("/").find((segment) => /^\d+$/.test(segment)) ?? null;
  if (!entityId && c.res.status === 201) {
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { id?: unknown } | null;
    entityId = body?.id != null ? String(body.id) : null;
  }
  await recordAudit(c.var.app, {
    admin: c.var.admin,
    action: verb,
    entity: named.join("/") || "api",
    entityId,
    detail: `${c.req.method} ${c.req.path}`,
    ip: clientIp(c),
  });
}
