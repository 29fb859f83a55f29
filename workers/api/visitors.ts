import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { listVisits, logVisit, watchStats } from "~/domain/visitors/queries.server";
import { VisitLogInput, VisitorsQuery, WatchStatsQuery } from "~/domain/visitors/schema";
import { clientIp } from "~/.server/auth/api-guards";
import { adminRoute, publicRoute, validate } from "./route-meta";

export const visitorRoutes = new Hono<ApiEnv>()
  .post("/log", publicRoute("Record a visit (no body needed; optional {path, referrer})", { status: 201 }), async (c) => {
    const body = VisitLogInput.safeParse(await c.req.json().catch(() => ({})));
    const page = c.req.header("Referer") ?? c.req.url;
    const given = body.success ? body.data : {};
    const url = given.path ? new URL(given.path, page).href : page;
    await logVisit(c.var.app.db, { ip: clientIp(c), userAgent: c.req.header("User-Agent") ?? null, referrer: given.referrer ?? null, url });
    return c.json({ ok: true }, 201);
  })
  .get("/", adminRoute("Visitor records, newest first, filtered by date, referrer and how_came"), validate("query", VisitorsQuery), async (c) =>
    c.json(await listVisits(c.var.app.db, c.req.valid("query"))),
  )
  .get("/watch-stats", adminRoute("Episode views per series per day"), validate("query", WatchStatsQuery), async (c) =>
    c.json(await watchStats(c.var.app.db, c.req.valid("query"))),
  );
