// The caller's browsers subscribed to Web Push for new episodes of the series they follow (issue #22).
import { Hono } from "hono";
import { z } from "zod";
import { clientIp } from "./auth-guards";
import type { ApiEnv } from "./env";
import { pushPublicKey, subscribePush, unsubscribePush } from "~/domain/push/commands.server";
import { findPushSubscriptions } from "~/domain/push/queries.server";
import { PushPublicKey, PushSubscriptionView } from "~/domain/push/responses";
import { PUSH_API_LIMIT, PushSubscriptionInput, PushSubscriptionsQuery } from "~/domain/push/schema";
import { pagedJson, pageWindow } from "./paging";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { userRoute } = routeMarkers("Push subscriptions", "The caller's browsers that receive Web Push for new episodes of followed series");

export const pushSubscriptionRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({
      operationId: "listPushSubscriptions",
      summary: "The caller's subscribed browsers, newest first",
      response: z.array(PushSubscriptionView),
      paged: true,
    }),
    validate("query", PushSubscriptionsQuery),
    async (c) => {
      const query = c.req.valid("query");
      const window = pageWindow(query, PUSH_API_LIMIT);
      const found = await findPushSubscriptions(c.var.app, c.var.user.id, window);
      return pagedJson(c, found.items, found.total, window);
    },
  )
  .get(
    "/public-key",
    userRoute({
      operationId: "getPushPublicKey",
      summary: "The key to pass to PushManager.subscribe (409 when the site has no push)",
      response: PushPublicKey,
      errors: [409],
    }),
    (c) => c.json({ public_key: pushPublicKey(c.var.app) }),
  )
  .post(
    "/",
    userRoute({
      operationId: "subscribePush",
      summary: "Subscribe a browser (PushSubscription.toJSON()); again replaces its keys",
      response: PushSubscriptionView,
      status: 201,
      errors: [409, 429],
    }),
    validate("json", PushSubscriptionInput),
    async (c) => c.json(await subscribePush(c.var.app, c.var.user.id, c.req.valid("json"), clientIp(c)), 201),
  )
  .delete(
    "/:id{[0-9]+}",
    userRoute({ operationId: "unsubscribePush", summary: "Stop pushing to one of the caller's browsers", response: Ok, errors: [404] }),
    async (c) => {
      await unsubscribePush(c.var.app, c.var.user.id, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
