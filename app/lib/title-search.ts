// Search over every title of a series, in any script (docs/decisions/024-titles-in-every-script.md).
// Each title is folded (NFKC, lower case: full-width Latin and case are one) and cut into every
// pair of neighbouring characters; each pair is one FTS5 token, written as the hex of its UTF-8
// bytes so that any character (CJK, punctuation, a space) makes a plain token. A query of n ≥ 2
// characters is the phrase of its n - 1 pairs: the index finds it anywhere inside any title.

/** Text as search compares it: width- and case-folded. */
export const foldForSearch = (text: string) => text.normalize("NFKC").toLowerCase();

const encoder = new TextEncoder();
const hexOf = (text: string) => Array.from(encoder.encode(text), (byte) => byte.toString(16).toUpperCase().padStart(2, "0")).join("");

/** The pair tokens of one text, in order. */
export function pairTokens(text: string): string[] {
  const chars = [...foldForSearch(text)];
  const tokens: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) tokens.push(hexOf(chars[i]! + chars[i + 1]!));
  return tokens;
}

/** Between two titles: a token no pair makes, so no phrase runs from the end of one title into the next. */
const TITLE_BREAK = "x";

/** The indexed text of a series: the pair tokens of each of its titles, titles kept apart. */
export const searchTermsOf = (titles: readonly string[]) =>
  titles
    .map((title) => pairTokens(title).join(" "))
    .filter(Boolean)
    .join(` ${TITLE_BREAK} `);

/** The indexed text of a series with this main title and these alternative titles. */
export const searchTermsOfSeries = (title: string, altTitles: readonly { title: string }[]) =>
  searchTermsOf([title, ...altTitles.map((alt) => alt.title)]);

/** The shortest query the pair index answers; one character is looked for by LIKE. */
export const PAIR = 2;

/** An FTS5 MATCH phrase for `text` (at least two characters). */
export const pairPhrase = (text: string) => `"${pairTokens(text).join(" ")}"`;
