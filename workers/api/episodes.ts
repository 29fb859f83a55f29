import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { createEpisode, deleteEpisode, episodeAudit, updateEpisode } from "~/domain/episodes/commands.server";
import { episodeExists, findEpisodePage, getEpisodeById } from "~/domain/episodes/queries.server";
import { listDanmaku } from "~/domain/danmaku/queries.server";
import { Danmaku } from "~/domain/danmaku/responses";
import { DANMAKU_API_LIMIT, DanmakuQuery } from "~/domain/danmaku/schema";
import { DANMAKU_SPAN_MAX } from "~/domain/danmaku/span";
import { Episode } from "~/domain/episodes/responses";
import { EPISODES_API_LIMIT, EpisodeCreateInput, EpisodesQuery, EpisodeUpdateInput } from "~/domain/episodes/schema";
import { clientIp } from "./auth-guards";
import { fileReport } from "~/domain/player-reports/commands.server";
import { PlayerReportFiled } from "~/domain/player-reports/responses";
import { PlayerReportInput } from "~/domain/player-reports/schema";
import { addSubtitleTrack, subtitleAudit } from "~/domain/subtitles/commands.server";
import { parsedOrRefused } from "~/lib/schema-fields";
import { AddSubtitleInput } from "~/lib/subtitle-tracks";
import { ASS_SUBTITLE_BYTES, sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { pagedJson } from "./paging";
import { imageUploadDoc, readJsonOrMultipart, storeImageUpload } from "./upload-file";
import { notFound } from "~/lib/refusals";
import { Ok } from "./responses";
import { segmentsOfEpisode } from "~/domain/segments/queries.server";
import { Segment } from "~/domain/segments/responses";
import { addViewerSegment } from "~/domain/segments/commands.server";
import { SegmentInput } from "~/domain/segments/schema";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, viewerRoute, userRoute, adminRoute } = routeMarkers(
  "Episodes",
  "Episodes of a series with their player servers, their skip segments, their on-screen comments, and viewers' reports of a broken player",
);

export const episodeRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    viewerRoute({
      operationId: "listEpisodes",
      summary: `Episodes of a series, in episode order, ${EPISODES_API_LIMIT} at most per call (with a viewer's token, under their spoiler guard)`,
      response: z.array(Episode),
      paged: true,
    }),
    validate("query", EpisodesQuery),
    async (c) => {
      const { series_id, limit, offset } = c.req.valid("query");
      const window = { limit: limit ?? EPISODES_API_LIMIT, offset: offset ?? 0 };
      const found = await findEpisodePage(c.var.app, series_id, window, c.var.viewer);
      return pagedJson(c, found.items, found.total, window);
    },
  )
  .get(
    "/:id{[0-9]+}",
    viewerRoute({
      operationId: "getEpisode",
      summary: "One episode with its servers (with a viewer's token, under their spoiler guard)",
      response: Episode,
      errors: [404],
    }),
    async (c) => {
      const found = await getEpisodeById(c.var.app, Number(c.req.param("id")), c.var.viewer);
      if (!found) throw notFound("Episode");
      return c.json(found);
    },
  )
  .get(
    "/:id{[0-9]+}/segments",
    publicRoute({
      operationId: "listEpisodeSegments",
      summary:
        "The parts of the episode a player offers to skip: the admin's intro and outro, else what AniSkip's public database knows of it (asked once and kept)",
      response: z.array(Segment),
      errors: [404],
    }),
    async (c) => {
      const segments = await segmentsOfEpisode(c.var.app, Number(c.req.param("id")));
      if (!segments) throw notFound("Episode");
      return c.json(segments);
    },
  )
  .post(
    "/:id{[0-9]+}/segments",
    userRoute({
      operationId: "addEpisodeSegment",
      summary: "Send a part of the episode to skip, within its length (20 an hour per account); others vote on it",
      response: Segment,
      status: 201,
      errors: [404, 429],
    }),
    validate("json", SegmentInput),
    async (c) => c.json(await addViewerSegment(c.var.app, c.var.account.id, Number(c.req.param("id")), c.req.valid("json")), 201),
  )
  .get(
    "/:id{[0-9]+}/danmaku",
    publicRoute({
      operationId: "listEpisodeDanmaku",
      summary: `On-screen comments posted in watch-together rooms, by second of the video: \`from\` (inclusive) to \`to\` (exclusive), ${DANMAKU_SPAN_MAX} seconds apart at most, ${DANMAKU_API_LIMIT} at most per call`,
      response: z.array(Danmaku),
      errors: [404],
    }),
    validate("query", DanmakuQuery),
    async (c) => {
      const episodeId = Number(c.req.param("id"));
      if (!(await episodeExists(c.var.app, episodeId))) throw notFound("Episode");
      return c.json(await listDanmaku(c.var.app, episodeId, c.req.valid("query")));
    },
  )
  .post(
    "/:id{[0-9]+}/reports",
    publicRoute({
      operationId: "reportEpisodePlayer",
      summary: "Report a broken player (guests too; 5 an hour per address)",
      response: PlayerReportFiled,
      status: 201,
      errors: [404, 429],
    }),
    validate("json", PlayerReportInput.omit({ episode_id: true })),
    async (c) => c.json(await fileReport(c.var.app, { ...c.req.valid("json"), episode_id: Number(c.req.param("id")) }, clientIp(c)), 201),
  )
  .post(
    "/",
    adminRoute({
      operationId: "createEpisode",
      audits: episodeAudit.create,
      summary: "Create an episode with its servers",
      response: Episode,
      status: 201,
      errors: [404, 409],
    }),
    validate("json", EpisodeCreateInput),
    async (c) => c.json(await createEpisode(c.var.app, c.req.valid("json")), 201),
  )
  .put(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "updateEpisode",
      audits: episodeAudit.update,
      summary: "Update an episode; servers, when given, replace the old ones",
      response: Episode,
      errors: [404, 409],
    }),
    validate("json", EpisodeUpdateInput),
    async (c) => c.json(await updateEpisode(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .post(
    "/:id{[0-9]+}/subtitles",
    adminRoute({
      operationId: "addEpisodeSubtitle",
      audits: subtitleAudit.create,
      summary: `Add a subtitle track: a link (JSON), or a .vtt or .srt file (multipart; checked, stored as WebVTT, ${sizeText(UPLOAD_LIMITS.subtitle)} at most) or an .ass/.ssa file (checked, stored as uploaded with a WebVTT copy, ${sizeText(ASS_SUBTITLE_BYTES)} at most); the format is judged by the content`,
      body: AddSubtitleInput,
      multipart: { file: "file" },
      response: Episode,
      status: 201,
      errors: [400, 404, 413, 415],
    }),
    async (c) => {
      const { fields, file } = await readJsonOrMultipart(c, "file", ASS_SUBTITLE_BYTES);
      const input = parsedOrRefused(AddSubtitleInput, fields);
      return c.json(await addSubtitleTrack(c.var.app, Number(c.req.param("id")), input, file), 201);
    },
  )
  .post(
    "/upload-thumbnail",
    adminRoute({
      ...imageUploadDoc(
        "uploadEpisodeThumbnail",
        `Upload an episode thumbnail (JPEG, PNG, WebP, GIF or AVIF, at most ${sizeText(UPLOAD_LIMITS.thumbnail)}); give its url as the episode's thumbnail`,
      ),
      audits: episodeAudit.upload,
    }),
    storeImageUpload("thumbnail"),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteEpisode",
      audits: episodeAudit.delete,
      summary: "Delete an episode with its servers and comments",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteEpisode(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
