// The shared year's card (decision 077): a 1200×630 picture, the size link previews ask for,
// drawn as SVG by the site and made a PNG by resvg (workers/card), whose fallback from one font to
// another is unreliable (Vietnamese across Noto Sans SC's slices, anything beside Arabic) and which
// does not wrap: the card sets each line in one font, and measures and mirrors its own lines.
import { FALLBACK_SCRIPTS, writesAny } from "./font-slices";

export const YEAR_CARD = {
  width: 1200,
  height: 630,
  /** The families of its text, as the fonts' name tables give them (app/.server/card-renderer.ts). */
  fonts: { latin: "Noto Sans", cjk: "Noto Sans SC", arabic: "Noto Sans Arabic" },
} as const;

/**
 * The family a line is set in: Noto Sans Arabic for a line with Arabic (it holds Latin and digits
 * too), Noto Sans SC's slices for one with CJK (with Latin and Cyrillic), else the whole Noto Sans
 * (Latin, Vietnamese, Cyrillic, Greek). A CJK character beside Arabic would show as a box.
 */
export const cardFontOf = (line: string) =>
  writesAny(line, "arabic") ? YEAR_CARD.fonts.arabic : writesAny(line, "cjk") ? YEAR_CARD.fonts.cjk : YEAR_CARD.fonts.latin;

// Wide characters (CJK, Hangul, full-width forms) take 1 em in Noto Sans SC. The rest are
// counted at least as wide as Noto Sans and Noto Sans Arabic draw them (m, w and their kin up to
// 0.95 em, other capitals 0.75, the ellipsis 0.8, other letters and digits 0.6, Arabic's joined
// forms 0.56), so a line stays in its room: seen against Noto Sans's own widths with every real
// English title, in capitals too (app/lib/year-card.test.ts).
const EMS: [pattern: RegExp, ems: number][] = [
  [new RegExp(`^${FALLBACK_SCRIPTS.cjk.source}$`, "u"), 1],
  [/^[mwMWÆæŒœЖжШшЩщЮю]$/u, 0.95],
  [new RegExp(`^${FALLBACK_SCRIPTS.arabic.source}$`, "u"), 0.56],
  [/^…$/u, 0.8],
  [/^\p{Lu}$/u, 0.75],
];
const emOf = (character: string) => EMS.find(([pattern]) => pattern.test(character))?.[1] ?? 0.6;

/** A line's width in ems, over-estimated. */
export function emsOf(line: string): number {
  let ems = 0;
  for (const character of line) ems += emOf(character);
  return ems;
}

/** The line cut with an ellipsis to fit `ems`, whole when it fits. */
export function fitLine(line: string, ems: number): string {
  if (emsOf(line) <= ems) return line;
  let kept = "";
  for (const character of line) {
    if (emsOf(`${kept}${character}…`) > ems) break;
    kept += character;
  }
  return `${kept.trimEnd()}…`;
}

/**
 * A line in the card's direction: a right-to-left card's lines are embedded right to left
 * (U+202B…U+202C), as resvg takes no `direction` of an SVG text.
 */
export const inDirection = (line: string, direction: "ltr" | "rtl") => (direction === "rtl" ? `\u202b${line}\u202c` : line);
