// The viewer's clock, read with Date's local getters: the browser's own zone is the viewer's. No
// Intl.DateTimeFormat for English, on purpose: the first one a page builds loads the locale data,
// about 50 ms of main thread on a phone, which the home page's schedule would pay on every load.
// Other languages name weekdays and months their own way, which only Intl knows (decision 046).
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { dateFormat } from "~/lib/intl-formats";

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
// As en-GB writes them, like the site's own dates (app/lib/schedule-display.ts).
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const twoDigits = (value: number) => String(value).padStart(2, "0");
const clock = (instant: Date) => `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`;
const localDate = (instant: Date) => `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;

type Temporal = { Now: { timeZoneId(): string } };

/** The IANA name of the viewer's zone; Temporal answers at no cost where the browser has it. */
export function viewerTimeZone(): string {
  const temporal = (globalThis as { Temporal?: Temporal }).Temporal;
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "18:00" in the viewer's zone, or "Tue 01:30" when that is another day than `siteDate`. */
export function clockIn(at: string, siteDate?: string): string {
  const instant = new Date(at);
  if (!siteDate || localDate(instant) === siteDate) return clock(instant);
  const locale = getLocale();
  const weekday = locale === "en" ? weekdays[instant.getDay()] : dateFormat(locale, { weekday: "short" }).format(instant);
  return `${weekday} ${clock(instant)}`;
}

/** "Wed 25 Nov, 18:00" in the viewer's zone (in other languages, as Intl writes it). */
export const dateTimeIn = (at: string) => {
  const instant = new Date(at);
  const locale = getLocale();
  if (locale !== "en") {
    const shape = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" } as const;
    return dateFormat(locale, shape).format(instant);
  }
  return `${weekdays[instant.getDay()]} ${instant.getDate()} ${months[instant.getMonth()]}, ${clock(instant)}`;
};

/** "in 2 d 3 h", "in 45 min", or "now" for a moment already reached. */
export function countdown(at: string, now: number): string {
  const minutes = Math.ceil((Date.parse(at) - now) / 60_000);
  if (minutes <= 0) return m.episode_countdown_now();
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return m.episode_countdown_days({ days, hours });
  if (hours > 0) return m.episode_countdown_hours({ hours, minutes: minutes % 60 });
  return m.episode_countdown_minutes({ minutes });
}
