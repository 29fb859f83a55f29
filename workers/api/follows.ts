// The caller's followed series (My List, issue #22): only ever the token holder's own, so no
// call names another viewer.
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { followSeries, unfollowSeries } from "~/domain/follows/commands.server";
import { findFollowedSeries } from "~/domain/follows/queries.server";
import { FollowedSeries, FollowState } from "~/domain/follows/responses";
import { FOLLOWS_API_LIMIT, FollowsQuery } from "~/domain/follows/schema";
import { pagedJson, pageWindow } from "./paging";
import { seriesIdOf } from "./path-params";
import { routeMarkers, validate } from "./route-meta";

const { userRoute } = routeMarkers("Follows", "The caller's followed series (My List): follow, unfollow, and the list with new episodes");

export const followRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({
      operationId: "listFollows",
      summary: "The caller's followed series, newest episode first",
      response: z.array(FollowedSeries),
      paged: true,
    }),
    validate("query", FollowsQuery),
    async (c) => {
      const query = c.req.valid("query");
      const window = pageWindow(query, FOLLOWS_API_LIMIT);
      const found = await findFollowedSeries(c.var.app, c.var.user.id, window);
      return pagedJson(c, found.items, found.total, window);
    },
  )
  .put(
    "/:seriesId{[0-9]+}",
    userRoute({ operationId: "followSeries", summary: "Follow a series (again changes nothing)", response: FollowState, errors: [404] }),
    async (c) => {
      await followSeries(c.var.app, c.var.user.id, seriesIdOf(c));
      return c.json({ series_id: seriesIdOf(c), following: true });
    },
  )
  .delete(
    "/:seriesId{[0-9]+}",
    userRoute({ operationId: "unfollowSeries", summary: "Stop following a series", response: FollowState }),
    async (c) => {
      await unfollowSeries(c.var.app, c.var.user.id, seriesIdOf(c));
      return c.json({ series_id: seriesIdOf(c), following: false });
    },
  );
