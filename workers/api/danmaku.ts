import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { danmakuAudit, deleteDanmaku } from "~/domain/danmaku/commands.server";
import { findDanmakuForModeration } from "~/domain/danmaku/queries.server";
import { ModeratedDanmaku } from "~/domain/danmaku/responses";
import { DANMAKU_MODERATION_LIMIT, DanmakuModerationQuery } from "~/domain/danmaku/schema";
import { pagedJson, pageWindow } from "./paging";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { adminRoute } = routeMarkers(
  "On-screen comments",
  "The admins' moderation of the on-screen comments posted in rooms (viewers read them under Episodes)",
);

// Moderation of danmaku (decision 055): the admins find and remove them; rooms post them.
export const danmakuRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    adminRoute({
      operationId: "listDanmaku",
      summary: `Stored on-screen comments with their episode, newest first, of one author or one episode; ${DANMAKU_MODERATION_LIMIT} at most per call`,
      response: z.array(ModeratedDanmaku),
      paged: true,
    }),
    validate("query", DanmakuModerationQuery),
    async (c) => {
      const query = c.req.valid("query");
      const found = await findDanmakuForModeration(c.var.app, query);
      return pagedJson(c, found.items, found.total, pageWindow(query, DANMAKU_MODERATION_LIMIT));
    },
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteDanmaku",
      audits: danmakuAudit.delete,
      summary: "Remove an on-screen comment",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteDanmaku(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
