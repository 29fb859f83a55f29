import type { AppContext } from "~/.server/context";
import { todayIn } from "~/lib/dates";

// The KV key of the cached schedule (app/.server/cache.ts): one per day, since "the next 14 days"
// moves at midnight (SITE_TIMEZONE); read by listUpcomingSchedule, cleared by the writes that
// change what it shows.
export const scheduleCacheKey = (today: string) => `schedule:v2:${today}`;
export const currentScheduleCacheKey = (app: AppContext) => scheduleCacheKey(todayIn(app.env.SITE_TIMEZONE));
