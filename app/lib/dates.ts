const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in an IANA time zone: the site's "today" follows SITE_TIMEZONE. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dateFormats.get(timeZone);
  if (!format)
    dateFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(now);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a time zone, as if that reading were UTC (ms). */
function wallClockMs(instant: number, timeZone: string): number {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((item) => [item.type, Number(item.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/**
 * The instant at which a zone's clocks read `date` `time` (YYYY-MM-DD, HH:MM). The zone's offset
 * is taken at the first guess and checked once more, which settles the days clocks change; a
 * reading that a spring-forward skips lands just after the gap.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wanted - (wallClockMs(wanted, timeZone) - wanted);
  instant += wanted - wallClockMs(instant, timeZone);
  return new Date(instant);
}
