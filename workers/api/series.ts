import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { getSeriesById, listSeries } from "~/domain/series/queries.server";

export const seriesRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => c.json(await listSeries(c.var.app.db)))
  .get("/:id{[0-9]+}", async (c) => {
    const found = await getSeriesById(c.var.app.db, Number(c.req.param("id")));
    return found ? c.json(found) : c.json({ error: "Series not found" }, 404);
  });
