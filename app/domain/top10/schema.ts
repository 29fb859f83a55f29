import { z } from "zod";
import { fromDecimalText, fromDigits } from "~/lib/schema-fields";
import { top10Periods } from "~/lib/vocabulary/top10-periods";

export const TOP10_MAX = 10;
export const TOP10_DEFAULT_RATING = 8;
export const top10SlotError = "All slots must have a valid series selected.";

export const Top10Tab = z.enum(top10Periods, { error: "tab must be weekly, monthly or all" });
export const Top10Query = z.object({ tab: Top10Tab.default("weekly") });

const slot = z.object({
  series_id: z.preprocess(fromDigits, z.number({ error: top10SlotError }).int(top10SlotError).positive(top10SlotError)),
  rating: z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? TOP10_DEFAULT_RATING : fromDecimalText(v)),
    z
      .number({ error: "Rating must be a number from 0 to 10" })
      .min(0, "Rating must be from 0 to 10")
      .max(10, "Rating must be from 0 to 10"),
  ),
});

/** POST /api/top10 and the Top 10 form: the whole list of one period; an empty list resets it. */
export const Top10SaveInput = z.object({
  tab: Top10Tab,
  list: z.array(slot, { error: "list must be a list of slots" }).max(TOP10_MAX, `At most ${TOP10_MAX} slots`),
});
export type Top10Save = z.infer<typeof Top10SaveInput>;

/** The Top 10 form: the API's list, never sent empty (the form's Reset clears a period instead). */
export const Top10FormInput = Top10SaveInput.extend({ list: Top10SaveInput.shape.list.min(1, "Please add at least 1 entry.") });
