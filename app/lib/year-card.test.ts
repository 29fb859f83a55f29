import { readFileSync } from "node:fs";
import bangumi from "bangumi-data";
import { describe, expect, it } from "vitest";
import { advancesOf } from "../../tests/support/font-metrics";
import { cardFontOf, fitLine, inDirection, YEAR_CARD } from "./year-card";

/** A line's real width in ems, as Noto Sans draws it (from its own tables). */
const notoSans = advancesOf(new Uint8Array(readFileSync("node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf")));
const widthOf = (line: string) => [...line].reduce((width, character) => width + notoSans(character), 0);

/** Real titles in Latin letters: bangumi-data's English titles, as written and in capitals (as "SPY×FAMILY" is written). */
const englishTitles = (bangumi as unknown as { items: { titleTranslate?: { en?: string[] } }[] }).items.flatMap(
  (item) => item.titleTranslate?.en ?? [],
);

describe("a line of the year card", () => {
  it("is kept whole when it fits, and cut with an ellipsis when it does not", () => {
    expect(fitLine("Frieren", 10)).toBe("Frieren");
    expect(fitLine("Sousou no Frieren: Beyond Journey's End", 12)).toMatch(/^Sousou no Fr.*…$/);
    // A wide character is a whole em: six ideographs fit in six ems; in five, four and the ellipsis.
    expect(fitLine("葬送的芙莉莲", 6)).toBe("葬送的芙莉莲");
    expect(fitLine("葬送的芙莉莲", 5)).toBe("葬送的芙…");
  });

  it("stays in its room as Noto Sans draws it, for every real English title, as written and in capitals", () => {
    expect(englishTitles.length).toBeGreaterThan(500);
    // The rooms of the card's lines, in ems: a top series at 34 px, the top genre at 40 px, a fact's label at 28 px.
    for (const room of [(768 - 72) / 34, (1056 - 720) / 40, 336 / 28])
      for (const title of englishTitles)
        for (const written of [title, title.toUpperCase()]) {
          const line = fitLine(written, room);
          expect(widthOf(line), line).toBeLessThanOrEqual(room);
        }
  });

  it("is set in one font: Noto Sans Arabic when it holds Arabic, Noto Sans SC when it holds CJK, else Noto Sans", () => {
    expect(cardFontOf("عام 2026 لـ demo_viewer في الأنمي")).toBe(YEAR_CARD.fonts.arabic);
    expect(cardFontOf("鬼滅の刃 Sousou no Frieren · Провожающая")).toBe(YEAR_CARD.fonts.cjk);
    expect(cardFontOf("Năm 2026 với anime của demo_viewer · Провожающая")).toBe(YEAR_CARD.fonts.latin);
  });

  it("is embedded right to left on a right-to-left card only", () => {
    expect(inDirection("Frieren", "rtl")).toBe("\u202bFrieren\u202c");
    expect(inDirection("Frieren", "ltr")).toBe("Frieren");
  });
});
