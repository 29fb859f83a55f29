/** "18:00", or "Tue 01:30" when the instant falls on another day in `zone` than `siteDate`. */
export function clockIn(at: string, zone: string, siteDate?: string): string {
  const instant = new Date(at);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  if (!siteDate) return time;
  const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  return localDate === siteDate
    ? time
    : `${new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "short" }).format(instant)} ${time}`;
}

/** "Wed 25 Nov, 18:00" in `zone`. */
export const dateTimeIn = (at: string, zone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(at));

/** "in 2 d 3 h", "in 45 min", or "now" for a moment already reached. */
export function countdown(at: string, now: number): string {
  const minutes = Math.ceil((Date.parse(at) - now) / 60_000);
  if (minutes <= 0) return "now";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `in ${days} d ${hours} h`;
  if (hours > 0) return `in ${hours} h ${minutes % 60} min`;
  return `in ${minutes} min`;
}
