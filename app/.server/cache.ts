import type { AppContext } from "./context";

// KV caches whole answers for lists that many pages read (Top 10, schedule). KV is eventually
// consistent between locations, so entries also expire on their own after CACHE_TTL_SECONDS.
const CACHE_TTL_SECONDS = 60;

export async function cached<T>(app: AppContext, key: string, compute: () => Promise<T>): Promise<T> {
  const hit = await app.env.CACHE.get<T>(key, "json");
  if (hit !== null) return hit;
  const value = await compute();
  // Written before answering, not in waitUntil: a late write could land after the next
  // invalidation and bring back the old answer (seen with a save right after a page load).
  await app.env.CACHE.put(key, JSON.stringify(value), { expirationTtl: CACHE_TTL_SECONDS });
  return value;
}

/** Called right after the write that changes what the keys hold; awaited so the next read is fresh here. */
export async function invalidate(app: AppContext, keys: string[]) {
  await Promise.all(keys.map((key) => app.env.CACHE.delete(key)));
}
