import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { adSlots } from "~/.server/db/schema";
import type { AdPlacement } from "~/lib/vocabulary/ad-placements";

/** An ad slot as the API and the admin screen read it (commands.server.ts answers the same). */
export const adColumns = {
  id: adSlots.id,
  placement: adSlots.placement,
  title: adSlots.title,
  image: adSlots.image,
  link: adSlots.link,
  active: adSlots.active,
  created_at: adSlots.createdAt,
  updated_at: adSlots.updatedAt,
};

export function listAds(app: AppContext, options: { includeInactive?: boolean } = {}) {
  return app.db
    .select(adColumns)
    .from(adSlots)
    .where(options.includeInactive ? undefined : eq(adSlots.active, true))
    .orderBy(asc(adSlots.placement), asc(adSlots.id));
}

/** The ad a placement shows: its newest active slot, if any. */
export async function activeAdFor(app: AppContext, placement: AdPlacement) {
  const [ad] = await app.db
    .select(adColumns)
    .from(adSlots)
    .where(and(eq(adSlots.placement, placement), eq(adSlots.active, true)))
    .orderBy(asc(adSlots.id))
    .limit(1);
  return ad ?? null;
}
