// The five trackers as OAuth providers (decisions 060, 071): the site's app on each, by its
// secrets, and the addresses its grants are asked at (vars, the real ones by default). A provider
// whose app is not configured is not offered.
import type { AppContext } from "~/.server/context";
import { DomainError } from "~/lib/refusals";
import { SITE_NAME_FOR_SERVICES, SITE_VERSION_FOR_SERVICES } from "~/lib/site-user-agent";
import { trackerCallbackPath } from "~/lib/tracker-callback";
import { listServices, SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import { aniList } from "./anilist.server";
import { bangumi } from "./bangumi.server";
import { myAnimeList } from "./mal.server";
import { TRACKER_DEFAULTS } from "./addresses";
import type { OAuthApp } from "./oauth.server";
import { shikimori } from "./shikimori.server";
import { simkl } from "./simkl.server";
import type { Tracker, TrackerProvider } from "./tracker";

export type { TrackerProvider } from "./tracker";

export const TRACKERS: Record<TrackerProvider, Tracker> = { anilist: aniList, mal: myAnimeList, bangumi, shikimori, simkl };

type Env = AppContext["env"];
type AppShape = Omit<OAuthApp, "id" | "secret">;

/** Each provider's app: its client id and secret, and how and where it is asked for a grant. */
const APPS: Record<TrackerProvider, (env: Env) => { id?: string; secret?: string } & AppShape> = {
  anilist: (env) => ({
    id: env.ANILIST_CLIENT_ID,
    secret: env.ANILIST_CLIENT_SECRET,
    ...underBase(env.ANILIST_AUTH_URL ?? TRACKER_DEFAULTS.ANILIST_AUTH_URL, "/authorize", "/token"),
    credentials: "basic",
    pkce: false,
  }),
  mal: (env) => ({
    id: env.MAL_CLIENT_ID,
    secret: env.MAL_CLIENT_SECRET,
    ...underBase(env.MAL_AUTH_URL ?? TRACKER_DEFAULTS.MAL_AUTH_URL, "/authorize", "/token"),
    credentials: "basic",
    pkce: true,
  }),
  bangumi: (env) => ({
    id: env.BANGUMI_CLIENT_ID,
    secret: env.BANGUMI_CLIENT_SECRET,
    ...underBase(env.BANGUMI_AUTH_URL ?? TRACKER_DEFAULTS.BANGUMI_AUTH_URL, "/authorize", "/access_token"),
    credentials: "form",
    pkce: false,
    redirectOnRefresh: true,
  }),
  shikimori: (env) => ({
    id: env.SHIKIMORI_CLIENT_ID,
    secret: env.SHIKIMORI_CLIENT_SECRET,
    ...underBase(env.SHIKIMORI_URL ?? TRACKER_DEFAULTS.SHIKIMORI_URL, "/oauth/authorize", "/oauth/token"),
    credentials: "form",
    pkce: false,
    scope: "user_rates",
  }),
  simkl: (env) => ({
    id: env.SIMKL_CLIENT_ID,
    secret: env.SIMKL_CLIENT_SECRET,
    authorizeEndpoint: `${env.SIMKL_AUTH_URL ?? TRACKER_DEFAULTS.SIMKL_AUTH_URL}/authorize`,
    tokenEndpoint: `${env.SIMKL_API_URL ?? TRACKER_DEFAULTS.SIMKL_API_URL}/oauth/token`,
    credentials: "json",
    pkce: false,
    extras: { "app-name": SITE_NAME_FOR_SERVICES, "app-version": SITE_VERSION_FOR_SERVICES },
  }),
};

function underBase(base: string, authorize: string, token: string) {
  return { authorizeEndpoint: `${base}${authorize}`, tokenEndpoint: `${base}${token}` };
}

function appOf(env: Env, provider: TrackerProvider): OAuthApp | null {
  const { id, secret, ...shape } = APPS[provider](env);
  return id && secret ? { id, secret, ...shape } : null;
}

/** The providers a viewer may connect here: those whose app the site has. */
export const offeredTrackers = (env: Env): TrackerProvider[] => listServices.filter((provider) => appOf(env, provider) !== null);

/** The origins of the offered providers' authorize pages: where Connect's redirect leads. */
export const authorizeOrigins = (env: Env) =>
  offeredTrackers(env).map((provider) => new URL(appOf(env, provider)!.authorizeEndpoint).origin);

/** Where the provider sends the viewer back: a page of the site, as each app was registered with. */
export const callbackAddress = (origin: string, provider: TrackerProvider) => `${origin}${trackerCallbackPath(provider)}`;

/** The provider's app; 404 when the site offers no such provider. */
export function oauthAppOf(app: AppContext, provider: TrackerProvider): OAuthApp {
  const site = appOf(app.env, provider);
  if (!site) throw new DomainError(404, `${SOURCE_NAMES[provider]} is not offered on this site`);
  return site;
}
