import { z } from "zod";
import { dateField, optionalInt, optionalText, pageFields, requiredInt, timeField } from "~/lib/schema-fields";

export const SCHEDULE_DAYS = 14;
export const MAX_RUN_WEEKS = 52;
const MAX_EPISODE = 100_000;
/** Weekdays as the run form and the API name them, Monday first (ISO order). */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const slot = {
  air_time: timeField("Time"),
  series_id: optionalInt("Series", 1, Number.MAX_SAFE_INTEGER),
  title: optionalText("Title", 200),
};

/** POST/PUT /api/schedule and the schedule dialog: date and time required, the rest optional. */
export const ScheduleInput = z.object({
  air_date: dateField("Date"),
  ...slot,
  episode_number: optionalInt("Episode", 1, MAX_EPISODE),
});
export type ScheduleWrite = z.infer<typeof ScheduleInput>;

/** POST/PUT /api/schedule/runs and the weekly run form: "every Saturday at 19:00 from <date>, episodes 5 onward, 12 weeks". */
export const ScheduleRunInput = z
  .object({
    weekday: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z.enum(WEEKDAYS, { error: "Weekday must be a day of the week (monday to sunday)" }),
    ),
    starts_on: dateField("Starting date"),
    ...slot,
    first_episode: optionalInt("First episode", 1, MAX_EPISODE),
    weeks: requiredInt("Weeks", 1, MAX_RUN_WEEKS),
  })
  .refine((run) => run.first_episode == null || run.first_episode + run.weeks - 1 <= MAX_EPISODE, {
    path: ["weeks"],
    message: `The run would go past episode ${MAX_EPISODE}`,
  });
export type ScheduleRunWrite = z.infer<typeof ScheduleRunInput>;

export const RUNS_API_LIMIT = 50;
export const ScheduleRunQuery = z.object({
  ...pageFields(RUNS_API_LIMIT),
});

export const ScheduleQuery = z.object({ series_id: optionalInt("series_id", 1, Number.MAX_SAFE_INTEGER) });
