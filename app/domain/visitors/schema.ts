import { z } from "zod";
import { fromDigits, optionalDate, optionalText, pageFields } from "~/lib/schema-fields";

/** GET /api/visitors and the Visitor Records tab. */
export const VisitorsQuery = z.object({
  date: optionalDate("date"),
  referrer: optionalText("referrer", 500),
  how_came: optionalText("how_came", 200),
  ...pageFields(100),
});
export type VisitorsFilter = z.infer<typeof VisitorsQuery>;

/** How long raw visit rows are kept (Visitor Records screen). */
export const VisitRetentionInput = z.object({
  days: z.preprocess(
    fromDigits,
    z
      .number({ error: "Days must be a whole number" })
      .int("Days must be a whole number")
      .min(7, "Keep visits at least 7 days")
      .max(3650, "Keep visits at most 3650 days"),
  ),
});

/** GET /api/visitors/watch-stats and the Watch Analytics tab. */
export const WatchStatsQuery = z.object({ from: optionalDate("from"), to: optionalDate("to") });
export type WatchStatsFilter = z.infer<typeof WatchStatsQuery>;

/** POST /api/visitors/log: no body needed; a page may say which path and referrer it had. */
export const VisitLogInput = z.object({ path: optionalText("path", 500), referrer: optionalText("referrer", 1000) });
