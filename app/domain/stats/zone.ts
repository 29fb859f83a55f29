// A year on a viewer's clocks: where it starts and ends, and each instant's reading there, found
// from the zone's few offset changes in the year (@date-fns/tz), not one Intl call an episode.
import { tzOffset, tzScan } from "@date-fns/tz";
import { zonedTimeToUtc } from "~/lib/dates";

/** An instant on the zone's clocks: the month (0-11), the day (days since 1970-01-01), the weekday (0 Monday) and the hour. */
export type LocalTime = { month: number; day: number; weekday: number; hour: number };

const DAY_MS = 86_400_000;

/** Whether the runtime knows the zone by this IANA name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The year's bounds as instants, and a reader of any instant in it as the zone's clocks show it. */
export function yearIn(year: number, timeZone: string) {
  const start = zonedTimeToUtc(`${year}-01-01`, "00:00", timeZone);
  const end = zonedTimeToUtc(`${year + 1}-01-01`, "00:00", timeZone);
  const changes = [
    { from: start.getTime(), offset: tzOffset(timeZone, start) },
    ...tzScan(timeZone, { start, end }).map((change) => ({ from: change.date.getTime(), offset: change.offset })),
  ];
  // Each month's first day, on the zone's clocks, as a day number: a month is found by counting them.
  const monthStarts = Array.from({ length: 12 }, (_, month) => Date.UTC(year, month, 1) / DAY_MS);
  // Arithmetic alone: a year of a heavy viewer's episodes is read on every view (decision 076).
  const localTime = (at: number): LocalTime => {
    let offset = changes[0]!.offset;
    for (const change of changes) if (change.from <= at) offset = change.offset;
    const local = at + offset * 60_000;
    const day = Math.floor(local / DAY_MS);
    let month = 11;
    while (month > 0 && monthStarts[month]! > day) month -= 1;
    // 1 January 1970 was a Thursday: weekday 3, Monday first.
    return { month, day, weekday: (day + 3) % 7, hour: Math.floor((local - day * DAY_MS) / 3_600_000) };
  };
  return { start: start.toISOString(), end: end.toISOString(), localTime };
}
