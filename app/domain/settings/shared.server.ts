import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { siteSettings } from "~/.server/db/schema";

export const SETTINGS_ID = 1;

/** The one settings row, which the queries read and the commands update. */
export async function readSettings(app: AppContext) {
  const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).limit(1);
  // The first migration inserts the row; this only guards against a hand-emptied table.
  return row ?? (await app.db.insert(siteSettings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning())[0]!;
}
