import { Hono, type Context } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { storeUpload } from "~/.server/storage/uploads";
import { createSeries, deleteSeries, updateSeries } from "~/domain/series/commands.server";
import { findSeriesPage } from "~/domain/series/catalogue.server";
import { getSeriesById } from "~/domain/series/queries.server";
import { SERIES_API_LIMIT, SeriesCreateInput, SeriesListQuery, SeriesSuggestQuery, SeriesUpdateInput, type HomeList, type SeriesListParams } from "~/domain/series/schema";
import { findSeriesSuggestions, SUGGESTION_LIMIT } from "~/domain/series/suggestions.server";
import { pagedJson } from "./paging";
import { adminRoute, publicRoute, validate } from "./route-meta";
import { requireUploadedFile } from "./upload-file";

async function seriesPage(c: Context<ApiEnv>, { limit, offset, ...filter }: SeriesListParams, list?: HomeList) {
  const window = { limit: limit ?? SERIES_API_LIMIT, offset: offset ?? 0 };
  const found = await findSeriesPage(c.var.app.db, { ...filter, list }, "updated", window);
  return pagedJson(c, found.items, found.total, window);
}

export const seriesRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute(`Series matching the browse filters, most recently updated first, ${SERIES_API_LIMIT} at most per call (X-Total-Count, Link)`), validate("query", SeriesListQuery), async (c) =>
    seriesPage(c, c.req.valid("query")),
  )
  // Ahead of the parameter routes below, so no looser pattern added to them later can swallow it.
  .get("/suggest", publicRoute(`The header search's suggestions: up to ${SUGGESTION_LIMIT} series (id, slug, title, cover, year) whose title holds q, those starting with it first`), validate("query", SeriesSuggestQuery), async (c) => {
    const items = await findSeriesSuggestions(c.var.app.db, c.req.valid("query").q);
    // Everyone typing the same letters gets the same answer: browsers and the edge may keep it a while.
    return c.json({ items }, 200, { "Cache-Control": "public, max-age=60, s-maxage=300" });
  })
  .get("/:list{popular|latest|new|completed}", publicRoute("A home section: popular, latest, new or completed (paged like /api/series)"), validate("query", SeriesListQuery), async (c) =>
    seriesPage(c, c.req.valid("query"), c.req.param("list") as HomeList),
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
