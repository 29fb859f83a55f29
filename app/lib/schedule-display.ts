// How a schedule entry is titled and linked on the home page (visitor spec, schedule panel).
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

type EntryNames = { series_id: number | null; series_title: string | null; series_slug: string | null; title: string | null };

export function scheduleTitle(entry: EntryNames): { text: string; href: string | null } {
  const title = (entry.series_title ?? entry.title)?.trim();
  if (title && entry.series_id && entry.series_slug) return { text: title, href: `/${entry.series_slug}` };
  if (title) return { text: title, href: null };
  if (entry.series_id) return { text: m.home_schedule_unknown_series(), href: `/series/${entry.series_id}` };
  return { text: m.home_schedule_no_title(), href: null };
}

// Made once: building an Intl formatter costs far more than using one (14 days × 2 labels a page).
// And only when first used: the first formatter a browser builds loads its locale data (about 50 ms
// on a phone), which a page that only links here (the home page's chunk is shared) must not pay.
// One pair per language, in the page's language (English as en-GB writes it).
const formats = new Map<string, { weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/** "Sun 22 Nov" for a YYYY-MM-DD date, in the page's language. */
export function dayLabel(date: string): { weekday: string; day: string } {
  const locale = getLocale();
  let format = formats.get(locale);
  if (!format) {
    const tag = locale === "en" ? "en-GB" : locale;
    format = {
      weekday: new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" }),
      day: new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" }),
    };
    formats.set(locale, format);
  }
  const when = new Date(`${date}T12:00:00Z`);
  return { weekday: format.weekday.format(when), day: format.day.format(when) };
}
