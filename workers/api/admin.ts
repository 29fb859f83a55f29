import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { addAllowedIp, allowedIpAudit, removeAllowedIp } from "~/domain/admin-ips/commands.server";
import { listAllowedIps } from "~/domain/admin-ips/queries.server";
import { AllowedIp } from "~/domain/admin-ips/responses";
import { AllowedIpInput } from "~/domain/admin-ips/schema";
import { adminSessionAudit, loginAdmin } from "~/domain/admins/commands.server";
import { AdminLoginInput } from "~/domain/admins/schema";
import { Admin, AdminLogin } from "~/domain/admins/responses";
import { listAudit } from "~/domain/audit/queries.server";
import { AuditRecord } from "~/domain/audit/responses";
import { optionalInt } from "~/lib/schema-fields";
import { clientIp } from "./auth-guards";
import { closeSession } from "~/.server/auth/server-sessions";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, adminRoute } = routeMarkers("Admin", "Admin sessions, the admin IP allow-list and the audit log");

const AuditQuery = z.object({ limit: optionalInt("limit", 1, 200), offset: optionalInt("offset", 0, Number.MAX_SAFE_INTEGER) });

export const adminRoutes = new Hono<ApiEnv>()
  .post(
    "/login",
    publicRoute({
      operationId: "loginAdmin",
      summary: "Admin login from an allowed IP; answers a 12-hour token",
      response: AdminLogin,
      errors: [401, 403, 429],
    }),
    validate("json", AdminLoginInput),
    async (c) => {
      const { token } = await loginAdmin(c.var.app, c.req.valid("json"), clientIp(c));
      return c.json({ token });
    },
  )
  .post(
    "/logout",
    adminRoute({
      operationId: "logoutAdmin",
      audits: adminSessionAudit.logout,
      summary: "End the caller's admin session (its token is refused from now on)",
      response: Ok,
    }),
    async (c) => {
      await closeSession(c.var.app.db, c.var.sessionId);
      return c.json({ ok: true });
    },
  )
  .get("/me", adminRoute({ operationId: "getAdmin", summary: "Validate the admin token", response: Admin }), (c) =>
    c.json({ id: c.var.admin.id, username: c.var.admin.username }),
  )
  .get(
    "/allowed-ips",
    adminRoute({
      operationId: "listAllowedIps",
      summary: "Allowed admin IPs (empty: every IP may use the admin area)",
      response: z.array(AllowedIp),
    }),
    async (c) => c.json(await listAllowedIps(c.var.app)),
  )
  .post(
    "/allowed-ips",
    adminRoute({
      operationId: "addAllowedIp",
      audits: allowedIpAudit.create,
      summary: "Allow an IP address or CIDR range (refused if it would shut out the caller)",
      response: AllowedIp,
      status: 201,
      errors: [409],
    }),
    validate("json", AllowedIpInput),
    async (c) => c.json(await addAllowedIp(c.var.app, c.req.valid("json"), clientIp(c)), 201),
  )
  .delete(
    "/allowed-ips/:id{[0-9]+}",
    adminRoute({
      operationId: "removeAllowedIp",
      audits: allowedIpAudit.delete,
      summary: "Remove an allowed IP (refused if it would shut out the caller)",
      response: Ok,
      errors: [404, 409],
    }),
    async (c) => {
      await removeAllowedIp(c.var.app, Number(c.req.param("id")), clientIp(c));
      return c.json({ ok: true });
    },
  )
  .get(
    "/audit",
    adminRoute({ operationId: "listAudit", summary: "The audit log of admin actions, newest first", response: z.array(AuditRecord) }),
    validate("query", AuditQuery),
    async (c) => {
      const { limit, offset } = c.req.valid("query");
      return c.json(await listAudit(c.var.app, { limit: limit ?? 50, offset: offset ?? 0 }));
    },
  );
