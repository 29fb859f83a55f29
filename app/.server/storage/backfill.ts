// Variants for images stored without them (docs/decisions/032-image-variants.md, 040): the images
// queue asks for one upload's (makeQueuedVariants); the daily upkeep, the local server and
// `npm run images:backfill` take the uploads still without them, a batch at a time. Each image is
// finished (objects, then its row) before the next starts, so a run cut short loses nothing, and
// a second run finds only what the first left.
import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { uploads } from "../db/schema";
import { addVariants, type MediaStore } from "./uploads";

/** Images a run makes variants for at most: each is about 20 R2 writes and 10 encodes. */
export const BACKFILL_BATCH = 25;

// Written as the partial index's own condition (literals, not parameters), so SQLite uses it.
const waitsForVariants = sql`${uploads.variants} IS NULL AND ${uploads.kind} NOT IN ('logo', 'subtitle', 'font')`;
const waitingColumns = { key: uploads.key, kind: uploads.kind, filename: uploads.filename };

/** How many images still wait for their variants. */
export async function countWaitingForVariants(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(uploads).where(waitsForVariants);
  return row?.total ?? 0;
}

export type BackfillResult = { made: number; refused: number; missing: number; left: boolean };

export async function backfillVariants(store: MediaStore, limit = BACKFILL_BATCH): Promise<BackfillResult> {
  const waiting = await store.db
    .select(waitingColumns)
    .from(uploads)
    .where(waitsForVariants)
    .limit(limit + 1);
  const result: BackfillResult = { made: 0, refused: 0, missing: 0, left: waiting.length > limit };
  for (const upload of waiting.slice(0, limit)) result[await addVariants(store, upload)] += 1;
  return result;
}

/** Batch after batch until no image waits: the local scripts' way (a cron run takes one batch). */
export async function backfillAllVariants(store: MediaStore, onBatch: (result: BackfillResult) => void) {
  for (;;) {
    const result = await backfillVariants(store);
    onBatch(result);
    if (!result.left) return;
  }
}

/** The variants the queue asked for, when the upload still waits for them (a redelivery finds them made). */
export async function makeQueuedVariants(store: MediaStore, key: string) {
  const [upload] = await store.db
    .select(waitingColumns)
    .from(uploads)
    .where(and(eq(uploads.key, key), waitsForVariants));
  return upload ? addVariants(store, upload) : "done";
}
