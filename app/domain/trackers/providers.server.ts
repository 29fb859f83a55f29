// AniList and MyAnimeList as OAuth providers (decision 060): the site's app on each, by its
// secrets, and the addresses its grants are asked at (vars, the real ones by default). A provider
// whose app is not configured is not offered. Arctic's generic client speaks both: AniList's
// authorization code grant, and MyAnimeList's with PKCE, whose only method is `plain`.
import { OAuth2Client } from "arctic";
import type { AppContext } from "~/.server/context";
import { DomainError } from "~/lib/refusals";
import { trackerCallbackPath } from "~/lib/tracker-callback";
import { SOURCE_NAMES, type SeriesSource, seriesSources } from "~/lib/vocabulary/series-sources";

export type TrackerProvider = SeriesSource;

export const TRACKER_DEFAULTS = {
  ANILIST_AUTH_URL: "https://anilist.co/api/v2/oauth",
  MAL_AUTH_URL: "https://myanimelist.net/v1/oauth2",
} as const;

type TrackerEnv = Pick<
  AppContext["env"],
  "ANILIST_CLIENT_ID" | "ANILIST_CLIENT_SECRET" | "MAL_CLIENT_ID" | "MAL_CLIENT_SECRET" | "ANILIST_AUTH_URL" | "MAL_AUTH_URL"
>;

function appOf(env: TrackerEnv, provider: TrackerProvider) {
  const [id, secret, base] =
    provider === "anilist"
      ? [env.ANILIST_CLIENT_ID, env.ANILIST_CLIENT_SECRET, env.ANILIST_AUTH_URL ?? TRACKER_DEFAULTS.ANILIST_AUTH_URL]
      : [env.MAL_CLIENT_ID, env.MAL_CLIENT_SECRET, env.MAL_AUTH_URL ?? TRACKER_DEFAULTS.MAL_AUTH_URL];
  return id && secret ? { id, secret, base } : null;
}

/** The providers a viewer may connect here: those whose app the site has. */
export const offeredTrackers = (env: TrackerEnv): TrackerProvider[] => seriesSources.filter((provider) => appOf(env, provider) !== null);

/** The origins of the offered providers' authorize pages: where Connect's redirect leads. */
export const authorizeOrigins = (env: TrackerEnv) => offeredTrackers(env).map((provider) => new URL(appOf(env, provider)!.base).origin);

/** Where the provider sends the viewer back: a page of the site, as each app was registered with. */
export const callbackAddress = (origin: string, provider: TrackerProvider) => `${origin}${trackerCallbackPath(provider)}`;

/**
 * The provider's OAuth client and endpoints; 404 when the site offers no such provider. `origin`:
 * the site's, for a grant's redirect address; null for a refresh, which sends none.
 */
export function oauthOf(app: AppContext, provider: TrackerProvider, origin: string | null) {
  const site = appOf(app.env, provider);
  if (!site) throw new DomainError(404, `${SOURCE_NAMES[provider]} is not offered on this site`);
  return {
    client: new OAuth2Client(site.id, site.secret, origin === null ? null : callbackAddress(origin, provider)),
    authorizeEndpoint: `${site.base}/authorize`,
    tokenEndpoint: `${site.base}/token`,
  };
}
