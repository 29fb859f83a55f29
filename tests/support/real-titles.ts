// Real anime titles for the tests, from bangumi-data (CC BY 4.0, https://github.com/bangumi-data/bangumi-data),
// installed from npm as a dev dependency: Japanese and Chinese native titles with their Chinese
// and English translations, as the field writes them. Nothing here is made up but the description.
import bangumi from "bangumi-data";

type BangumiItem = { title: string; titleTranslate?: Record<string, string[]>; type: string; begin: string };

const TYPES: Record<string, string> = { tv: "TV", web: "ONA", movie: "Movie", ova: "OVA" };

export type RealSeriesRow = {
  title: string;
  alt_titles: { lang: string; title: string }[];
  description: string;
  type: string;
  year: number | null;
};

/** The `count` most recent titles of the dataset as series import rows, newest last. */
export function realSeriesRows(count: number): RealSeriesRow[] {
  const items = (bangumi as unknown as { items: BangumiItem[] }).items.slice(-count);
  return items.map((item) => ({
    title: item.title,
    alt_titles: Object.entries(item.titleTranslate ?? {}).flatMap(([lang, titles]) => titles.map((title) => ({ lang, title }))),
    description: `First aired ${item.begin.slice(0, 10)}.`,
    type: TYPES[item.type] ?? "TV",
    year: Number(item.begin.slice(0, 4)) || null,
  }));
}
