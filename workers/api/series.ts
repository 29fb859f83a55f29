import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { createSeries, deleteSeries, seriesAudit, updateSeries } from "~/domain/series/commands.server";
import { COUNT_ALL, findSeriesPage, SEARCH_COUNT_CAP } from "~/domain/series/catalogue.server";
import { getSeriesById } from "~/domain/series/queries.server";
import { getSimilarSeries } from "~/domain/similar/queries.server";
import { SIMILAR_LIMIT } from "~/domain/similar/measure";
import { Series, SeriesDetail, SeriesSuggestions } from "~/domain/series/responses";
import {
  SERIES_API_LIMIT,
  SeriesCreateInput,
  SeriesListQuery,
  SeriesSuggestQuery,
  SeriesUpdateInput,
  type HomeList,
  type SeriesListParams,
} from "~/domain/series/schema";
import { findSeriesSuggestions, SUGGESTION_LIMIT } from "~/domain/series/suggestions.server";
import { pagedJson } from "./paging";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";
import { imageUploadDoc, storeImageUpload } from "./upload-file";
import { DomainError, notFound } from "~/lib/refusals";
import { parsedOrRefused } from "~/lib/schema-fields";
import { createSeriesFromSource } from "~/domain/series-sources/commands.server";
import { findCandidates, previewOf } from "~/domain/series-sources/queries.server";
import { SeriesCandidate, SeriesPreview, SeriesRefreshAnswer } from "~/domain/series-sources/responses";
import { refreshSeries } from "~/domain/series-sources/refresh.server";
import { SeriesFromSourceInput, SeriesLookupQuery } from "~/domain/series-sources/schema";
import { episodeAudit } from "~/domain/episodes/commands.server";
import { EpisodeKindListsInput } from "~/domain/episodes/kind-lists";
import { readEpisodeKindLists, setEpisodeKinds } from "~/domain/episodes/kind-lists.server";
import { EpisodeKindListsAnswer } from "~/domain/episodes/responses";
import { getFranchise } from "~/domain/franchise/queries.server";
import { setRelations } from "~/domain/franchise/commands.server";
import { Franchise, SeriesRelation } from "~/domain/franchise/responses";
import { RelationsInput } from "~/domain/franchise/schema";

const { publicRoute, viewerRoute, adminRoute } = routeMarkers(
  "Series",
  "The catalogue: browsing, search suggestions, the home sections, and the admins' writes",
);

/** A create body that names a source to fill from (`from`), rather than every field. */
const isFromSource = (body: unknown) => typeof body === "object" && body !== null && "from" in body;

/**
 * A page of series. A search counts its matches up to SEARCH_COUNT_CAP past the page, as the
 * site's own search does: an exact count of a word most titles hold read every match (24,000 rows
 * at 50,000 series, issue #70). Past that the answer has no X-Total-Count (pagedJson).
 */
async function seriesPage(c: Context<ApiEnv>, { limit, offset, sort, ...filter }: SeriesListParams, list?: HomeList) {
  const window = { limit: limit ?? SERIES_API_LIMIT, offset: offset ?? 0 };
  const countCap = filter.q ? window.offset + window.limit + SEARCH_COUNT_CAP : COUNT_ALL;
  const found = await findSeriesPage(c.var.app, { ...filter, list, hiddenFor: c.var.viewer }, sort ?? "relevance", window, countCap);
  return pagedJson(c, found.items, found.capped ? null : found.total, window);
}

