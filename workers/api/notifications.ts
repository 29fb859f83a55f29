// The caller's notifications (issue #22): episodes of followed series added since the follow,
// computed when read; only ever the token holder's own.
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { markAllNotificationsRead, markNotificationRead } from "~/domain/notifications/commands.server";
import { countUnread, findNotifications } from "~/domain/notifications/queries.server";
import { Notification, UnreadCount } from "~/domain/notifications/responses";
import { NOTIFICATIONS_API_LIMIT, NotificationsQuery } from "~/domain/notifications/schema";
import { pagedJson, pageWindow } from "./paging";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { userRoute } = routeMarkers(
  "Notifications",
  "New episodes of the caller's followed series: the list, the unread count, marking read",
);

export const notificationRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({
      operationId: "listNotifications",
      summary: "The caller's notifications, newest first",
      response: z.array(Notification),
      paged: true,
    }),
    validate("query", NotificationsQuery),
    async (c) => {
      const query = c.req.valid("query");
      const window = pageWindow(query, NOTIFICATIONS_API_LIMIT);
      const found = await findNotifications(c.var.app, c.var.user.id, window);
      return pagedJson(c, found.items, found.total, window);
    },
  )
  .get(
    "/unread-count",
    userRoute({
      operationId: "countUnreadNotifications",
      summary: "How many of the caller's notifications are unread",
      response: UnreadCount,
    }),
    async (c) => c.json({ unread: await countUnread(c.var.app, c.var.user.id) }),
  )
  .post(
    "/read-all",
    userRoute({ operationId: "markAllNotificationsRead", summary: "Mark every notification of the caller read", response: Ok }),
    async (c) => {
      await markAllNotificationsRead(c.var.app, c.var.user.id);
      return c.json({ ok: true });
    },
  )
  .post(
    "/:episodeId{[0-9]+}/read",
    userRoute({ operationId: "markNotificationRead", summary: "Mark one notification (its episode) read", response: Ok, errors: [404] }),
    async (c) => {
      await markNotificationRead(c.var.app, c.var.user.id, Number(c.req.param("episodeId")));
      return c.json({ ok: true });
    },
  );
