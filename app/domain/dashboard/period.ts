import { addDays } from "~/lib/dates";

/** How many days the dashboard's charts cover (shared by its query and its page). */
export const CHART_DAYS = 30;

/** Every day of [from, from + days), zero where nothing was counted, so a chart's axis is time. */
export function everyDay(from: string, days: number, rows: { day: string; value: number }[]) {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return Array.from({ length: days }, (_, index) => addDays(from, index)).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}
