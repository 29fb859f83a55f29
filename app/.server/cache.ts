import { LIST_CACHE_SECONDS } from "~/lib/cache-lifetimes";
import type { AppContext } from "./context";

// KV caches whole answers for lists that many pages read (Top 10, schedule). Writes that change
// them delete their keys (`invalidate`); entries also expire on their own after
// LIST_CACHE_SECONDS, which bounds a delete that failed. KV's own copies in other locations still
// take up to about a minute to see a delete.

/** What a KV call answers, or `fallback` when KV fails: a cache that is down only costs a D1 read. */
async function orWhenKvFails<T>(call: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`KV ${what} failed; going on without the cache`, error);
    return fallback;
  }
}

/** `compute`'s answer, kept in KV under `key` for `ttlSeconds` (LIST_CACHE_SECONDS unless said). */
export async function cached<T>(app: AppContext, key: string, compute: () => Promise<T>, ttlSeconds = LIST_CACHE_SECONDS): Promise<T> {
  const hit = await orWhenKvFails(app.env.CACHE.get<T>(key, "json"), null, "read");
  if (hit !== null) return hit;
  const value = await compute();
  // Written before answering, not in waitUntil: a late write could land after the next
  // invalidation and bring back the old answer (seen with a save right after a page load).
  await orWhenKvFails(app.env.CACHE.put(key, JSON.stringify(value), { expirationTtl: ttlSeconds }), undefined, "write");
  return value;
}

/**
 * Called right after the write that changes what the keys hold; awaited so the next read is fresh
 * here. When KV fails the write still stands: the old entries expire within LIST_CACHE_SECONDS.
 */
export async function invalidate(app: AppContext, keys: string[]) {
  await orWhenKvFails(Promise.all(keys.map((key) => app.env.CACHE.delete(key))), [], "delete");
}
