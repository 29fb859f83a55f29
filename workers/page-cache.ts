// Anonymous views of public pages are answered from the Workers cache; every write that can change
// what a page shows moves the cache to a new version, so the next view renders afresh.
// docs/decisions/009-edge-cache.md explains the keys, the versions and their bounds.
import type { SecureHeadersVariables } from "hono/secure-headers";
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppContext } from "~/.server/context";
import { PAGE_PRIVATE_WRITES } from "~/.server/db/schema";
import { type TableWrite, usageOf } from "~/.server/usage/request-usage";
import { cookiesOf, themeModeOf } from "~/lib/cookies";
import { THEME_COOKIE } from "~/lib/theme";
import { isPublicPage, pagePathOf } from "~/lib/public-pages";
import { holdPage, hotPage } from "./hot-pages";
import type { PageVersion } from "~/.server/db/page-version";
import { currentPageVersion, movePageVersion, pageStore } from "./page-version";
import { staleCopy, stalePage, STALE_VERSION } from "./outage";
import { isSafeMethod } from "./security";
import { assets } from "virtual:react-router/server-build";

/**
 * A page names its build's hashed scripts and styles, and a deploy serves only its own: a page
 * stored by the previous build would load without them, so each build keys its own pages.
 */
const BUILD_VERSION = String((assets as { version: string }).version);

export type WorkerEnv = { Bindings: Env; Variables: SecureHeadersVariables & { app: AppContext; pageVersion?: PageVersion } };

/** A cached page lives this long at most, which also bounds what time alone changes (today's schedule). */
const PAGE_TTL_SECONDS = 300;
/** Cookies that do not make a page personal: the theme is part of the key instead. */
const SHARED_COOKIES = new Set([THEME_COOKIE]);
/** Whether a request's writes left every public page as it was (the tables' own list, beside them in the schema). */
const keepsPages = (writes: readonly TableWrite[]) =>
  writes.every(({ kind, table }) => table !== null && (PAGE_PRIVATE_WRITES[table]?.includes(kind) ?? false));

const KEY_PARAMETERS = ["__theme", "__build", "__version"];

/**
 * The address a page anyone may share is cached under (theme and build in it, and a query string
 * for keyAt to add to), or null for one rendered for its viewer. The Cookie header is parsed once.
 */
function sharedPageUrl(request: Request, adminBasePath: string): string | null {
  const url = new URL(request.url);
  if (!isPublicPage(pagePathOf(url.pathname), adminBasePath)) return null;
  const cookies = cookiesOf(request.headers.get("Cookie"));
  if (request.headers.has("Authorization") || Object.keys(cookies).some((name) => !SHARED_COOKIES.has(name))) return null;
  // The key's own parameters come from the worker alone, in one order, whatever the address named.
  for (const name of KEY_PARAMETERS) url.searchParams.delete(name);
  url.searchParams.append("__theme", themeModeOf(cookies));
  url.searchParams.append("__build", BUILD_VERSION);
  return url.href;
}

/** What the cache made of a request: its shared address and the version it was looked up under. */
type PageLookup = { shared: string | null; version: PageVersion | null };
/**
 * Each request's lookup, made once before any routing (cachedPage) and read again by a miss's
 * render (renderPage): the address is not parsed, nor the version read, a second time.
 */
const lookups = new WeakMap<Request, PageLookup>();

/**
 * The cache key of a shared page's copy under a version (or the stale stand-in's, STALE_VERSION):
 * text, which the Cache API takes as it takes a Request, built without parsing the address again
 * on the hot path. Version ids are UUIDs or plain words, nothing a query string must escape.
 */
const keyAt = (shared: string, versionId: string) => `${shared}&__version=${versionId}`;

const withHeaders = (response: Response, headers: Record<string, string>) => {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
};

