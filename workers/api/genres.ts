import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { createGenre, deleteGenre, listGenres, updateGenre } from "~/domain/genres/queries.server";
import { GenreInput } from "~/domain/genres/schema";
import { adminRoute, publicRoute, validate } from "./route-meta";

export const genreRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute("Every genre, by name"), async (c) => c.json(await listGenres(c.var.app.db)))
  .post("/", adminRoute("Create a genre", { status: 201 }), validate("json", GenreInput), async (c) => c.json(await createGenre(c.var.app.db, c.req.valid("json")), 201))
  .put("/:id{[0-9]+}", adminRoute("Rename or describe a genre"), validate("json", GenreInput), async (c) =>
    c.json(await updateGenre(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete("/:id{[0-9]+}", adminRoute("Delete a genre (series keep their other genres)"), async (c) => {
    await deleteGenre(c.var.app, Number(c.req.param("id")));
    return c.json({ ok: true });
  });
