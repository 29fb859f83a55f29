import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { getTop10, saveTop10 } from "~/domain/top10/queries.server";
import { Top10Query, Top10SaveInput } from "~/domain/top10/schema";
import { adminRoute, publicRoute, validate } from "./route-meta";

export const top10Routes = new Hono<ApiEnv>()
  .get("/", publicRoute("One period's Top 10 with each series' current title, cover and genres"), validate("query", Top10Query), async (c) =>
    c.json(await getTop10(c.var.app, c.req.valid("query").tab)),
  )
  .post("/", adminRoute("Replace a period's whole list (an empty list resets it)"), validate("json", Top10SaveInput), async (c) =>
    c.json(await saveTop10(c.var.app, c.req.valid("json"))),
  );
