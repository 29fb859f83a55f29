import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { authenticateUser, bearerToken } from "~/.server/auth/authenticate";
import { approveComment, commentAudit, deleteComment, postComment } from "~/domain/comments/commands.server";
import { findCommentsForModeration, listEpisodeComments } from "~/domain/comments/queries.server";
import { Comment, ModerationComment } from "~/domain/comments/responses";
import { CommentInput, CommentsQuery, MODERATION_API_LIMIT, ModerationQuery } from "~/domain/comments/schema";
import { pagedJson, pageWindow } from "./paging";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { publicRoute, userRoute, adminRoute } = routeMarkers("Comments", "Viewers' comments under episodes, and their moderation");

export const commentRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    publicRoute({
      operationId: "listComments",
      summary: "Approved comments of an episode, newest first (with a user token, also that user's pending ones)",
      response: z.array(Comment),
    }),
    validate("query", CommentsQuery),
    async (c) => {
      const viewer = await authenticateUser(c.var.app, bearerToken(c.req.header("Authorization")));
      return c.json(await listEpisodeComments(c.var.app, c.req.valid("query").episode_id, viewer.ok ? viewer.account.id : undefined));
    },
  )
  .post(
    "/",
    userRoute({
      operationId: "postComment",
      summary: "Post a comment (pending until approved); the author is the token's user",
      response: Comment,
      status: 201,
      errors: [404],
    }),
    validate("json", CommentInput),
    async (c) => c.json(await postComment(c.var.app, c.var.account, c.req.valid("json")), 201),
  )
  .get(
    "/all",
    adminRoute({
      operationId: "listCommentsForModeration",
      summary: `Comments with series title and episode number, newest first, for moderation; ${MODERATION_API_LIMIT} at most per call`,
      response: z.array(ModerationComment),
      paged: true,
    }),
    validate("query", ModerationQuery),
    async (c) => {
      const query = c.req.valid("query");
      const found = await findCommentsForModeration(c.var.app, query);
      return pagedJson(c, found.items, found.total, pageWindow(query, MODERATION_API_LIMIT));
    },
  )
  .post(
    "/:id{[0-9]+}/approve",
    adminRoute({
      operationId: "approveComment",
      audits: commentAudit.approve,
      summary: "Approve a comment",
      response: Comment,
      errors: [404],
    }),
    async (c) => c.json(await approveComment(c.var.app, Number(c.req.param("id")))),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({ operationId: "deleteComment", audits: commentAudit.delete, summary: "Delete a comment", response: Ok, errors: [404] }),
    async (c) => {
      await deleteComment(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
