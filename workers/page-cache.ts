// Anonymous views of public pages are answered from the Workers cache; every write that can change
// what a page shows moves the cache to a new version, so the next view renders afresh.
// docs/decisions/009-edge-cache.md explains the keys, the versions and their bounds.
import { database } from "~/.server/db/client";
import { PAGE_PRIVATE_WRITES } from "~/.server/db/schema";
import { countedD1 } from "~/.server/usage/d1";
import { type TableWrite, usageOf } from "~/.server/usage/request-usage";
import { BOOKMARK_HEADER } from "./d1-session";
import { holdPage, hotPage } from "./hot-pages";
import { cachesPages, keyAt, lookupOf, type PageLookup } from "./page-lookup";
import { recordViewAfter } from "./page-views";
import { movePageVersion, pageStore } from "./page-version";
import { staleHeaders, stalePage, STALE_VERSION } from "./outage";
import { withHeadersChanged } from "./response-headers";
import { isSafeMethod } from "./security";
import { PAGE_CACHE_SECONDS } from "~/lib/cache-lifetimes";

/** Whether a request's writes left every public page as it was (the tables' own list, beside them in the schema). */
const keepsPages = (writes: readonly TableWrite[]) =>
  writes.every(({ kind, table }) => table !== null && (PAGE_PRIVATE_WRITES[table]?.includes(kind) ?? false));

// Browsers revalidate every time (max-age=0); the edge keeps the page (s-maxage). A stored page
// is answered as it was stored, but for a fresh script nonce (workers/hot-pages.ts).
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}`;
const PERSONAL_CACHE_CONTROL = "private, no-cache";

const isPageResponse = (response: Response) => /^text\/(html|x-script)/.test(response.headers.get("Content-Type") ?? "");

/**
 * The page cache's one entry: the worker hands it every request and `render`, which answers it
 * through the app. An anonymous view of a public page the cache holds is answered before any
 * routing; what a miss renders is answered and kept; a write that a public page shows moves the
 * version.
 */
export async function answerThroughPageCache(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!cachesPages) return render();
  if (request.method === "GET") return answerPage(request, env, ctx, render);
  const response = await render();
  if (!isSafeMethod(request.method)) await expirePagesAfterWrite(request, response, env, ctx);
  return response;
}

async function answerPage(request: Request, env: Env, ctx: ExecutionContext, render: () => Promise<Response>) {
  const lookup = await lookupOf(request, env, ctx);
  const key = lookup?.version ? keyAt(lookup.shared, lookup.version.id) : null;
  const cached = key ? await cachedPage(key, env) : null;
  if (cached) {
    recordViewAfter(request, cached, env, ctx);
    return cached;
  }
  return keptPage(lookup, key, await render(), env, ctx);
}

/** The page the isolate or the cache holds under `key`, with a fresh script nonce (workers/hot-pages.ts). */
async function cachedPage(key: string, env: Env): Promise<Response | null> {
  try {
    const hot = hotPage(key);
    if (hot) return hot;
    const stored = await (await pageStore(env)).match(key);
    return stored ? await holdPage(key, stored, PAGE_CACHE_SECONDS) : null;
  } catch (error) {
    console.error("page cache not read", error); // the app renders the page instead
    return null;
  }
}

/**
 * A rendered page as the viewer gets it, kept for others when anyone may share it. Every shared
 * page is also kept under one version-less key, to stand in when D1 cannot render it.
 */
async function keptPage(lookup: PageLookup | null, key: string | null, rendered: Response, env: Env, ctx: ExecutionContext) {
  const staleKey = lookup ? keyAt(lookup.shared, STALE_VERSION) : null;
  // Every 503 the worker answers means storage failed in passing (app/.server/errors.ts).
  if (staleKey && rendered.status === 503) return (await stalePage(await pageStore(env), staleKey)) ?? rendered;
  if (!isPageResponse(rendered)) return rendered;
  const shareable = staleKey !== null && rendered.status === 200 && !rendered.headers.has("Set-Cookie");
  const shared = shareable && key !== null;
  // The one copy of the body: a branch read to its end for the cache while the viewer's streams.
  if (shareable) ctx.waitUntil(keepShared(await pageStore(env), rendered.clone(), key, staleKey));
  return withHeadersChanged(rendered, (headers) => {
    headers.set("Cache-Control", shared ? SHARED_CACHE_CONTROL : (headers.get("Cache-Control") ?? PERSONAL_CACHE_CONTROL));
    headers.set("X-Page-Cache", shared ? "MISS" : "BYPASS");
  });
}

/**
 * Stores a rendered page under its version (and in this isolate), and as the page's stale stand-in,
 * without anything about the render that produced it. Each place takes a body of its own.
 */
async function keepShared(cache: Cache, branch: Response, key: string | null, staleKey: string) {
  const text = await branch.text();
  const headers = new Headers(branch.headers);
  for (const name of ["Server-Timing", BOOKMARK_HEADER]) headers.delete(name);
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.set("X-Page-Cache", "HIT");
  const copy = (withHeaders = headers) => new Response(text, { status: branch.status, headers: withHeaders });
  await Promise.all([
    cache.put(staleKey, copy(staleHeaders(headers))),
    key && cache.put(key, copy()),
    key && holdPage(key, copy(), PAGE_CACHE_SECONDS),
  ]);
}

/** Moves the version after a successful write a public page shows; the write's own bookmark goes with it. */
async function expirePagesAfterWrite(request: Request, response: Response, env: Env, ctx: ExecutionContext) {
  if (response.status >= 400 || keepsPages(usageOf(ctx).d1.writes)) return;
  try {
    // Awaited: the writer's next page, here, must not be the old one.
    await movePageVersion(env, database(countedD1(env.DB, ctx)), request, response.headers.get(BOOKMARK_HEADER));
  } catch (error) {
    // The write stands; pages then catch up within their TTL.
    console.error("page cache version not moved", error);
  }
}
