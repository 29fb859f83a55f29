import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { authenticateUser, bearerToken } from "~/.server/auth/authenticate";
import {
  approveComment,
  deleteComment,
  findCommentsForModeration,
  listEpisodeComments,
  postComment,
} from "~/domain/comments/queries.server";
import { CommentInput, CommentsQuery, MODERATION_API_LIMIT, ModerationQuery } from "~/domain/comments/schema";
import { pagedJson } from "./paging";
import { adminRoute, publicRoute, userRoute, validate } from "./route-meta";

export const commentRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute("Approved comments of an episode, newest first (with a user token, also that user's pending ones)"), validate("query", CommentsQuery), async (c) => {
    const viewer = await authenticateUser(c.var.app, bearerToken(c.req.header("Authorization")));
    return c.json(await listEpisodeComments(c.var.app.db, c.req.valid("query").episode_id, viewer.ok ? viewer.principal.id : undefined));
  })
  .post("/", userRoute("Post a comment (pending until approved); the author is the token's user", { status: 201 }), validate("json", CommentInput), async (c) =>
    c.json(await postComment(c.var.app.db, c.var.user, c.req.valid("json")), 201),
  )
  .get("/all", adminRoute(`Comments with series title and episode number, newest first, for moderation; ${MODERATION_API_LIMIT} at most per call (X-Total-Count, Link)`), validate("query", ModerationQuery), async (c) => {
    const query = c.req.valid("query");
    const found = await findCommentsForModeration(c.var.app.db, query);
    return pagedJson(c, found.items, found.total, { limit: query.limit ?? MODERATION_API_LIMIT, offset: query.offset ?? 0 });
  })
  .post("/:id{[0-9]+}/approve", adminRoute("Approve a comment"), async (c) => c.json(await approveComment(c.var.app.db, Number(c.req.param("id")))))
  .delete("/:id{[0-9]+}", adminRoute("Delete a comment"), async (c) => {
    await deleteComment(c.var.app.db, Number(c.req.param("id")));
    return c.json({ ok: true });
  });
