import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { storeUpload } from "~/.server/storage/uploads";
import { createSeries, deleteSeries, updateSeries } from "~/domain/series/commands.server";
import { getSeriesById, listSeries } from "~/domain/series/queries.server";
import { SeriesCreateInput, SeriesUpdateInput, type HomeList } from "~/domain/series/schema";
import { adminRoute, publicRoute, validate } from "./route-meta";
import { requireUploadedFile } from "./upload-file";

export const seriesRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute("Every series, most recently updated first"), async (c) => c.json(await listSeries(c.var.app.db)))
  .get("/:list{popular|latest|new|completed}", publicRoute("A home section: popular, latest, new or completed"), async (c) =>
    c.json(await listSeries(c.var.app.db, c.req.param("list") as HomeList)),
  )
  .get("/:id{[0-9]+}", publicRoute("One series with its genres and episodes"), async (c) => {
    const found = await getSeriesById(c.var.app.db, Number(c.req.param("id")));
    return found ? c.json(found) : c.json({ error: "Series not found" }, 404);
  })
  .post("/", adminRoute("Create a series", { status: 201 }), validate("json", SeriesCreateInput), async (c) =>
    c.json(await createSeries(c.var.app, c.req.valid("json")), 201),
  )
  .put("/:id{[0-9]+}", adminRoute("Update a series (any subset of fields)"), validate("json", SeriesUpdateInput), async (c) =>
    c.json(await updateSeries(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete("/:id{[0-9]+}", adminRoute("Delete a series with its episodes, comments and Top 10 slots"), async (c) => {
    await deleteSeries(c.var.app, Number(c.req.param("id")));
    return c.json({ ok: true });
  })
  .post("/upload", adminRoute("Upload a cover image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MiB)", { multipart: { image: "file" }, status: 201 }), async (c) => {
    const file = await requireUploadedFile(c, "image");
    const stored = await storeUpload(c.var.app.db, c.var.app.env.BUCKET, "cover", file.bytes, file.name);
    return c.json({ url: stored.url }, 201);
  });
