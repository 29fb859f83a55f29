import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { adSlots, nowIso } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { adColumns } from "./queries.server";
import type { AdWrite } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The ad slot writes as the audit log names them. */
export const adAudit = auditNames("ads", "create", "update", "delete", "upload");

const columnsOf = (input: AdWrite) => ({
  placement: input.placement,
  title: input.title,
  image: input.image ?? null,
  link: input.link ?? null,
  active: input.active ?? false,
});

export async function createAd(app: AppContext, input: AdWrite) {
  const [created] = await app.db.insert(adSlots).values(columnsOf(input)).returning(adColumns);
  return created!;
}

export async function updateAd(app: AppContext, id: number, input: AdWrite) {
  const [updated] = await app.db
    .update(adSlots)
    .set({ ...columnsOf(input), updatedAt: nowIso })
    .where(eq(adSlots.id, id))
    .returning(adColumns);
  if (!updated) throw notFound("Ad");
  return updated;
}

export async function deleteAd(app: AppContext, id: number) {
  const deleted = await app.db.delete(adSlots).where(eq(adSlots.id, id)).returning({ id: adSlots.id });
  if (deleted.length === 0) throw notFound("Ad");
}
