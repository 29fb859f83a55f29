// How a source's words become the site's: the synopsis as plain text, titles with their
// languages, and the type, status and season vocabularies. Pure, for both sources.
import type { AltTitle } from "~/lib/alt-titles";
import { SYNOPSIS_MAX } from "~/lib/translated-synopses";
import type { seriesSeasons, seriesStatuses, seriesTypes } from "~/lib/vocabulary/series";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
};

/** Each entity read once (`&lt;` → `<`, `&#39;` → `'`); one the site does not know stays as written. */
const withEntitiesRead = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** Breaks as lines, and every tag and comment gone, one left open at the end of the text too. */
const withoutTags = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<\/?[a-z][^>]*(?:>|$)/gi, "");

/**
 * The text a source's markup shows. Entities are read before tags go, and again until nothing
 * changes, so an encoded tag (`&lt;img onerror=…&gt;`, or encoded twice) is dropped as a tag,
 * never left as markup in what the API promises is plain text. Each pass that changes the text
 * shortens it, so the loop ends.
 */
function textOfMarkup(markup: string): string {
  for (let text = markup; ; ) {
    const next = withoutTags(withEntitiesRead(text));
    if (next === text) return text;
    text = next;
  }
}

/**
 * A synopsis as plain text: AniList's `<br>` and `<i>`, MyAnimeList's "[Written by MAL Rewrite]"
 * and either's "(Source: …)" line gone, entities read, paragraphs kept, clipped to what the site takes.
 */
export function plainSynopsis(text: string | null | undefined): string {
  const plain = textOfMarkup(text ?? "")
    .replace(/\[Written by MAL Rewrite\]/gi, "")
    .replace(/^\s*[([]\s*Source:[^)\]\n]*[)\]]\s*$/gim, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return plain.length <= SYNOPSIS_MAX ? plain : `${plain.slice(0, SYNOPSIS_MAX - 1).trimEnd()}…`;
}

/** The language of a native title by the country a series comes from (AniList's countryOfOrigin). */
const NATIVE_LANGUAGES: Record<string, { native: string; romanised: string }> = {
  JP: { native: "ja", romanised: "ja-Latn" },
  CN: { native: "zh-Hans", romanised: "zh-Latn" },
  TW: { native: "zh-Hant", romanised: "zh-Latn" },
  KR: { native: "ko", romanised: "ko-Latn" },
};

/**
 * The language of a native title by its script, where the source names no country (MyAnimeList):
 * Hangul is Korean, kana Japanese; Han characters alone are taken as Japanese, as on MyAnimeList
 * most are (the admin checks the preview; AniList's country decides where both are known).
 */
export function countryOfTitle(native: string): string {
  if (/\p{Script=Hangul}/u.test(native)) return "KR";
  return "JP";
}

/**
 * The main title (English where there is one, else the romanised title) and every other title
 * with its language, each once.
 */
export function titlesOf(titles: { english?: string | null; romaji?: string | null; native?: string | null }, country: string | null) {
  const languages = NATIVE_LANGUAGES[country ?? ""] ?? NATIVE_LANGUAGES.JP!;
  const english = titles.english?.trim() || null;
  const romaji = titles.romaji?.trim() || null;
  const native = titles.native?.trim() || null;
  const title = english ?? romaji ?? native ?? "";
  const others: AltTitle[] = [
    ...(native ? [{ lang: languages.native, title: native }] : []),
    ...(romaji ? [{ lang: languages.romanised, title: romaji }] : []),
    ...(english ? [{ lang: "en", title: english }] : []),
  ];
  const seen = new Set([title]);
  const altTitles = others.filter((alt) => !seen.has(alt.title) && seen.add(alt.title));
  return { title, alt_titles: altTitles };
}

type SiteType = (typeof seriesTypes)[number];
type SiteStatus = (typeof seriesStatuses)[number];
type SiteSeason = (typeof seriesSeasons)[number];

/** Both sources' formats (AniList's in capitals, MyAnimeList's media_type in lower case) as the site's types. */
const TYPES: Record<string, SiteType> = {
  TV: "TV",
  TV_SHORT: "TV",
  MOVIE: "Movie",
  SPECIAL: "Special",
  TV_SPECIAL: "Special",
  OVA: "OVA",
  ONA: "ONA",
  MUSIC: "Music",
};
export const siteType = (format: string | null | undefined): SiteType | null => TYPES[(format ?? "").toUpperCase()] ?? null;

/** Both sources' statuses as the site's; a cancelled series has no status the site names (the admin picks). */
const STATUSES: Record<string, SiteStatus> = {
  FINISHED: "Completed",
  FINISHED_AIRING: "Completed",
  RELEASING: "Ongoing",
  CURRENTLY_AIRING: "Ongoing",
  NOT_YET_RELEASED: "Upcoming",
  NOT_YET_AIRED: "Upcoming",
  HIATUS: "Hiatus",
};
export const siteStatus = (status: string | null | undefined): SiteStatus | null => STATUSES[(status ?? "").toUpperCase()] ?? null;

const SEASONS: Record<string, SiteSeason> = { WINTER: "Winter", SPRING: "Spring", SUMMER: "Summer", FALL: "Fall" };
export const siteSeason = (season: string | null | undefined): SiteSeason | null => SEASONS[(season ?? "").toUpperCase()] ?? null;

/** At most this many tags, each as long as the site takes (app/domain/series/schema.ts). */
export const tagsWithin = (tags: string[]) =>
  [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= 50))].slice(0, 30);
