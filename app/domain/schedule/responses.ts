// What the schedule routes answer (queries.server.ts, commands.server.ts, runs.server.ts).
import { z } from "zod";
import { altTitlesAnswer, clockTime, isoDay, maybeText, rowId } from "~/lib/response-fields";
import { WEEKDAYS } from "./schema";

const episodeNumber = z.number().int().nullable();

export const ScheduleEntry = z
  .object({
    id: rowId,
    series_id: rowId.nullable(),
    series_title: maybeText,
    series_alt_titles: altTitlesAnswer.nullable(),
    series_slug: maybeText,
    title: maybeText,
    air_date: isoDay,
    air_time: clockTime,
    episode_number: episodeNumber,
    run_id: rowId.nullable().meta({ description: "The weekly run that made the entry, if any" }),
  })
  .meta({ id: "ScheduleEntry" });

/** GET /api/schedule?series_id=: when each of a series' episodes airs. */
export const SeriesAiring = z.object({ episode: episodeNumber, air_date: isoDay, air_time: clockTime }).meta({ id: "SeriesAiring" });

const runFields = {
  id: rowId,
  series_id: rowId.nullable(),
  series_title: maybeText,
  title: maybeText,
  weekday: z.enum(WEEKDAYS),
  first_date: isoDay,
  last_date: isoDay,
  air_time: clockTime,
  first_episode: episodeNumber,
  weeks: z.number().int(),
};

export const ScheduleRun = z.object(runFields).meta({ id: "ScheduleRun" });

export const ScheduleRunDetail = z
  .object({
    ...runFields,
    entries: z.array(z.object({ id: rowId, air_date: isoDay, air_time: clockTime, episode_number: episodeNumber, title: maybeText })),
  })
  .meta({ id: "ScheduleRunDetail", description: "A weekly run with its entries, by date" });
