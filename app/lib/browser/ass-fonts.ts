// The fonts an ASS track needs (decision 070): the uploaded ones it names, and the slices of the
// CJK fallback its text needs. JASSUB's own font, Liberation Sans, has Latin, Greek and Cyrillic
// but no CJK: a track with Chinese or Japanese whose file embeds no font for it would draw nothing
// in their place. The fallback is loaded only then, and only the slices holding its characters.

/**
 * The font families an ASS track names, lower-cased: each style's font and each `\fn` override.
 * An uploaded font it names is loaded before the first frame is drawn, as the fallback is.
 */
export function fontsNamedBy(text: string): Set<string> {
  const named = new Set<string>();
  for (const [, font] of text.matchAll(/^Style:[^,\n]*,([^,\n]+)/gim)) named.add(font!.trim().toLowerCase());
  for (const [, font] of text.matchAll(/\\fn([^\\}]+)/g)) named.add(font!.trim().toLowerCase());
  return named;
}

/** A slice of the font: its address and the [first, last] code point ranges it holds. */
export type FontSlice = readonly [url: string, ranges: readonly (readonly [number, number])[]];

// CJK radicals, kana, ideographs, Hangul, compatibility ideographs, full-width forms, and the
// supplementary ideographs.
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/u;

/** Whether the text has characters Liberation Sans cannot draw and the CJK fallback can. */
export const needsCjkFallback = (text: string) => CJK.test(text);

/** The addresses of the slices holding any of the text's characters, each once, in the font's order. */
export function slicesFor(text: string, slices: readonly FontSlice[]): string[] {
  // Every range, by its first code point, to find each character's slice by bisection.
  const ranges = slices
    .flatMap(([, list], slice) => list.map(([first, last]) => ({ first, last, slice })))
    .sort((a, b) => a.first - b.first);
  const needed = new Set<number>();
  for (const character of new Set(text)) {
    const code = character.codePointAt(0)!;
    let [low, high] = [0, ranges.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const range = ranges[middle]!;
      if (code < range.first) high = middle - 1;
      else if (code > range.last) low = middle + 1;
      else {
        needed.add(range.slice);
        break;
      }
    }
  }
  return slices.filter((_, slice) => needed.has(slice)).map(([url]) => url);
}
