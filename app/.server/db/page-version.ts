// The page cache's version as D1 keeps it (docs/decisions/009-edge-cache.md): one row, read when a
// location's copy runs out and replaced by a write a public page shows. The copies in front of it,
// in the location's cache and the isolate, are the worker's (workers/page-version.ts).
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { pageVersion } from "./schema";

/** Pages are cached under a version; `bookmark` is where D1 stood after the write that made it. */
export type PageVersion = { id: string; bookmark: string | null };

const SLOT = 1;
/** Before the first write that moves it. */
const FIRST_VERSION: PageVersion = { id: "0", bookmark: null };

export async function readPageVersion(db: Database): Promise<PageVersion> {
  const [row] = await db.select({ id: pageVersion.id, bookmark: pageVersion.bookmark }).from(pageVersion).where(eq(pageVersion.slot, SLOT));
  return row ?? FIRST_VERSION;
}

export async function writePageVersion(db: Database, version: PageVersion) {
  await db
    .insert(pageVersion)
    .values({ slot: SLOT, ...version })
    .onConflictDoUpdate({ target: pageVersion.slot, set: version });
}
