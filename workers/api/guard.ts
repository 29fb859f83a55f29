import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { ApiEnv } from "./env";
import { clientIp, readViewer, requireAdmin, requireUser } from "./auth-guards";
import { recordAudit } from "~/domain/audit/commands.server";
import { auditFacts, type AuditName } from "~/domain/audit/names";
import type { EndpointInfo } from "./route-meta";

/**
 * Runs before every /api route: public routes pass, viewer routes pass as the caller's user token
 * (if any) sees them, user routes need a current unblocked user's
 * token, and every other route (including one that forgot to declare itself) needs an admin's
 * token from an allowed IP. A successful admin write is recorded in the audit log under the name
 * its route declares (`audits`); an admin route that declares none is a read or changes nothing audited.
 */
export const guard = (endpoints: () => Map<string, EndpointInfo>) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const endpoint = matchedRoutes(c).findLast((route) => route.method !== "ALL");
    if (!endpoint) return next(); // no route: the catch-all answers 404
    // Mounting wraps handlers, so the route's declaration is looked up by method and path.
    const path = endpoint.path.replace(/^\/api(?=\/)/, "");
    const declared = endpoints().get(`${endpoint.method} ${path}`);
    const access = declared?.access ?? "admin";
    if (access === "public") return next();
    if (access === "viewer") return readViewer(c, next);

    if (access === "user") return requireUser(c, next);
    return requireAdmin(c, async () => {
      await next();
      if (declared?.audits && c.res.status < 400) await audit(c, declared.audits);
    });
  });

type GuardContext = Parameters<Parameters<typeof createMiddleware<ApiEnv>>[0]>[0];

/** The record a write touched: the id in its path, or a created record's id from its answer. */
async function entityIdOf(c: GuardContext) {
  const inPath = c.req.path.split("/").find((segment) => /^\d+$/.test(segment));
  if (inPath || c.res.status !== 201) return inPath ?? null;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { id?: unknown } | null;
  return body?.id != null ? String(body.id) : null;
}

const audit = async (c: GuardContext, name: AuditName) =>
  recordAudit(c.var.app, {
    ...auditFacts(name, await entityIdOf(c), `${c.req.method} ${c.req.path}`),
    admin: c.var.admin,
    ip: clientIp(c),
  });
