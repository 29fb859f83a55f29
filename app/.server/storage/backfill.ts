// Variants for images stored before variants existed (docs/decisions/032-image-variants.md): the
// daily upkeep and `npm run images:backfill` each take the uploads still without them, a batch at
// a time. Each image is finished (objects, then its row) before the next starts, so a run cut
// short loses nothing, and a second run finds only what the first left.
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { DomainError } from "~/lib/refusals";
import { uploads } from "../db/schema";
import { fromR2, storeUpload, type ImageKind, type MediaStore } from "./uploads";

/** Images a run makes variants for at most: each is about 20 R2 writes and 10 encodes. */
export const BACKFILL_BATCH = 25;

export type BackfillResult = { made: number; refused: number; missing: number; left: boolean };

// Written as the partial index's own condition (literals, not parameters), so SQLite uses it.
const waitsForVariants = sql`${uploads.variants} IS NULL AND ${uploads.kind} NOT IN ('logo', 'subtitle')`;

/** How many images still wait for their variants. */
export async function countWaitingForVariants(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(uploads).where(waitsForVariants);
  return row?.total ?? 0;
}

export async function backfillVariants(store: MediaStore, limit = BACKFILL_BATCH): Promise<BackfillResult> {
  const waiting = await store.db
    .select({ key: uploads.key, kind: uploads.kind, filename: uploads.filename })
    .from(uploads)
    .where(waitsForVariants)
    .limit(limit + 1);
  const result: BackfillResult = { made: 0, refused: 0, missing: 0, left: waiting.length > limit };
  for (const upload of waiting.slice(0, limit)) {
    const object = await fromR2(store.bucket.get(upload.key));
    if (!object) {
      // Its row without its object: the sweep's to judge; marked so the backfill passes it by.
      await markWithoutVariants(store, upload.key);
      result.missing += 1;
      continue;
    }
    const bytes = new Uint8Array(await object.arrayBuffer());
    try {
      await storeUpload(store, upload.kind as ImageKind, bytes, upload.filename);
      result.made += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Taken before today's checks (an animated cover, a giant): shown as it is, its variant
      // addresses answered by the original (serveUpload), and not tried again.
      console.warn("images: no variants for", upload.key, error.message);
      await markWithoutVariants(store, upload.key);
      result.refused += 1;
    }
  }
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

const markWithoutVariants = (store: MediaStore, key: string) =>
  store.db
    .update(uploads)
    .set({ variants: [] })
    .where(and(isNull(uploads.variants), eq(uploads.key, key)));
