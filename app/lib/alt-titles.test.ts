import { describe, expect, it } from "vitest";
import { altTitlesField, altTitlesFromLines, altTitlesToLines } from "./alt-titles";

describe("alternative titles", () => {
  it("reads the API's list and canonicalises each language tag", () => {
    const parsed = altTitlesField.parse([
      { lang: "zh-hans", title: " 进击的巨人 " },
      { lang: "JA-latn", title: "Shingeki no Kyojin" },
    ]);
    expect(parsed).toEqual([
      { lang: "zh-Hans", title: "进击的巨人" },
      { lang: "ja-Latn", title: "Shingeki no Kyojin" },
    ]);
  });

  it("reads the form's and CSV's lines the same way, and writes them back", () => {
    const lines = "ja: 進撃の巨人\r\n\nen: Attack on Titan: Final Season\n";
    expect(altTitlesFromLines(lines)).toEqual([
      { lang: "ja", title: " 進撃の巨人" },
      { lang: "en", title: " Attack on Titan: Final Season" },
    ]);
    const parsed = altTitlesField.parse(lines);
    expect(parsed).toEqual([
      { lang: "ja", title: "進撃の巨人" },
      { lang: "en", title: "Attack on Titan: Final Season" },
    ]);
    expect(altTitlesToLines(parsed)).toBe("ja: 進撃の巨人\nen: Attack on Titan: Final Season");
  });

  it("refuses a line with no language or a tag that is not BCP 47, naming it", () => {
    expect(altTitlesField.safeParse("Attack on Titan").error?.issues[0]?.message).toBe(
      "Each alternative title needs a language, written as lang: title (ja: 進撃の巨人)",
    );
    expect(altTitlesField.safeParse([{ lang: "japanese!", title: "x" }]).error?.issues[0]?.message).toBe(
      '"japanese!" is not a language tag (BCP 47, such as ja, zh-Hans, en or ja-Latn)',
    );
    expect(altTitlesField.safeParse([{ lang: "ja", title: "" }]).error?.issues[0]?.message).toBe("Alternative title is required");
  });

  it("keeps one of the same title twice in one language, and at most twenty", () => {
    expect(altTitlesField.parse("en: Same\nen: Same\nja: Same")).toHaveLength(2);
    expect(altTitlesField.safeParse(Array.from({ length: 21 }, (_, i) => ({ lang: "en", title: `T${i}` }))).success).toBe(false);
  });
});
