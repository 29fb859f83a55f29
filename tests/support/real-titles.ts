// Real anime titles for the tests, from bangumi-data (CC BY 4.0, https://github.com/bangumi-data/bangumi-data),
// installed from npm as a dev dependency: Japanese and Chinese native titles with their Chinese
// and English translations, as the field writes them. Nothing here is made up but the description.
import bangumi from "bangumi-data";

type BangumiItem = { title: string; titleTranslate?: Record<string, string[]>; type: string; begin: string; lang: string };

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
  return items.slice(-count).map((item) => ({
    title: item.title,
    alt_titles: Object.entries(item.titleTranslate ?? {}).flatMap(([lang, titles]) => titles.map((title) => ({ lang, title }))),
    description: `First aired ${item.begin.slice(0, 10)}.`,
    type: TYPES[item.type] ?? "TV",
    year: Number(item.begin.slice(0, 4)) || null,
  }));
}