export const seriesRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    viewerRoute({
      operationId: "listSeries",
      summary: `Series matching the browse filters, ${SERIES_API_LIMIT} at most per call: with q, the best title matches first; else most recently updated first (sort changes either). With a viewer's token, less the series under the statuses they hide`,
      response: z.array(Series),
      paged: true,
    }),
    validate("query", SeriesListQuery),
    async (c) => seriesPage(c, c.req.valid("query")),
  )
  // Ahead of the parameter routes below, so no looser pattern added to them later can swallow it.
  .get(
    "/suggest",
    viewerRoute({
      operationId: "suggestSeries",
      summary: `The header search's suggestions: up to ${SUGGESTION_LIMIT} series whose title holds q, those starting with it first (with a viewer's token, less what they hide)`,
      response: SeriesSuggestions,
    }),
    validate("query", SeriesSuggestQuery),
    async (c) => {
      const items = await findSeriesSuggestions(c.var.app, c.req.valid("query").q, { viewer: c.var.viewer });
      // Everyone typing the same letters gets the same answer: browsers and the edge may keep it a while.
      return c.json({ items }, 200, { "Cache-Control": "public, max-age=60, s-maxage=300" });
    },
  )
  .get(
    "/:list{popular|latest|new|completed}",
    viewerRoute({
      operationId: "listHomeSeries",
      summary: "A home section's series, paged like /api/series (with a viewer's token, less what they hide)",
      response: z.array(Series),
      paged: true,
    }),
    validate("query", SeriesListQuery),
    async (c) => seriesPage(c, c.req.valid("query"), c.req.param("list") as HomeList),
  )
  .get(
    "/:id{[0-9]+}",
    viewerRoute({
      operationId: "getSeries",
      summary: "One series with its genres and episodes (with a viewer's token, under their spoiler guard)",
      response: SeriesDetail,
      errors: [404],
    }),
    async (c) => {
      const found = await getSeriesById(c.var.app, Number(c.req.param("id")), c.var.viewer);
      if (!found) throw notFound("Series");
      return c.json(found);
    },
  )
  .get(
    "/:id{[0-9]+}/similar",
    viewerRoute({
      operationId: "listSimilarSeries",
      summary: `Up to ${SIMILAR_LIMIT} series like this one, best first, from what viewers list and watch together and the genres and tags they share (rebuilt daily); with a viewer's token, less what they hide`,
      response: z.array(Series),
      errors: [404],
    }),
    async (c) => {
      const found = await getSimilarSeries(c.var.app, Number(c.req.param("id")), c.var.viewer);
      if (!found) throw notFound("Series");
      return c.json(found);
    },
  )
  .get(
    "/:id{[0-9]+}/franchise",
    viewerRoute({
      operationId: "getFranchise",
      summary:
        "The series' franchise in watch order (release order along prequels and sequels, each side story, recap or other version after its series), each with what it is of this one; with a viewer's token, each with its status on their list. A series with no relations answers no items",
      response: Franchise,
      errors: [404],
    }),
    async (c) => {
      const found = await getFranchise(c.var.app, Number(c.req.param("id")), c.var.viewer?.userId ?? null);
      if (!found) throw notFound("Series");
      return c.json(found);
    },
  )
  .put(
    "/:id{[0-9]+}/relations",
    adminRoute({
      operationId: "setSeriesRelations",
      audits: seriesAudit.relations,
      summary:
        "Set all of a series' relations (what each other series is of it: prequel, sequel, side_story…); each is kept both ways, and a refresh from a source no longer changes them",
      body: RelationsInput,
      response: z.array(SeriesRelation),
      errors: [400, 404],
    }),
    validate("json", RelationsInput),
    async (c) => c.json(await setRelations(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .get(
    "/:id{[0-9]+}/episode-kinds",
    publicRoute({
      operationId: "getEpisodeKinds",
      summary: "Which of the series' episodes are filler, recap or mixed, as a filler list reads them",
      response: EpisodeKindListsAnswer,
      errors: [404],
    }),
    async (c) => c.json(await readEpisodeKindLists(c.var.app, Number(c.req.param("id")))),
  )
  .put(
    "/:id{[0-9]+}/episode-kinds",
    adminRoute({
      operationId: "setEpisodeKinds",
      audits: episodeAudit.kinds,
      summary:
        'Mark the series\' episodes from a published filler list ({"filler": "12-15, 33", "recap": "20", "mixed": ""}); every episode it does not name becomes canon',
      response: EpisodeKindListsAnswer,
      errors: [404],
    }),
    validate("json", EpisodeKindListsInput),
    async (c) => c.json(await setEpisodeKinds(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .post(
    "/",
    adminRoute({
      operationId: "createSeries",
      audits: seriesAudit.create,
      summary:
        'Create a series: its fields, or {"from": {"source": "anilist"|"mal"|"bangumi", "id": N}} to fill it from there (cover and banner stored as uploads, coming episodes put on the schedule), any fields beside it replacing the source\'s',
      body: z.union([SeriesCreateInput, SeriesFromSourceInput]),
      response: SeriesDetail,
      status: 201,
      errors: [400, 404, 409, 502],
    }),
    async (c) => {
      const body = await c.req.json().catch(() => {
        throw new DomainError(400, "The body must be JSON");
      });
      const created = isFromSource(body)
        ? await createSeriesFromSource(c.var.app, parsedOrRefused(SeriesFromSourceInput, body))
        : await createSeries(c.var.app, parsedOrRefused(SeriesCreateInput, body));
      return c.json(created, 201);
    },
  )
  .get(
    "/lookup",
    adminRoute({
      operationId: "lookUpSeries",
      summary:
        "Find a series on AniList, MyAnimeList or Bangumi: with q, up to 10 candidates (SeriesCandidate); with id, that series as the create's fields (SeriesPreview). series_id names the site's series with that id",
      response: z.union([z.array(SeriesCandidate), SeriesPreview]),
      errors: [404, 502],
    }),
    validate("query", SeriesLookupQuery),
    async (c) => {
      const { source, q, id } = c.req.valid("query");
      return c.json(id == null ? await findCandidates(c.var.app, source, q!) : await previewOf(c.var.app, source, id));
    },
  )
  .post(
    "/:id{[0-9]+}/refresh",
    adminRoute({
      operationId: "refreshSeries",
      audits: seriesAudit.refresh,
      summary:
        "Refresh a series from its source now: the fields that follow it (those no admin edited) take the source's values, and its coming episodes go on the schedule. Nothing new writes nothing",
      response: SeriesRefreshAnswer,
      errors: [400, 404, 502],
    }),
    async (c) => c.json(await refreshSeries(c.var.app, Number(c.req.param("id")))),
  )
  .put(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "updateSeries",
      audits: seriesAudit.update,
      summary: "Update a series (any subset of fields)",
      response: SeriesDetail,
      errors: [404, 409],
    }),
    validate("json", SeriesUpdateInput),
    async (c) => c.json(await updateSeries(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteSeries",
      audits: seriesAudit.delete,
      summary: "Delete a series with its episodes, comments and Top 10 slots",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteSeries(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  )
  .post(
    "/upload",
    adminRoute({
      ...imageUploadDoc("uploadSeriesCover", "Upload a cover image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MiB)"),
      audits: seriesAudit.upload,
    }),
    storeImageUpload("cover"),
  );
