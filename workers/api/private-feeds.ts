// The caller's private feed addresses, and making them anew (the old ones then answer 404).
import { Hono } from "hono";
import type { ApiEnv } from "./env";
import { feedKeyOf, regenerateFeedKey } from "~/domain/private-feeds/commands.server";
import { privateFeedPaths } from "~/domain/private-feeds/paths";
import { PrivateFeeds } from "~/domain/private-feeds/responses";
import { siteUrl } from "~/lib/site-url";
import { routeMarkers } from "./route-meta";

const { userRoute } = routeMarkers("Private feeds", "The caller's secret RSS and iCalendar addresses for the series they follow");

const addresses = (origin: string, key: string) => {
  const paths = privateFeedPaths(key);
  return { episodes_rss: siteUrl(origin, paths.episodes_rss), schedule_ical: siteUrl(origin, paths.schedule_ical) };
};

export const privateFeedRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({
      operationId: "getPrivateFeeds",
      summary: "The caller's private feed addresses (made on first use)",
      response: PrivateFeeds,
    }),
    async (c) => c.json(addresses(new URL(c.req.url).origin, await feedKeyOf(c.var.app, c.var.user.id))),
  )
  .post(
    "/regenerate",
    userRoute({
      operationId: "regeneratePrivateFeeds",
      summary: "New private feed addresses; the old ones answer 404 from now on",
      response: PrivateFeeds,
    }),
    async (c) => c.json(addresses(new URL(c.req.url).origin, await regenerateFeedKey(c.var.app, c.var.user.id))),
  );
