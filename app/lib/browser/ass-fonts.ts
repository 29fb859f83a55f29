// The fonts an ASS track needs (decision 070): the uploaded ones it names, and the slices of a
// fallback font its text needs. JASSUB's own font, Liberation Sans, has Latin, Greek and Cyrillic
// but no Chinese, Japanese or Arabic: a track in them whose file embeds no font for them would draw
// nothing in their place. A fallback is loaded only then, and only the slices holding its characters.

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

/** A slice of a font: its address and the [first, last] code point ranges it holds. */
export type FontSlice = readonly [url: string, ranges: readonly (readonly [number, number])[]];

/** A fallback font (scripts/font-fallbacks-plugin.ts): its family and its slices. */
export type FontFallback = { family: string; slices: FontSlice[] };

// The scripts of a fallback: CJK radicals, kana, ideographs, Hangul, compatibility ideographs,
// full-width forms and the supplementary ideographs; Arabic with its supplement and presentation forms.
const SCRIPTS = {
  cjk: /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/gu,
  arabic: /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu,
};
export type FallbackScript = keyof typeof SCRIPTS;

/**
 * The fallback a track needs: the script Liberation Sans lacks that the text writes the most of
 * (a track is in one language, bar a sign or a name), or null when it writes none.
 */
export function fallbackFor(text: string): FallbackScript | null {
  const counts = (Object.keys(SCRIPTS) as FallbackScript[]).map((script) => [script, text.match(SCRIPTS[script])?.length ?? 0] as const);
  const [script, count] = counts.sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? script : null;
}

/** The addresses of the slices holding any of the text's characters, each once, in the font's order. */
export function slicesFor(text: string, slices: readonly FontSlice[]): string[] {
  // Each code point's first slice: slices' ranges overlap (a Latin slice's U+0000-00FF, a symbols
  // slice's controls), so no bisection over them; a font's few tens of thousands of code points.
  const sliceOf = new Map<number, number>();
  slices.forEach(([, ranges], slice) => {
    for (const [first, last] of ranges) for (let code = first; code <= last; code++) if (!sliceOf.has(code)) sliceOf.set(code, slice);
  });
  const needed = new Set<number>();
  for (const character of new Set(text)) {
    const slice = sliceOf.get(character.codePointAt(0)!);
    if (slice !== undefined) needed.add(slice);
  }
  return slices.filter((_, slice) => needed.has(slice)).map(([url]) => url);
}
