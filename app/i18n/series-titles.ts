// Which of a series' titles a page shows (decision 046). As the series names it, on an English page,
// is its main title; on a page in another language it is the alternative title tagged with that
// language, when there is one (a shared page, the same for every viewer of its address). A viewer's
// own choice (English, romaji, their own script) picks among the alternative titles instead; it is
// read from their account or cookie, so it only reaches a page rendered for them alone.
import type { AltTitle } from "~/lib/alt-titles";
import type { TitleLanguage } from "~/lib/vocabulary/title-languages";
import { getLocale, type Locale } from "~/paraglide/runtime";

/** The tags an alternative title may carry for each page language, best first. */
const PAGE_LANGUAGE_TAGS: Record<Locale, string[]> = {
  en: [],
  "zh-Hans": ["zh-Hans", "zh-CN", "zh-SG", "zh"],
  "zh-Hant": ["zh-Hant", "zh-TW", "zh-HK", "zh-MO"],
  es: ["es", "es-419", "es-ES"],
  "pt-BR": ["pt-BR", "pt"],
  id: ["id"],
  ar: ["ar"],
  vi: ["vi"],
  ru: ["ru"],
};

const languageOf = (tag: string) => tag.split("-")[0]!.toLowerCase();
const isLatin = (tag: string) => /-latn\b/i.test(tag) || tag.toLowerCase() === "x-jat";
/** The scripts a donghua, anime or aeni is named in at home. */
const NATIVE_LANGUAGES = new Set(["ja", "zh", "ko"]);

function chosen(alts: readonly AltTitle[], choice: TitleLanguage, locale: Locale): AltTitle | undefined {
  switch (choice) {
    case "english":
      return alts.find(({ lang }) => languageOf(lang) === "en");
    case "romaji":
      return alts.find(({ lang }) => isLatin(lang) && languageOf(lang) !== "en");
    case "native":
      return alts.find(({ lang }) => NATIVE_LANGUAGES.has(languageOf(lang)) && !isLatin(lang));
    case "as_named":
      for (const tag of PAGE_LANGUAGE_TAGS[locale]) {
        const found = alts.find(({ lang }) => lang.toLowerCase() === tag.toLowerCase());
        if (found) return found;
      }
      return undefined;
  }
}

/** The title a page shows for a series: its main title unless the choice or the page's language finds another. */
export function seriesTitleFor(title: string, alts: readonly AltTitle[] | null | undefined, choice: TitleLanguage, locale: Locale): string {
  return (alts?.length ? chosen(alts, choice, locale)?.title : undefined) ?? title;
}

/** The title a shared answer in the page's language shows (a feed, a calendar): no viewer's choice reaches it. */
export const seriesTitleInPageLanguage = (title: string, alts: readonly AltTitle[] | null | undefined) =>
  seriesTitleFor(title, alts, "as_named", getLocale());
