// The version every cached page is keyed under (decision 009): kept in D1, copied into each
// location's Workers cache for LOCAL_SECONDS and into the isolate for MEMO_MS. A cached page view
// then reads nothing billed: D1 is asked once a minute per location, and KV, whose read costs more
// than the request itself, not at all (decision 031).
import { database, type Database } from "~/.server/db/client";
import { type PageVersion, readPageVersion, writePageVersion } from "~/.server/db/page-version";
import { countedD1 } from "~/.server/usage/d1";

const MEMO_MS = 1_000;
/** A write made in another location shows here within this (KV, which held it before, took about as long). */
const LOCAL_SECONDS = 60;

/**
 * The Workers cache of shared pages and of the version. `PAGE_CACHE_NAME` names another one:
 * each integration test file has its own (tests/support/worker.ts), as a deploy has its own D1.
 */
const cacheNameOf = (env: object) => (env as { PAGE_CACHE_NAME?: string }).PAGE_CACHE_NAME ?? "pages";
export const pageStore = (env: object) => caches.open(cacheNameOf(env));

/** By cache name: in production there is one. */
const memos = new Map<string, { version: PageVersion; until: number }>();

const remember = (env: object, version: PageVersion) => {
  memos.set(cacheNameOf(env), { version, until: Date.now() + MEMO_MS });
  return version;
};
/** Under the site's own address, as every key of the pages cache is. */
const localKey = (request: Request) => new Request(new URL("/__page-version", request.url));
const localCopy = (version: PageVersion) =>
  new Response(JSON.stringify(version), {
    headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${LOCAL_SECONDS}` },
  });

/** The version pages are read and stored under now. Throws when neither the cache nor D1 can say. */
export async function currentPageVersion(request: Request, env: Env, ctx: Pick<ExecutionContext, "waitUntil">): Promise<PageVersion> {
  const memo = memos.get(cacheNameOf(env));
  if (memo && Date.now() < memo.until) return memo.version;
  const cache = await pageStore(env);
  const held = await cache.match(localKey(request));
  if (held) return remember(env, await held.json<PageVersion>());
  const version = await readPageVersion(database(countedD1(env.DB, ctx)));
  ctx.waitUntil(cache.put(localKey(request), localCopy(version)));
  return remember(env, version);
}

/**
 * Moves the version after a write a public page shows: in D1, for every location, and at once in
 * this location's cache and isolate, so the writer's next page here is rendered afresh.
 */
export async function movePageVersion(env: object, db: Database, request: Request, bookmark: string | null) {
  const version = remember(env, { id: crypto.randomUUID(), bookmark });
  await writePageVersion(db, version);
  await (await pageStore(env)).put(localKey(request), localCopy(version));
}
