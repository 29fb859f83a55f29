// Publishing a viewer's year at an unguessable address, and taking it back (decision 076).
import { and, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { yearShares } from "~/.server/db/schema";
import { newNonce } from "~/domain/private-feeds/keys.server";
import { dropYearCards } from "~/.server/storage/year-cards";

/**
 * The year's share address key: the one it has, else a new one (144 random bits). The clocks it
 * is counted on are the viewer's choice when sharing, kept with it.
 */
export async function shareYear(app: AppContext, userId: number, year: number, timeZone: string): Promise<string> {
  const [row] = await app.db
    .insert(yearShares)
    .values({ key: newNonce(), userId, year, timeZone })
    .onConflictDoUpdate({ target: [yearShares.userId, yearShares.year], set: { timeZone } })
    .returning({ key: yearShares.key });
  return row!.key;
}

/**
 * Stops the year's address: it answers 404 from now on, and sharing again makes another. Its cards
 * go after the answer; a card R2 failed to drop then goes with the daily sweep, and the viewer is
 * not told of a failure for a share already stopped.
 */
export async function unshareYear(app: AppContext, userId: number, year: number) {
  const taken = await app.db
    .delete(yearShares)
    .where(and(eq(yearShares.userId, userId), eq(yearShares.year, year)))
    .returning({ key: yearShares.key });
  for (const { key } of taken)
    app.waitUntil(dropYearCards(app.env.BUCKET, key).catch(() => console.warn("A stopped share's cards are left to the daily sweep")));
}
