import { sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { siteFonts } from "~/.server/db/schema";
import { presentFont } from "./present";

/** Every uploaded font, by family (as a reader sorts them, case aside): the renderer's `availableFonts` and the admin's list. */
export async function listSiteFonts(app: AppContext) {
  return (await app.db.select().from(siteFonts).orderBy(sql`${siteFonts.family} COLLATE NOCASE`)).map(presentFont);
}
