// A shared year's reads: the viewer's own key for a year, and what an address's key names.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AppContext } from "~/.server/context";
import { users, yearShares } from "~/.server/db/schema";

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
export async function sharedYear(app: AppContext, key: string) {
  const [row] = await app.db
    .select({ userId: yearShares.userId, year: yearShares.year, timeZone: yearShares.timeZone, name: users.username })
    .from(yearShares)
    .innerJoin(profile, eq(profile.id, yearShares.userId))
    .innerJoin(users, eq(users.id, sql`coalesce(${profile.accountId}, ${profile.id})`))
    .where(eq(yearShares.key, key));
  return row;
}
