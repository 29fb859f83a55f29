import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { nowIso, siteSettings } from "~/.server/db/schema";

export const SETTINGS_ID = 1;

type SettingsRow = typeof siteSettings.$inferSelect;

// The root's loader (the site's texts and logos) and a page's own (the home's social links, an
// info page's text) both want the row: it is read once per request, whichever asks first.
const readThisRequest = new WeakMap<AppContext, Promise<SettingsRow>>();

async function loadSettings(app: AppContext) {
  const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).limit(1);
  // The first migration inserts the row; this only guards against a hand-emptied table.
  return row ?? (await app.db.insert(siteSettings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning())[0]!;
}

/** The one settings row, which the queries read and the commands update. */
export function readSettings(app: AppContext): Promise<SettingsRow> {
  let row = readThisRequest.get(app);
  if (!row) readThisRequest.set(app, (row = loadSettings(app)));
  return row;
}

/** Writes some of the row's fields; a read after it in the same request reads them anew. */
export async function writeSettings(app: AppContext, values: Partial<Omit<SettingsRow, "id" | "updatedAt">>) {
  await readSettings(app);
  await app.db
    .update(siteSettings)
    .set({ ...values, updatedAt: nowIso })
    .where(eq(siteSettings.id, SETTINGS_ID));
  readThisRequest.delete(app);
}
