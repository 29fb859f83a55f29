// What the page cache makes of a request before it is answered: the address its page may be shared
// under and the version pages are kept under now (docs/decisions/009-edge-cache.md). The cache looks
// its page up by it, and a render of it starts from the version's place in D1 (workers/d1-session.ts).
import { TV_COOKIE } from "~/lib/tv-mode";
import { cookiesOf, themeModeOf } from "~/lib/cookies";
import { isPublicPage, pagePathOf } from "~/lib/public-pages";
import { localeOfPath } from "~/lib/locale-paths";
import { THEME_COOKIE } from "~/lib/theme";
import { AUDIO_PREFERENCE_COOKIE, SECOND_SUBTITLES_COOKIE, SKIP_FILLER_COOKIE } from "~/lib/vocabulary/audio-preferences";
import type { PageVersion } from "~/.server/db/page-version";
import { currentPageVersion } from "./page-version";
// The build's manifest alone: the server build would bring every route into the worker's first module.
import manifest from "virtual:react-router/server-manifest";

/**
 * A page names its build's hashed scripts and styles, and a deploy serves only its own: a page
 * stored by the previous build would load without them, so each build keys its own pages.
 */
const BUILD_VERSION = manifest.version;
/**
 * Cookies that do not make a page personal: the theme is part of the key instead, and the watching
 * preferences are read by the browser alone, never by a render (decision 053).
 */
// TV mode's cookie changes nothing the server draws: the page's first script reads it (decision 064).
const SHARED_COOKIES = new Set([THEME_COOKIE, AUDIO_PREFERENCE_COOKIE, SKIP_FILLER_COOKIE, SECOND_SUBTITLES_COOKIE, TV_COOKIE]);
const KEY_PARAMETERS = ["__theme", "__build", "__version"];

/**
 * The address a page anyone may share is cached under (theme and build in it, and a query string
 * for keyAt to add to), or null for one rendered for its viewer. The Cookie header is parsed once.
 */
function sharedPageUrl(request: Request, adminBasePath: string): string | null {
  const url = new URL(request.url);
  // Each language's page is its own entry: the key is the whole address, prefix and all.
  if (!isPublicPage(localeOfPath(pagePathOf(url.pathname)).path, adminBasePath)) return null;
  const cookies = cookiesOf(request.headers.get("Cookie"));
  if (request.headers.has("Authorization") || Object.keys(cookies).some((name) => !SHARED_COOKIES.has(name))) return null;
  // The key's own parameters come from the worker alone, in one order, whatever the address named.
  for (const name of KEY_PARAMETERS) url.searchParams.delete(name);
  url.searchParams.append("__theme", themeModeOf(cookies));
  url.searchParams.append("__build", BUILD_VERSION);
  return url.href;
}

/**
 * The cache key of a shared page's copy under a version (or the stale stand-in's, STALE_VERSION):
 * text, which the Cache API takes as it takes a Request, built without parsing the address again
 * on the hot path. Version ids are UUIDs or plain words, nothing a query string must escape.
 */
export const keyAt = (shared: string, versionId: string) => `${shared}&__version=${versionId}`;

/**
 * A shared page's address and the version it is looked up and kept under: null when D1 and the
 * cache could not say, and the page is then rendered and answered but not shared.
 */
export type PageLookup = { shared: string; version: PageVersion | null };

/** Under `vite dev` an edit changes a page without moving its version: every page is rendered. */
export const cachesPages = !import.meta.env.DEV;

/** The lookup of an anonymous GET of a public page; null for any other request. */
export async function lookupOf(request: Request, env: Env, ctx: Pick<ExecutionContext, "waitUntil">): Promise<PageLookup | null> {
  if (!cachesPages || request.method !== "GET") return null;
  const shared = sharedPageUrl(request, env.ADMIN_BASE_PATH);
  if (!shared) return null;
  const version = await currentPageVersion(request, env, ctx).catch((error: unknown) => {
    console.error("page cache version not read", error);
    return null;
  });
  return { shared, version };
}
