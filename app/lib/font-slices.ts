// A font cut into slices by code point, as Google Fonts cuts Noto Sans SC and Arabic (@fontsource):
// which slices a text needs. The ASS player loads them in the browser (decision 070), the year
// card draws with them on the server (decision 077).

// The scripts of a fallback: CJK radicals, kana, ideographs, Hangul, compatibility ideographs,
// full-width forms and the supplementary ideographs; Arabic with its supplement and presentation forms.
export const FALLBACK_SCRIPTS = {
  cjk: /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/gu,
  arabic: /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu,
};
export type FallbackScript = keyof typeof FALLBACK_SCRIPTS;

/** Whether a text writes any of a script. */
export const writesAny = (text: string, script: FallbackScript) => text.search(FALLBACK_SCRIPTS[script]) !== -1;

/** A slice of a font: its address and the [first, last] code point ranges it holds. */
export type FontSlice = readonly [url: string, ranges: readonly (readonly [number, number])[]];

/** A fallback font (scripts/font-fallbacks-plugin.ts): its family and its slices. */
export type FontFallback = { family: string; slices: FontSlice[] };

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
