import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { createEpisode, deleteEpisode, updateEpisode } from "~/domain/episodes/commands.server";
import { findEpisodePage, getEpisodeById } from "~/domain/episodes/queries.server";
import { EPISODES_API_LIMIT, EpisodeCreateInput, EpisodesQuery, EpisodeUpdateInput } from "~/domain/episodes/schema";
import { clientIp } from "~/.server/auth/api-guards";
import { fileReport } from "~/domain/player-reports/commands.server";
import { PlayerReportInput } from "~/domain/player-reports/schema";
import { pagedJson } from "./paging";
import { adminRoute, publicRoute, validate } from "./route-meta";

export const episodeRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute(`Episodes of a series, in episode order, ${EPISODES_API_LIMIT} at most per call (X-Total-Count, Link)`), validate("query", EpisodesQuery), async (c) => {
    const { series_id, limit, offset } = c.req.valid("query");
    const window = { limit: limit ?? EPISODES_API_LIMIT, offset: offset ?? 0 };
    const found = await findEpisodePage(c.var.app.db, series_id, window);
    return pagedJson(c, found.items, found.total, window);
  })
  .get("/:id{[0-9]+}", publicRoute("One episode with its servers"), async (c) => {
    const found = await getEpisodeById(c.var.app.db, Number(c.req.param("id")));
    return found ? c.json(found) : c.json({ error: "Episode not found" }, 404);
  })
  .post("/:id{[0-9]+}/reports", publicRoute("Report a broken player (guests too; 5 an hour per address)", { status: 201 }), validate("json", PlayerReportInput.omit({ episode_id: true })), async (c) =>
    c.json(await fileReport(c.var.app.db, { ...c.req.valid("json"), episode_id: Number(c.req.param("id")) }, clientIp(c)), 201),
  )
  .post("/", adminRoute("Create an episode with its servers", { status: 201 }), validate("json", EpisodeCreateInput), async (c) =>
    c.json(await createEpisode(c.var.app.db, c.req.valid("json")), 201),
  )
  .put("/:id{[0-9]+}", adminRoute("Update an episode; servers, when given, replace the old ones"), validate("json", EpisodeUpdateInput), async (c) =>
    c.json(await updateEpisode(c.var.app.db, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete("/:id{[0-9]+}", adminRoute("Delete an episode with its servers and comments"), async (c) => {
    await deleteEpisode(c.var.app.db, Number(c.req.param("id")));
    return c.json({ ok: true });
  });