// Browsers revalidate every time (max-age=0); the edge keeps the page (s-maxage). A stored page
// is answered as it was stored, but for a fresh script nonce (workers/hot-pages.ts).
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_TTL_SECONDS}`;
const PERSONAL_CACHE_CONTROL = "private, no-cache";

/** What the cache keeps: the page without anything about the render that produced it. */
function storedCopy(response: Response): Response {
  const copy = withHeaders(response.clone(), { "Cache-Control": SHARED_CACHE_CONTROL, "X-Page-Cache": "HIT" });
  for (const name of ["Server-Timing", "X-D1-Bookmark"]) copy.headers.delete(name);
  return copy;
}

const isPageResponse = (response: Response) => /^text\/(html|x-script)/.test(response.headers.get("Content-Type") ?? "");
async function storedPage(key: string, env: Env): Promise<Response | null> {
  const stored = await (await pageStore(env)).match(key);
  return stored ? holdPage(key, stored, PAGE_TTL_SECONDS) : null;
}

/**
 * The hot path, before any routing: an anonymous view of a public page that the cache holds.
 * Null when the request is personal, not a page, or not cached yet.
 */
export async function cachedPage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response | null> {
  if (request.method !== "GET") return null;
  const lookup: PageLookup = { shared: null, version: null };
  lookups.set(request, lookup);
  try {
    lookup.shared = sharedPageUrl(request, env.ADMIN_BASE_PATH);
    if (!lookup.shared) return null;
    lookup.version = await currentPageVersion(request, env, ctx);
    const key = keyAt(lookup.shared, lookup.version.id);
    // Either way the answer carries a fresh script nonce (workers/hot-pages.ts).
    return hotPage(key) ?? (await storedPage(key, env));
  } catch (error) {
    console.error("page cache not read", error); // the app renders the page instead
    return null;
  }
}

/** The request's lookup as cachedPage left it, or made now (a request that came another way). */
async function lookupOf(request: Request, env: Env, ctx: Pick<ExecutionContext, "waitUntil">): Promise<PageLookup> {
  const made = lookups.get(request);
  if (made?.version || (made && !made.shared)) return made;
  const shared = made?.shared ?? sharedPageUrl(request, env.ADMIN_BASE_PATH);
  // With no version to key a page by (D1 down, nothing cached here) it is rendered and answered, not shared.
  const version = shared
    ? await currentPageVersion(request, env, ctx).catch((error: unknown) => {
        console.error("page cache version not read", error);
        return null;
      })
    : null;
  return { shared, version };
}

async function renderPage(c: Context<WorkerEnv>, next: () => Promise<void>) {
  const { shared: sharedUrl, version } = await lookupOf(c.req.raw, c.env, c.executionCtx);
  const key = version && sharedUrl ? keyAt(sharedUrl, version.id) : null;
  // Every shared page is also kept under one version-less key, to stand in when D1 cannot render it.
  const staleKey = sharedUrl ? keyAt(sharedUrl, STALE_VERSION) : null;
  // A miss renders at least as fresh as the write that made this version, replica or not.
  if (key && version) c.set("pageVersion", version);
  await next();
  // Every 503 the worker answers means storage failed in passing (app/.server/errors.ts).
  if (staleKey && c.res.status === 503) {
    c.res = (await stalePage(await pageStore(c.env), staleKey)) ?? c.res;
    return;
  }
  if (!isPageResponse(c.res)) return;
  const shareable = staleKey !== null && c.res.status === 200 && !c.res.headers.has("Set-Cookie");
  const shared = shareable && key !== null;
  // One copy of the answer is read to its end for the cache: the viewer's copy never waits on it.
  if (shareable) c.executionCtx.waitUntil(keepShared(await pageStore(c.env), storedCopy(c.res), key, staleKey));
  c.res = withHeaders(c.res, {
    "Cache-Control": shared ? SHARED_CACHE_CONTROL : (c.res.headers.get("Cache-Control") ?? PERSONAL_CACHE_CONTROL),
    "X-Page-Cache": shared ? "MISS" : "BYPASS",
  });
}

/** Stores a rendered page under its version (and in this isolate), and as the page's stale stand-in. */
async function keepShared(cache: Cache, stored: Response, key: string | null, staleKey: string) {
  const text = await stored.text();
  const copy = () => new Response(text, stored);
  await Promise.all([
    cache.put(staleKey, staleCopy(copy())),
    key && cache.put(key, copy()),
    key && holdPage(key, copy(), PAGE_TTL_SECONDS),
  ]);
}

async function expirePagesAfterWrite(c: Context<WorkerEnv>, next: () => Promise<void>) {
  await next();
  const app = c.get("app");
  if (!app || c.res.status >= 400 || keepsPages(usageOf(c.executionCtx).d1.writes)) return;
  try {
    // Awaited: the writer's next page, here, must not be the old one.
    await movePageVersion(c.env, app.db, c.req.raw, app.d1Bookmark());
  } catch (error) {
    // The write stands; pages then catch up within their TTL.
    console.error("page cache version not moved", error);
  }
}

/**
 * Registered first, so what it stores already carries the security headers: stores what a miss
 * rendered, marks personal pages, and moves the version after a write. Hits never get here.
 */
export const pageCache = createMiddleware<WorkerEnv>((c, next) => {
  // Under `vite dev` an edit changes a page without moving its version: every page is rendered.
  if (import.meta.env.DEV) return next();
  if (c.req.method === "GET") return renderPage(c, next);
  if (isSafeMethod(c.req.method)) return next();
  return expirePagesAfterWrite(c, next);
});
