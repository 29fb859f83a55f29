import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { saveTop10, top10Audit } from "~/domain/top10/commands.server";
import { getTop10 } from "~/domain/top10/queries.server";
import { Top10Entry } from "~/domain/top10/responses";
import { Top10Query, Top10SaveInput } from "~/domain/top10/schema";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, adminRoute } = routeMarkers("Top 10", "The weekly, monthly and all-time Top 10 lists");

export const top10Routes = new Hono<ApiEnv>()
  .get(
    "/",
    publicRoute({
      operationId: "getTop10",
      summary: "One period's Top 10 with each series' current title, cover and genres",
      response: z.array(Top10Entry),
    }),
    validate("query", Top10Query),
    async (c) => c.json(await getTop10(c.var.app, c.req.valid("query").tab)),
  )
  .post(
    "/",
    adminRoute({
      operationId: "saveTop10",
      audits: top10Audit.update,
      summary: "Replace a period's whole list (an empty list resets it)",
      response: z.array(Top10Entry),
    }),
    validate("json", Top10SaveInput),
    async (c) => c.json(await saveTop10(c.var.app, c.req.valid("json"))),
  );
