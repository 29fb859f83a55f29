import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { createGenre, deleteGenre, genreAudit, updateGenre } from "~/domain/genres/commands.server";
import { listGenres } from "~/domain/genres/queries.server";
import { Genre } from "~/domain/genres/responses";
import { GenreInput } from "~/domain/genres/schema";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, adminRoute } = routeMarkers("Genres", "The genres series are filed under");

export const genreRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute({ operationId: "listGenres", summary: "Every genre, by name", response: z.array(Genre) }), async (c) =>
    c.json(await listGenres(c.var.app)),
  )
  .post(
    "/",
    adminRoute({
      operationId: "createGenre",
      audits: genreAudit.create,
      summary: "Create a genre",
      response: Genre,
      status: 201,
      errors: [409],
    }),
    validate("json", GenreInput),
    async (c) => c.json(await createGenre(c.var.app, c.req.valid("json")), 201),
  )
  .put(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "updateGenre",
      audits: genreAudit.update,
      summary: "Rename or describe a genre",
      response: Genre,
      errors: [404, 409],
    }),
    validate("json", GenreInput),
    async (c) => c.json(await updateGenre(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteGenre",
      audits: genreAudit.delete,
      summary: "Delete a genre (series keep their other genres)",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteGenre(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
