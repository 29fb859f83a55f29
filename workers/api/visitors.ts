import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { logVisit } from "~/domain/visitors/commands.server";
import { listVisits, watchStats } from "~/domain/visitors/queries.server";
import { Visit, WatchStat } from "~/domain/visitors/responses";
import { VisitLogInput, VisitorsQuery, WatchStatsQuery } from "~/domain/visitors/schema";
import { clientIp } from "./auth-guards";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, adminRoute } = routeMarkers("Visitors", "Visit records and episode view counts");

export const visitorRoutes = new Hono<ApiEnv>()
  .post(
    "/log",
    // A body that does not parse is ignored, never refused: the visit still counts.
    publicRoute({
      operationId: "logVisit",
      summary: "Record a visit (no body needed; optional {path, referrer})",
      body: VisitLogInput.optional(),
      response: Ok,
      status: 201,
    }),
    async (c) => {
      const body = VisitLogInput.safeParse(await c.req.json().catch(() => ({})));
      const page = c.req.header("Referer") ?? c.req.url;
      const given = body.success ? body.data : {};
      const url = given.path ? new URL(given.path, page).href : page;
      await logVisit(c.var.app, { ip: clientIp(c), userAgent: c.req.header("User-Agent") ?? null, referrer: given.referrer ?? null, url });
      return c.json({ ok: true }, 201);
    },
  )
  .get(
    "/",
    adminRoute({
      operationId: "listVisits",
      summary: "Visitor records, newest first, filtered by date, referrer and how_came",
      response: z.array(Visit),
    }),
    validate("query", VisitorsQuery),
    async (c) => c.json(await listVisits(c.var.app, c.req.valid("query"))),
  )
  .get(
    "/watch-stats",
    adminRoute({ operationId: "getWatchStats", summary: "Episode views per series per day", response: z.array(WatchStat) }),
    validate("query", WatchStatsQuery),
    async (c) => c.json(await watchStats(c.var.app, c.req.valid("query"))),
  );
