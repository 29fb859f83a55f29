// Real anime titles for the tests, from bangumi-data (CC BY 4.0, https://github.com/bangumi-data/bangumi-data),
// installed from npm as a dev dependency: Japanese and Chinese native titles with their Chinese
// and English translations, as the field writes them. Nothing here is made up but the description.
import bangumi from "bangumi-data";

/** One title as bangumi-data writes it (the fields the tests read). */
export type BangumiItem = {
  title: string;
  titleTranslate?: Record<string, string[]>;
  type: string;
  begin: string;
  end: string;
  lang: string;
  sites: { site: string; id?: string }[];
};

const TYPES: Record<string, string> = { tv: "TV", web: "ONA", movie: "Movie", ova: "OVA" };

export type RealSeriesRow = {
  title: string;
  alt_titles: { lang: string; title: string }[];
  description: string;
  type: string;
  year: number | null;
};

const items = (bangumi as unknown as { items: BangumiItem[] }).items;

/** Every title of the dataset: 8,483 as installed (2026-11). */
export const REAL_TITLE_COUNT = items.length;

/** The language of each of the `count` most recent titles, in the order realSeriesRows gives them: "zh-Hans" is a donghua. */
export const realTitleLanguages = (count: number) => items.slice(-count).map((item) => item.lang);

/** The `count` most recent titles of the dataset as series import rows, newest last. */
export function realSeriesRows(count: number): RealSeriesRow[] {
  return items.slice(-count).map(seriesRowOf);
}

const seriesRowOf = (item: BangumiItem): RealSeriesRow => ({
  title: item.title,
  alt_titles: Object.entries(item.titleTranslate ?? {}).flatMap(([lang, titles]) => titles.map((title) => ({ lang, title }))),
  description: `First aired ${item.begin.slice(0, 10)}.`,
  type: TYPES[item.type] ?? "TV",
  year: Number(item.begin.slice(0, 4)) || null,
});

const siteId = (item: BangumiItem, site: string) => Number(item.sites.find((entry) => entry.site === site)?.id) || null;
export type RealSeriesWithIds = RealSeriesRow & { mal_id: number; anilist_id: number; bangumi_id: number };

/**
 * The `count` most recent titles that name their MyAnimeList, AniList and Bangumi entries, with
 * those ids (each id once: a title sharing one with an earlier title is left out), newest last.
 */
export function realSeriesWithIds(count: number): RealSeriesWithIds[] {
  const seen = new Set<string>();
  const found: RealSeriesWithIds[] = [];
  for (const item of [...items].reverse()) {
    const ids = { mal_id: siteId(item, "mal"), anilist_id: siteId(item, "aniList"), bangumi_id: siteId(item, "bangumi") };
    const keys = Object.entries(ids).map(([field, id]) => `${field} ${id}`);
    if (!ids.mal_id || !ids.anilist_id || !ids.bangumi_id || keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    found.unshift({ ...seriesRowOf(item), ...(ids as RealSeriesWithIds) });
    if (found.length === count) break;
  }
  return found;
}
