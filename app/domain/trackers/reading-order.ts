// The Trackers page puts the reader's own tracker first: Bangumi for Chinese readers, Shikimori
// for Russian ones; elsewhere AniList and MyAnimeList lead, as the list of services has them.
import type { Locale } from "~/i18n/locales";
import type { TrackerProvider } from "./tracker";

const FIRST_FOR: Partial<Record<Locale, TrackerProvider>> = { "zh-Hans": "bangumi", "zh-Hant": "bangumi", ru: "shikimori" };

/** The trackers with the reader's own first, the rest in their usual order. */
export function inReadingOrder<T extends { provider: TrackerProvider }>(trackers: T[], locale: Locale): T[] {
  const first = FIRST_FOR[locale];
  return [...trackers.filter((tracker) => tracker.provider === first), ...trackers.filter((tracker) => tracker.provider !== first)];
}
