import { TZDate } from "@date-fns/tz";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in an IANA time zone: the site's "today" follows SITE_TIMEZONE (Intl's own formatting, kept per zone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dateFormats.get(timeZone);
  if (!format)
    dateFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(now);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) and time (HH:MM) an instant reads on a zone's clocks. */
export function zonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  let format = clockFormats.get(timeZone);
  if (!format)
    clockFormats.set(
      timeZone,
      (format = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })),
    );
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The instant at which a zone's clocks read `date` `time` (YYYY-MM-DD, HH:MM), by @date-fns/tz
 * (the zone rules are the runtime's own, through Intl). A reading that a spring-forward skips
 * lands just after the gap; one that a fall-back repeats is one of its two instants.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    // Each one asks Intl for the zone's offset several times: the home page's schedule worked out
    // the same airings on every render. The answers never change, so an isolate keeps the recent ones.
    if (instants.size >= KEPT_INSTANTS) instants.clear();
    instants.set(key, (instant = new TZDate(year, month - 1, day, hour, minute, timeZone).getTime()));
  }
  return new Date(instant);
}

const KEPT_INSTANTS = 2_000;
const instants = new Map<string, number>();
