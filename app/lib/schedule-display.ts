// How a schedule entry is titled and linked on the home page (visitor spec, schedule panel).
type EntryNames = { series_id: number | null; series_title: string | null; series_slug: string | null; title: string | null };

export function scheduleTitle(entry: EntryNames): { text: string; href: string | null } {
  const title = (entry.series_title ?? entry.title)?.trim();
  if (title && entry.series_id && entry.series_slug) return { text: title, href: `/${entry.series_slug}` };
  if (title) return { text: title, href: null };
  if (entry.series_id) return { text: "Unknown Series", href: `/series/${entry.series_id}` };
  return { text: "No Title", href: null };
}

// Made once: building an Intl formatter costs far more than using one (14 days × 2 labels a page).
// And only when first used: the first formatter a browser builds loads its locale data (about 50 ms
// on a phone), which a page that only links here (the home page's chunk is shared) must not pay.
let formats: { weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat } | undefined;

/** "Sun 22 Nov" for a YYYY-MM-DD date. */
export function dayLabel(date: string): { weekday: string; day: string } {
  formats ??= {
    weekday: new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" }),
    day: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }),
  };
  const when = new Date(`${date}T12:00:00Z`);
  return { weekday: formats.weekday.format(when), day: formats.day.format(when) };
}
