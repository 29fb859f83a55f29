// The visitor spec's display rules, in one place for every page.
import { durationSeconds } from "./durations";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { dateFormat, numberFormat } from "./intl-formats";

// "Subtitles or tags containing certain test strings are hidden."
const TEST_STRINGS = /\b(test(ing)?|asdf+|qwerty|lorem ipsum|dummy|placeholder|xxx+)\b/i;

export const isTestString = (text: string) => TEST_STRINGS.test(text);

export const seriesTitle = (title: string | null | undefined, fallback: string = m.common_untitled_series()) => title?.trim() || fallback;

/** The card's second line: the subtitle unless it is a test string, else the description. */
export function cardSubtitle(series: { subtitle: string | null; description: string | null }): string {
  const subtitle = series.subtitle?.trim();
  if (subtitle && !isTestString(subtitle)) return subtitle;
  return series.description?.trim() ?? "";
}

/** Only non-empty string tags that are not test strings. */
export function visibleTags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  return tags.filter((tag): tag is string => typeof tag === "string" && tag.trim() !== "" && !isTestString(tag)).map((tag) => tag.trim());
}

/** At most `max` chips, and how many more there are (shown as "+N"). */
export function chipsOf(tags: string[], max = 4): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** A rating with one decimal in the page's language ("8.0", "8,0"), or N/A. */
export function formatRating(rating: number | null | undefined): string {
  if (typeof rating !== "number" || !Number.isFinite(rating)) return m.common_not_available();
  const locale = getLocale();
  if (locale === "en") return rating.toFixed(1);
  // English keeps toFixed's "8.0".
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/**
 * A stored day (an ISO date, or the day of an ISO time, read at UTC so the server's and the
 * browser's agree) as a page shows it: as stored on English pages (2025-01-31), the page's
 * language's own medium date otherwise. A text that is no ISO day is shown as it is.
 */
export function storedDay(iso: string): string {
  const stored = /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0];
  const day = new Date(`${stored}T00:00:00Z`);
  const locale = getLocale();
  if (!stored || Number.isNaN(day.getTime())) return iso;
  if (locale === "en") return stored;
  return dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(day);
}

/** A stored time to the minute in UTC: "2025-01-31 18:05 UTC" in English, the language's own way otherwise. */
export function storedMinute(iso: string): string {
  const time = new Date(iso);
  if (getLocale() === "en" || Number.isNaN(time.getTime())) return `${iso.slice(0, 16).replace("T", " ")} UTC`;
  const minute = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" } as const;
  return dateFormat(getLocale(), { ...minute, timeZone: "UTC", timeZoneName: "short" }).format(time);
}

/** Footer texts are cut at 200 characters followed by "...". */
export function truncate(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const LANGUAGE_BADGES = ["Raw", "Sub", "Dub"] as const;
export const isLanguageBadge = (language: string | null | undefined): language is (typeof LANGUAGE_BADGES)[number] =>
  (LANGUAGE_BADGES as readonly string[]).includes(language ?? "");

type DurationFormatter = { format(duration: { hours: number; minutes: number; seconds: number }): string };
const DurationFormat = (Intl as unknown as { DurationFormat?: new (locale: string, options: object) => DurationFormatter }).DurationFormat;

/**
 * An episode's length as admins wrote it ("1h 48m"), which English shows as written; another
 * language gets it from Intl's duration format ("1 ч 48 мин") where the runtime has one.
 */
export function durationText(text: string): string {
  const locale = getLocale();
  const seconds = locale === "en" ? null : durationSeconds(text);
  if (seconds === null || !DurationFormat) return text;
  const parts = { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
  return new DurationFormat(locale, { style: "short" }).format(parts);
}
