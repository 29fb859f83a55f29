import { top10Periods, type Top10Period } from "~/lib/vocabulary/top10-periods";

// The KV keys of the cached Top 10 lists (app/.server/cache.ts): read by getTop10, cleared by the
// writes that change what a list shows.
export const top10CacheKey = (period: Top10Period) => `top10:v2:${period}`;
export const allTop10CacheKeys = () => top10Periods.map(top10CacheKey);
