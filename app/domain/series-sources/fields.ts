// How a source's words become the site's: the synopsis as plain text, titles with their
// languages, and the type, status, season and genre vocabularies. Pure, for every source.
import { type AltTitle, MAX_ALT_TITLES, SERIES_TITLE_MAX } from "~/lib/alt-titles";
import { type RelationKind, relationKinds } from "~/lib/vocabulary/series-relations";
import { SYNOPSIS_MAX } from "~/lib/translated-synopses";
import {
  type genreNames,
  type SeriesRating,
  seriesRatings,
  type seriesSeasons,
  type seriesStatuses,
  type seriesTypes,
} from "~/lib/vocabulary/series";

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
 * and either's "(Source: …)" line gone, entities read, Bangumi's CRLF breaks as lines, paragraphs
 * kept, clipped to what the site takes.
 */
export function plainSynopsis(text: string | null | undefined): string {
  const plain = textOfMarkup(text ?? "")
    .replace(/\r\n?/g, "\n")
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

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The country of a native title by its script, where the source names none (MyAnimeList,
 * Bangumi): Hangul is Korean, kana Japanese. Han characters alone are Chinese when Bangumi gives
 * the same title as its Chinese name (`chinese`), as it does for a donghua; else they are taken as
 * Japanese, as on MyAnimeList most are (the admin checks the preview; AniList's country decides
 * where both are known).
 */
export function countryOfTitle(native: string, chinese?: string | null): string {
  if (HANGUL.test(native)) return "KR";
  if (KANA.test(native)) return "JP";
  if (chinese?.trim() === native.trim() && /\p{Script=Han}/u.test(native)) return "CN";
  return "JP";
}

/**
 * The language of a title its source names none for (Bangumi's aliases), where its script says:
 * kana is Japanese, Hangul Korean. Latin letters (English or romaji) and Han characters alone
 * (Chinese or Japanese) could be either, so they are `und`: listed and searched, never taken as a
 * page language's title.
 */
export const languageOfScript = (title: string) => (KANA.test(title) ? "ja" : HANGUL.test(title) ? "ko" : "und");

/**
 * The main title (English where there is one, else the romanised title, else the Chinese one
 * (Bangumi's), else the native one) and every other title with its language, each once: the
 * source's `others` (aliases) last, and no more and no longer than a series keeps.
 */
export function titlesOf(
  titles: { english?: string | null; romaji?: string | null; native?: string | null; chinese?: string | null },
  country: string | null,
  others: AltTitle[] = [],
) {
  const languages = NATIVE_LANGUAGES[country ?? ""] ?? NATIVE_LANGUAGES.JP!;
  const [english, romaji, native, chinese] = [titles.english, titles.romaji, titles.native, titles.chinese].map(
    (text) => text?.trim() || null,
  );
  const title = english ?? romaji ?? chinese ?? native ?? "";
  const named: AltTitle[] = [
    ...(native ? [{ lang: languages.native, title: native }] : []),
    ...(chinese ? [{ lang: "zh-Hans", title: chinese }] : []),
    ...(romaji ? [{ lang: languages.romanised, title: romaji }] : []),
    ...(english ? [{ lang: "en", title: english }] : []),
    ...others.map((alt) => ({ lang: alt.lang, title: alt.title.trim() })),
  ];
  const seen = new Set([title]);
  const altTitles = named
    .filter((alt) => alt.title && alt.title.length <= SERIES_TITLE_MAX && !seen.has(alt.title) && seen.add(alt.title))
    .slice(0, MAX_ALT_TITLES);
  return { title, alt_titles: altTitles };
}

type SiteType = (typeof seriesTypes)[number];
type SiteStatus = (typeof seriesStatuses)[number];
type SiteSeason = (typeof seriesSeasons)[number];

/**
 * The sources' formats as the site's types: AniList's in capitals, MyAnimeList's media_type in
 * lower case, Bangumi's platform (`TV`, `WEB`, `OVA`, `剧场版`: a film).
 */
const TYPES: Record<string, SiteType> = {
  TV: "TV",
  TV_SHORT: "TV",
  WEB: "ONA",
  MOVIE: "Movie",
  剧场版: "Movie",
  SPECIAL: "Special",
  TV_SPECIAL: "Special",
  OVA: "OVA",
  ONA: "ONA",
  MUSIC: "Music",
};
export const siteType = (format: string | null | undefined): SiteType | null => TYPES[(format ?? "").toUpperCase()] ?? null;

/** MyAnimeList's rating word (`pg_13`, and `r+` for R+) as the site's; null for one it does not know. */
export const siteRating = (word: string | null | undefined): SeriesRating | null =>
  seriesRatings.find((rating) => rating === (word ?? "").replace("+", "_plus")) ?? null;

/** An adult flag (AniList's `isAdult`, Bangumi's `nsfw`): adult is Rx; otherwise the source does not say. */
export const ratingOfAdultFlag = (adult: boolean | null | undefined): SeriesRating | null => (adult ? "rx" : null);

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

/** The site's season of each month, January first, as AniList counts them: December to February is winter. */
const MONTH_SEASONS: SiteSeason[] = [
  "Winter",
  "Winter",
  "Spring",
  "Spring",
  "Spring",
  "Summer",
  "Summer",
  "Summer",
  "Fall",
  "Fall",
  "Fall",
  "Winter",
];

/**
 * The season and year a series began in by its first air date (`YYYY-MM-DD`), where the source
 * names no season (Bangumi): as AniList counts them, so the same series reads the same from
 * either, a December start in the next year's winter.
 */
export function seasonOfDate(date: string | null | undefined): { season: SiteSeason | null; year: number | null } {
  const [, year, month] = /^(\d{4})-(\d{2})/.exec(date ?? "") ?? [];
  const season = MONTH_SEASONS[Number(month) - 1];
  if (!year || !season) return { season: null, year: year ? Number(year) : null };
  return { season, year: Number(year) + (month === "12" ? 1 : 0) };
}

type SiteGenre = (typeof genreNames)[number];

/**
 * The words Bangumi's readers tag a series with that name one of the site's genres, as its
 * Chinese pages call them. The rest of its tags (a month, a studio, "TV", "漫画改") are not genres.
 */
const GENRE_TAGS: Record<string, SiteGenre> = {
  动作: "Action",
  冒险: "Adventure",
  搞笑: "Comedy",
  喜剧: "Comedy",
  恋爱: "Romance",
  奇幻: "Fantasy",
  科幻: "Sci-fi",
  剧情: "Drama",
  悬疑: "Mystery",
  推理: "Mystery",
  超自然: "Supernatural",
  灵异: "Supernatural",
  恐怖: "Horror",
  历史: "Historical",
  日常: "Slice of Life",
  运动: "Sports",
  音乐: "Music",
};

/** The site's genres a source's tags name, each once, in the tags' order. */
export const genresOfTags = (tags: string[]) => [...new Set(tags.flatMap((tag) => GENRE_TAGS[tag.trim()] ?? []))];

/** At most this many tags, each as long as the site takes (app/domain/series/schema.ts). */
export const tagsWithin = (tags: string[]) =>
  [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= 50))].slice(0, 30);

/**
 * MyAnimeList's relation words that are not AniList's (`parent_story`, `alternative_version`), as
 * the site's; AniList's are the site's in capitals. Adaptations, characters and "other" relate
 * nothing a viewer watches in order.
 */
const RELATION_WORDS: Record<string, RelationKind> = {
  parent_story: "parent",
  alternative_version: "alternative",
  alternative_setting: "alternative",
};

/** A source's relations (`[word, id at the source]`) the site names, each related series once. */
export function relationsIn(relations: [string | null, number][]): { kind: RelationKind; id: number }[] {
  const named = new Map<number, RelationKind>();
  for (const [word, id] of relations) {
    const lower = (word ?? "").toLowerCase();
    const kind = RELATION_WORDS[lower] ?? relationKinds.find((known) => known === lower);
    if (kind && !named.has(id)) named.set(id, kind);
  }
  return [...named].map(([id, kind]) => ({ kind, id }));
}
