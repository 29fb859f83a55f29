// The caller's tracker connections (issues #66 and #83, decisions 060 and 071): only ever the token
// holder's own; no answer carries a token.
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { authorizationAddress } from "~/domain/trackers/connect.server";
import { disconnectTracker } from "~/domain/trackers/commands.server";
import { trackersOf } from "~/domain/trackers/queries.server";
import type { TrackerProvider } from "~/domain/trackers/providers.server";
import { Tracker, TrackerAuthorization, TrackerPull } from "~/domain/trackers/responses";
import { pullTracker } from "~/domain/trackers/pull.server";
import { siteOrigin } from "~/lib/site-url";
import { baseLocale } from "~/i18n/locales";
import { routeMarkers } from "./route-meta";

const { userRoute } = routeMarkers(
  "Trackers",
  "The caller's accounts on AniList, MyAnimeList, Bangumi, Shikimori and Simkl: connect, see, disconnect",
);

const providerOf = (param: string) => param as TrackerProvider;

export const trackerRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({
      operationId: "listTrackers",
      summary: "Each provider the site offers, and whether the caller connected it",
      response: z.array(Tracker),
    }),
    async (c) => c.json(await trackersOf(c.var.app, c.var.user.id)),
  )
  .post(
    "/:provider{anilist|mal|bangumi|shikimori|simkl}/authorize",
    userRoute({
      operationId: "authorizeTracker",
      summary:
        "Start connecting a provider: the address of its page where the caller allows the site (with a state good for ten minutes, once; MyAnimeList's with a PKCE challenge). The provider sends the browser back to /trackers/{provider}/callback",
      response: TrackerAuthorization,
      errors: [404],
    }),
    async (c) => {
      const origin = siteOrigin(c.var.app.env, c.req.url);
      // An API caller comes back to the Trackers page in the site's first language.
      const url = await authorizationAddress(c.var.app, c.var.user.id, providerOf(c.req.param("provider")), origin, baseLocale);
      return c.json({ url });
    },
  )
  .post(
    "/:provider{anilist|mal|bangumi|shikimori|simkl}/sync",
    userRoute({
      operationId: "syncTracker",
      summary:
        "Pull the caller's whole list from the provider now and merge it into theirs here: entries for series this site has are added or updated (the newer change wins), the rest answered as unmatched",
      response: TrackerPull,
      errors: [404, 409, 413, 502],
    }),
    async (c) => {
      return c.json(await pullTracker(c.var.app, c.var.user.id, providerOf(c.req.param("provider"))));
    },
  )
  .delete(
    "/:provider{anilist|mal|bangumi|shikimori|simkl}",
    userRoute({
      operationId: "disconnectTracker",
      summary: "Forget the caller's grant with a provider; their list here stays as it is",
      response: z.array(Tracker),
    }),
    async (c) => {
      await disconnectTracker(c.var.app, c.var.user.id, providerOf(c.req.param("provider")));
      return c.json(await trackersOf(c.var.app, c.var.user.id));
    },
  );
