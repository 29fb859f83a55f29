const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in an IANA time zone: the site's "today" follows SITE_TIMEZONE. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dateFormats.get(timeZone);
  if (!format) dateFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(now);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
