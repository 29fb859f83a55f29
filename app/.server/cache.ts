import type { AppContext } from "./context";

// KV caches whole answers for lists that many pages read (Top 10, schedule). Writes that change
// them delete their keys (`invalidate`); entries also expire on their own after CACHE_TTL_SECONDS,
// which bounds a delete that failed. Every put is a KV write, 1,000 a day on the free plan, so the
// lists are not put back more often than that needs (issue #25); KV's own copies in other
// locations still take up to about a minute to see a delete.
const CACHE_TTL_SECONDS = 900;

/** What a KV call answers, or `fallback` when KV fails: a cache that is down only costs a D1 read. */
async function orWhenKvFails<T>(call: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`KV ${what} failed; going on without the cache`, error);
    return fallback;
  }
}

export async function cached<T>(app: AppContext, key: string, compute: () => Promise<T>): Promise<T> {
  const hit = await orWhenKvFails(app.env.CACHE.get<T>(key, "json"), null, "read");
  if (hit !== null) return hit;
  const value = await compute();
  // Written before answering, not in waitUntil: a late write could land after the next
  // invalidation and bring back the old answer (seen with a save right after a page load).
  await orWhenKvFails(app.env.CACHE.put(key, JSON.stringify(value), { expirationTtl: CACHE_TTL_SECONDS }), undefined, "write");
  return value;
}

/**
 * Called right after the write that changes what the keys hold; awaited so the next read is fresh
 * here. When KV fails the write still stands: the old entries expire within CACHE_TTL_SECONDS.
 */
export async function invalidate(app: AppContext, keys: string[]) {
  await orWhenKvFails(Promise.all(keys.map((key) => app.env.CACHE.delete(key))), [], "delete");
}
