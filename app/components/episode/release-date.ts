import { getLocale } from "~/paraglide/runtime";

/**
 * An episode's release date (stored as YYYY-MM-DD) as a page shows it: English pages show it as
 * stored, other languages in their own way. Read at UTC, so the server's and the browser's agree.
 */
export function releaseDateText(date: string): string {
  const locale = getLocale();
  if (locale === "en" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
