import { describe, expect, it } from "vitest";
import { cardFontOf, emsOf, fitLine, inDirection, YEAR_CARD } from "./year-card";

describe("a line of the year card", () => {
  it("is kept whole when it fits, and cut with an ellipsis within its room when it does not", () => {
    expect(fitLine("Frieren", 10)).toBe("Frieren");
    const cut = fitLine("Sousou no Frieren: Beyond Journey's End", 12);
    expect(cut).toMatch(/^Sousou no Fr.*…$/);
    expect(emsOf(cut)).toBeLessThanOrEqual(12);
    // A wide character is a whole em: six ideographs fit in six ems; in five, four and the ellipsis.
    expect(fitLine("葬送的芙莉莲", 6)).toBe("葬送的芙莉莲");
    expect(fitLine("葬送的芙莉莲", 5)).toBe("葬送的芙…");
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
