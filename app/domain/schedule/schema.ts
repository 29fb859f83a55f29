import { z } from "zod";
import { dateField, optionalInt, optionalText } from "~/lib/schema-fields";

export const SCHEDULE_DAYS = 14;

const time = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z.string({ error: "Time is required" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM (00:00 to 23:59)"),
);

/** POST/PUT /api/schedule and the schedule dialog: date and time required, the rest optional. */
export const ScheduleInput = z.object({
  air_date: dateField("Date"),
  air_time: time,
  series_id: optionalInt("Series", 1, Number.MAX_SAFE_INTEGER),
  episode_number: optionalInt("Episode", 1, 100_000),
  title: optionalText("Title", 200),
});
export type ScheduleWrite = z.infer<typeof ScheduleInput>;

export const ScheduleQuery = z.object({ series_id: optionalInt("series_id", 1, Number.MAX_SAFE_INTEGER) });
