// The caller's year of watching, counted (issue #85, decision 076).
import { Hono } from "hono";
import type { ApiEnv } from "./env";
import { getViewerStats } from "~/domain/stats/queries.server";
import { ViewerStats } from "~/domain/stats/responses";
import { StatsQuery } from "~/domain/stats/schema";
import { routeMarkers, validate } from "./route-meta";

const { userRoute } = routeMarkers("Stats", "The caller's watching, counted by year");

export const statsRoutes = new Hono<ApiEnv>().get(
  "/",
  userRoute({
    operationId: "getViewerStats",
    summary:
      "The caller's year of watching (this year unless year= names another): episodes and hours, series, completed, mean score, by month, weekday and hour in tz (an IANA zone; the site's by default), genres, studios and tags by time spent, scores, sub against dub",
    response: ViewerStats,
    errors: [400],
  }),
  validate("query", StatsQuery),
  async (c) => c.json(await getViewerStats(c.var.app, c.var.user.id, c.req.valid("query"))),
);
