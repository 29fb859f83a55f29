// How a schedule entry is titled and linked on the home page (visitor spec, schedule panel).
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { dateFormat } from "./intl-formats";

type EntryNames = { series_id: number | null; series_title: string | null; series_slug: string | null; title: string | null };

/** An entry's words and link; `seriesTitle` is the title the page shows for its series (useSeriesTitle's), when it has one. */
export function scheduleTitle(entry: EntryNames, seriesTitle: string | null = entry.series_title): { text: string; href: string | null } {
  const title = (seriesTitle ?? entry.title)?.trim();
  if (title && entry.series_id && entry.series_slug) return { text: title, href: `/${entry.series_slug}` };
  if (title) return { text: title, href: null };
  if (entry.series_id) return { text: m.home_schedule_unknown_series(), href: `/series/${entry.series_id}` };
  return { text: m.home_schedule_no_title(), href: null };
}

/** "Sun 22 Nov" for a YYYY-MM-DD date, in the page's language (English as en-GB writes it). */
export function dayLabel(date: string): { weekday: string; day: string } {
  const locale = getLocale();
  const tag = locale === "en" ? "en-GB" : locale;
  const when = new Date(`${date}T12:00:00Z`);
  return {
    weekday: dateFormat(tag, { weekday: "short", timeZone: "UTC" }).format(when),
    day: dateFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" }).format(when),
  };
}
