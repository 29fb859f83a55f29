// A shared year's reads: the viewer's own key for a year, and what an address's key names.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AppContext } from "~/.server/context";
import { users, yearShares } from "~/.server/db/schema";
import { getViewerStats } from "~/domain/stats/queries.server";

/** The key a viewer's year is shared under; null when it is not. */
export async function yearShareKey(app: AppContext, userId: number, year: number): Promise<string | null> {
  const [row] = await app.db
    .select({ key: yearShares.key })
    .from(yearShares)
    .where(and(eq(yearShares.userId, userId), eq(yearShares.year, year)));
  return row?.key ?? null;
}

const profile = alias(users, "profile");

/**
 * Whose year an address names, which, on which clocks, and the name it goes out under: the
 * account's public name, never a profile's (decision 074); undefined when none.
 */
async function sharedYear(app: AppContext, key: string) {
  const [row] = await app.db
    .select({ userId: yearShares.userId, year: yearShares.year, timeZone: yearShares.timeZone, name: users.username })
    .from(yearShares)
    .innerJoin(profile, eq(profile.id, yearShares.userId))
    .innerJoin(users, eq(users.id, sql`coalesce(${profile.accountId}, ${profile.id})`))
    .where(eq(yearShares.key, key));
  return row;
}

/** A shared year as its address shows it: the name it goes out under and the year counted on its clocks; undefined when none. */
export async function sharedYearStats(app: AppContext, key: string) {
  const shared = await sharedYear(app, key);
  if (!shared) return undefined;
  return { name: shared.name ?? "", stats: await getViewerStats(app, shared.userId, { year: shared.year, tz: shared.timeZone }) };
}
