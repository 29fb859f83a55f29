// Which year of a viewer's watching is counted, and on which clocks. One schema for the API's
// query and the page's form.
import { z } from "zod";
import { optionalInt } from "~/lib/schema-fields";
import { isTimeZone } from "./zone";

/** The first year the site counts (before it, nobody watched here). */
export const FIRST_YEAR = 2000;

export const StatsQuery = z.object({
  year: optionalInt("Year", FIRST_YEAR, 2100).meta({ description: "The year counted; this year on the viewer's clocks when left out" }),
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, { error: "Time zone must be an IANA name, such as Asia/Shanghai" })
    .optional()
    .meta({ description: "The viewer's IANA time zone, for months, weekdays and hours; the site's when left out" }),
});
export type StatsQuery = z.infer<typeof StatsQuery>;
