import { describe, expect, it } from "vitest";
import { freeSlug, isUsableSlug, isWellFormedSlug, slugForTitles, slugify, slugOfTitle } from "./slug";

describe("slugs for titles in any script", () => {
  it("keeps the spec's rule for Latin titles, so every existing address stays", () => {
    expect(slugOfTitle("Moonlit  Harbor!")).toBe("moonlit-harbor");
    expect(slugOfTitle("Pokémon: The Movie")).toBe(slugify("Pokémon: The Movie"));
    expect(slugOfTitle("STEINS;GATE 0")).toBe("steins-gate-0");
  });

  it("keeps a title's own letters when it is written in another script", () => {
    expect(slugOfTitle("進撃の巨人")).toBe("進撃の巨人");
    expect(slugOfTitle("不死身な僕の日常　シーズン3")).toBe("不死身な僕の日常-シーズン3");
    expect(slugOfTitle("ONE PIECE エルバフ編")).toBe("one-piece-エルバフ編");
    expect(slugOfTitle("ＳＰＹ×ＦＡＭＩＬＹ 魔法")).toBe("spy-family-魔法");
  });

  it("takes an alternative title, Latin first, when the main one makes a slug too short or only digits", () => {
    expect(
      slugForTitles("86", [
        { lang: "ja", title: "エイティシックス" },
        { lang: "en", title: "Eighty-Six" },
      ]),
    ).toBe("eighty-six");
    expect(
      slugForTitles("全修", [
        { lang: "zh-Hans", title: "全修" },
        { lang: "en", title: "Zenshu" },
      ]),
    ).toBe("zenshu");
    expect(slugForTitles("宝島", [{ lang: "zh-Hans", title: "金银岛" }])).toBe("金银岛");
    expect(slugForTitles("R")).toBe("series-r");
    expect(slugForTitles("!!!")).toBe("");
  });

  it("never answers a slug of one or two characters or of digits alone", () => {
    for (const title of ["86", "2", "H2", "W3", "妖魔", "1-2", "ID"]) {
      const slug = slugForTitles(title);
      expect(isUsableSlug(slug), `${title} -> ${slug}`).toBe(true);
    }
  });

  it("tells a hand-written slug from one that is not in the rule", () => {
    expect(isWellFormedSlug("進撃の巨人-2")).toBe(true);
    expect(isWellFormedSlug("bad slug!")).toBe(false);
    expect(isWellFormedSlug("Upper")).toBe(false);
    expect(isWellFormedSlug("")).toBe(false);
  });

  it("numbers a slug that is taken with the first free suffix", () => {
    const taken = new Set(["medalist", "medalist-2"]);
    expect(freeSlug("medalist", (slug) => taken.has(slug))).toBe("medalist-3");
    expect(freeSlug("new-one", (slug) => taken.has(slug))).toBe("new-one");
  });
});
