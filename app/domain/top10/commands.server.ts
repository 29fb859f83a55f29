import { eq, inArray } from "drizzle-orm";
import { invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { DomainError } from "~/lib/refusals";
import { series, top10Entries } from "~/.server/db/schema";
import { top10CacheKey } from "./cache-keys";
import { readTop10, type Top10Entry } from "./queries.server";
import { top10SlotError, type Top10Save } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** Saving or resetting a Top 10 list, as the audit log names it (the entry's id is the tab). */
export const top10Audit = auditNames("top10", "update");

/** Replaces a period's whole list in one batch; an empty list resets it. */
export async function saveTop10(app: AppContext, input: Top10Save): Promise<Top10Entry[]> {
  const ids = input.list.map((slot) => slot.series_id);
  if (new Set(ids).size !== ids.length) throw new DomainError(400, "Each series can appear only once in a list.");
  if (ids.length > 0) {
    const found = await app.db.select({ id: series.id }).from(series).where(inArray(series.id, ids));
    if (found.length !== ids.length) throw new DomainError(400, top10SlotError);
  }
  const clear = app.db.delete(top10Entries).where(eq(top10Entries.period, input.tab));
  if (input.list.length === 0) await clear;
  else {
    const rows = input.list.map((slot, index) => ({
      period: input.tab,
      rank: index + 1,
      seriesId: slot.series_id,
      rating: Math.round(slot.rating * 10) / 10,
    }));
    await app.db.batch([clear, app.db.insert(top10Entries).values(rows)]);
  }
  await invalidate(app, [top10CacheKey(input.tab)]);
  return readTop10(app, input.tab);
}
