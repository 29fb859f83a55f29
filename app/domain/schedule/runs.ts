import { addDays } from "~/lib/dates";
import { WEEKDAYS, type Weekday } from "./schema";

/** The weekday of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The first date on or after `from` that falls on `weekday`. */
export function firstWeekdayFrom(from: string, weekday: Weekday): string {
  return addDays(from, (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7);
}

export type RunAiring = { air_date: string; episode_number: number | null };

/** A run's airings: one a week from its first date, the episode number counting up from the first. */
export function runAirings(firstDate: string, weeks: number, firstEpisode: number | null): RunAiring[] {
  return Array.from({ length: weeks }, (_, week) => ({
    air_date: addDays(firstDate, week * 7),
    episode_number: firstEpisode === null ? null : firstEpisode + week,
  }));
}
