// The fonts an ASS track needs (decision 070): the uploaded ones it names, and the slices of a
// fallback font its text needs. JASSUB's own font, Liberation Sans, has Latin, Greek and Cyrillic
// but no Chinese, Japanese or Arabic: a track in them whose file embeds no font for them would draw
// nothing in their place. A fallback is loaded only then, and only the slices holding its characters.
import { FALLBACK_SCRIPTS, type FallbackScript } from "~/lib/font-slices";

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

/**
 * The fallback a track needs: the script Liberation Sans lacks that the text writes the most of
 * (a track is in one language, bar a sign or a name), or null when it writes none.
 */
export function fallbackFor(text: string): FallbackScript | null {
  const counts = (Object.keys(FALLBACK_SCRIPTS) as FallbackScript[]).map(
    (script) => [script, text.match(FALLBACK_SCRIPTS[script])?.length ?? 0] as const,
  );
  const [script, count] = counts.sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? script : null;
}
