// Slugs for titles in any script (docs/decisions/024-titles-in-every-script.md).
import type { AltTitle } from "./alt-titles";

/** The spec's slug rule: lower case, runs of anything but a-z/0-9 become one hyphen, edges trimmed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The same rule for every script: letters and digits of any script stay (width-folded, lower case). */
export function unicodeSlugify(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** A letter of a script other than Latin: such a title keeps its own letters in its slug. */
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/** The slug a title makes: the spec's rule for Latin titles (every existing address stays), else its own letters. */
export const slugOfTitle = (title: string) => (NON_LATIN_LETTER.test(title.normalize("NFKC")) ? unicodeSlugify(title) : slugify(title));

/** A slug an address can stand on: at least three characters, and not digits alone. */
export const isUsableSlug = (slug: string) => [...slug].length >= 3 && /[^\d-]/.test(slug);

/** A slug as written by hand: lower-case letters or digits of any script, single hyphens between. */
export const isWellFormedSlug = (slug: string) => slug === unicodeSlugify(slug) && slug.length > 0;

/** Latin-script alternative titles first (English, romaji): the most readable address after the title's own. */
const byReadability = (a: AltTitle, b: AltTitle) => Number(NON_LATIN_LETTER.test(a.title)) - Number(NON_LATIN_LETTER.test(b.title));

/**
 * The slug a series makes from its titles: its main title's, or when that is too short or only
 * digits ("86", "全修"), the first usable one of its alternative titles (Latin ones first), or the
 * main title's own after "series-". Empty only when no title holds a letter or digit.
 */
export function slugForTitles(title: string, altTitles: readonly AltTitle[] = []): string {
  const own = slugOfTitle(title);
  if (isUsableSlug(own)) return own;
  for (const alt of [...altTitles].sort(byReadability)) {
    const slug = slugOfTitle(alt.title);
    if (isUsableSlug(slug)) return slug;
  }
  return own ? `series-${own}` : "";
}

/** `slug`, or the first of `slug-2`, `slug-3`, ... that `taken` does not hold. */
export function freeSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n++) if (!taken(`${slug}-${n}`)) return `${slug}-${n}`;
}
