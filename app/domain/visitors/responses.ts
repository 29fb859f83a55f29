import { z } from "zod";
import { isoDay, isoTime, maybeText, rowId } from "~/lib/response-fields";

export const Visit = z
  .object({
    id: rowId,
    visit_time: isoTime,
    ip: maybeText,
    user_agent: maybeText,
    referrer: maybeText,
    path: maybeText,
    how_came: z.string(),
  })
  .meta({ id: "Visit" });

export const WatchStat = z
  .object({ series_id: rowId, title: z.string(), views: z.number().int(), date: isoDay })
  .meta({ id: "WatchStat", description: "Episode views of one series on one day" });
