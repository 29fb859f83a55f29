import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { adSlots, nowIso } from "~/.server/db/schema";
import type { AdPlacement } from "~/lib/ad-placements";
import { notFound } from "~/.server/errors";
import type { AdWrite } from "./schema";

const adColumns = {
  id: adSlots.id,
  placement: adSlots.placement,
  title: adSlots.title,
  image: adSlots.image,
  link: adSlots.link,
  active: adSlots.active,
  created_at: adSlots.createdAt,
  updated_at: adSlots.updatedAt,
};

export function listAds(db: Database, options: { includeInactive?: boolean } = {}) {
  return db
    .select(adColumns)
    .from(adSlots)
    .where(options.includeInactive ? undefined : eq(adSlots.active, true))
    .orderBy(asc(adSlots.placement), asc(adSlots.id));
}

/** The ad a placement shows: its newest active slot, if any. */
export async function activeAdFor(db: Database, placement: AdPlacement) {
  const [ad] = await db.select(adColumns).from(adSlots).where(and(eq(adSlots.placement, placement), eq(adSlots.active, true))).orderBy(asc(adSlots.id)).limit(1);
  return ad ?? null;
}

const columnsOf = (input: AdWrite) => ({ placement: input.placement, title: input.title, image: input.image ?? null, link: input.link ?? null, active: input.active ?? false });

export async function createAd(db: Database, input: AdWrite) {
  const [created] = await db.insert(adSlots).values(columnsOf(input)).returning(adColumns);
  return created!;
}

export async function updateAd(db: Database, id: number, input: AdWrite) {
  const [updated] = await db.update(adSlots).set({ ...columnsOf(input), updatedAt: nowIso }).where(eq(adSlots.id, id)).returning(adColumns);
  if (!updated) throw notFound("Ad");
  return updated;
}

export async function deleteAd(db: Database, id: number) {
  const deleted = await db.delete(adSlots).where(eq(adSlots.id, id)).returning({ id: adSlots.id });
  if (deleted.length === 0) throw notFound("Ad");
}
