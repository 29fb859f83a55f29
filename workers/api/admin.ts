import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "~/.server/api-env";
import { addAllowedIp, listAllowedIps, removeAllowedIp } from "~/domain/admin-ips/queries.server";
import { AllowedIpInput } from "~/domain/admin-ips/schema";
import { AdminLoginInput, loginAdmin } from "~/domain/admins/queries.server";
import { listAudit } from "~/domain/audit/queries.server";
import { optionalInt } from "~/lib/schema-fields";
import { clientIp } from "~/.server/auth/api-guards";
import { closeSession } from "~/.server/auth/server-sessions";
import { adminRoute, publicRoute, validate } from "./route-meta";

const AuditQuery = z.object({ limit: optionalInt("limit", 1, 200), offset: optionalInt("offset", 0, Number.MAX_SAFE_INTEGER) });

export const adminRoutes = new Hono<ApiEnv>()
  .post("/login", publicRoute("Admin login from an allowed IP; answers a 12-hour token"), validate("json", AdminLoginInput), async (c) => {
    const { token } = await loginAdmin(c.var.app, c.req.valid("json"), clientIp(c));
    return c.json({ token });
  })
  .post("/logout", adminRoute("End the caller's admin session (its token is refused from now on)"), async (c) => {
    await closeSession(c.var.app.db, c.var.sessionId);
    return c.json({ ok: true });
  })
  .get("/me", adminRoute("Validate the admin token"), (c) => c.json({ id: c.var.admin.id, username: c.var.admin.username }))
  .get("/allowed-ips", adminRoute("Allowed admin IPs (empty: every IP may use the admin area)"), async (c) => c.json(await listAllowedIps(c.var.app.db)))
  .post("/allowed-ips", adminRoute("Allow an IP address or CIDR range (refused if it would shut out the caller)", { status: 201 }), validate("json", AllowedIpInput), async (c) =>
    c.json(await addAllowedIp(c.var.app.db, c.req.valid("json"), clientIp(c)), 201),
  )
  .delete("/allowed-ips/:id{[0-9]+}", adminRoute("Remove an allowed IP (refused if it would shut out the caller)"), async (c) => {
    await removeAllowedIp(c.var.app.db, Number(c.req.param("id")), clientIp(c));
    return c.json({ ok: true });
  })
  .get("/audit", adminRoute("The audit log of admin actions, newest first"), validate("query", AuditQuery), async (c) => {
    const { limit, offset } = c.req.valid("query");
    return c.json(await listAudit(c.var.app.db, { limit: limit ?? 50, offset: offset ?? 0 }));
  });
