// A year on a viewer's clocks: where it starts and ends, and each instant's reading there, found
// from the zone's few offset changes in the year (@date-fns/tz), not one Intl call an episode.
import { tzOffset, tzScan } from "@date-fns/tz";
import { zonedTimeToUtc } from "~/lib/dates";

export type LocalTime = { month: number; day: string; weekday: number; hour: number };

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
  /** Month 0-11, the local date, the weekday (0 Monday to 6 Sunday) and the hour. */
  const localTime = (at: number): LocalTime => {
    let offset = changes[0]!.offset;
    for (const change of changes) if (change.from <= at) offset = change.offset;
    const local = new Date(at + offset * 60_000);
    return {
      month: local.getUTCMonth(),
      day: local.toISOString().slice(0, 10),
      weekday: (local.getUTCDay() + 6) % 7,
      hour: local.getUTCHours(),
    };
  };
  return { start: start.toISOString(), end: end.toISOString(), localTime };
}
