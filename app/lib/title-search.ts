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

/**
 * Around every title: a token no pair makes, so no phrase runs from the end of one title into the
 * next, and a phrase can be held to a title's start ("x P") or to the whole title ("x P x").
 */
const TITLE_BREAK = "x";

/** The indexed text of some titles: each title's pair tokens, between breaks; empty for none. */
export function searchTermsOf(titles: readonly string[]) {
  const pieces = titles.map((title) => pairTokens(title).join(" ")).filter(Boolean);
  return pieces.length ? `${TITLE_BREAK} ${pieces.join(` ${TITLE_BREAK} `)} ${TITLE_BREAK}` : "";
}

/** The indexed text of a series: its main title's terms, and its alternative titles' (two index columns). */
export const searchTermsOfSeries = (title: string, altTitles: readonly { title: string }[]) => ({
  searchTerms: searchTermsOf([title]),
  altSearchTerms: searchTermsOf(altTitles.map((alt) => alt.title)),
});

/** The shortest query the pair index answers; one character is looked for by LIKE. */
export const PAIR = 2;

/** A query too short for the pair index (one character, once folded). */
export const isShortQuery = (text: string) => [...foldForSearch(text)].length < PAIR;

/** An FTS5 MATCH phrase for `text` (at least two characters), in any title. */
export const pairPhrase = (text: string) => `"${pairTokens(text).join(" ")}"`;

/**
 * The runs of indexed text that hold `text` (at least two characters) at each place of a title,
 * best first: the whole title, its start, a word's start, anywhere. Spaces and breaks are included
 * so a run starts and ends on whole tokens: a title's terms hold a run exactly when the title holds
 * `text` there. A word starts after a space.
 */
export function placedRuns(text: string) {
  const pairs = pairTokens(text).join(" ");
  return {
    whole: `${TITLE_BREAK} ${pairs} ${TITLE_BREAK}`,
    start: `${TITLE_BREAK} ${pairs} `,
    word: ` ${pairTokens(` ${text}`).join(" ")} `,
    anywhere: ` ${pairs} `,
  };
}

/**
 * The main titles' terms that start with `text` (at least two characters), as a range of the
 * column's values: from its start run (placedRuns) up to the same run with its closing space
 * raised to "!". Terms are hex, breaks and spaces, so every value between starts with the run.
 */
export function startRange(text: string) {
  const { start } = placedRuns(text);
  return { from: start, to: `${start.slice(0, -1)}!` };
}
