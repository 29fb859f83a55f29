import { describe, expect, it } from "vitest";
import { SYNOPSIS_MAX } from "~/lib/translated-synopses";
import { MAX_ALT_TITLES } from "~/lib/alt-titles";
import {
  countryOfTitle,
  genresOfTags,
  languageOfScript,
  plainSynopsis,
  seasonOfDate,
  siteSeason,
  siteStatus,
  siteType,
  titlesOf,
} from "./fields";

describe("a source's synopsis as plain text", () => {
  it("turns AniList's breaks into lines and drops its italics and source line", () => {
    const anilist = "An elf mage.<br><br>\n<i>Decades later</i>, she sets out &amp; learns.<br><br>\n(Source: Crunchyroll)";
    expect(plainSynopsis(anilist)).toBe("An elf mage.\n\nDecades later, she sets out & learns.");
  });

  it("drops MyAnimeList's rewrite note and reads numeric entities", () => {
    expect(plainSynopsis("Frieren&#39;s journey.\n\n[Written by MAL Rewrite]")).toBe("Frieren's journey.");
  });

  // The sixth probe (issue #80): an encoded tag was decoded after the tags went, and stored as markup.
  it("drops a tag written with entities, once or twice encoded, and never leaves markup", () => {
    const encoded = "A quiet town.&lt;img src=x onerror=alert(1)&gt; Then a storm.";
    expect(plainSynopsis(encoded)).toBe("A quiet town. Then a storm.");
    expect(plainSynopsis("A quiet town.&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;")).toBe("A quiet town.alert(1)");
    expect(plainSynopsis("Cut short &lt;img src=x onerror=alert(1)")).toBe("Cut short");
    expect(plainSynopsis("&lt;!-- hidden --&gt;Shown.")).toBe("Shown.");
    for (const text of [encoded, "&amp;amp;lt;b&amp;amp;gt;bold", "<<b>i>x</i>", "&#60;svg onload=alert(1)&#62;"])
      expect(plainSynopsis(text)).not.toMatch(/<[a-z!/]/i);
    // Text that only looks like a comparison stays.
    expect(plainSynopsis("Love &lt;3 and 1 &lt; 2.")).toBe("Love <3 and 1 < 2.");
  });

  it("keeps what the site can hold and says it was cut", () => {
    const long = plainSynopsis("word ".repeat(2000));
    expect(long.length).toBeLessThanOrEqual(SYNOPSIS_MAX);
    expect(long.endsWith("…")).toBe(true);
  });

  it("is empty for a series with none", () => {
    expect(plainSynopsis(null)).toBe("");
  });

  it("reads Bangumi's CRLF breaks as lines", () => {
    expect(plainSynopsis("第一段。\r\n\r\n第二段。\r\n")).toBe("第一段。\n\n第二段。");
  });
});

describe("a source's titles", () => {
  it("takes English as the main title and keeps the native and romanised ones in their languages", () => {
    expect(titlesOf({ english: "Frieren: Beyond Journey's End", romaji: "Sousou no Frieren", native: "葬送のフリーレン" }, "JP")).toEqual({
      title: "Frieren: Beyond Journey's End",
      alt_titles: [
        { lang: "ja", title: "葬送のフリーレン" },
        { lang: "ja-Latn", title: "Sousou no Frieren" },
      ],
    });
  });

  it("takes the romanised title when there is no English one, and writes a donghua's native title as Chinese", () => {
    expect(titlesOf({ english: null, romaji: "Tian Guan Ci Fu", native: "天官赐福" }, "CN")).toEqual({
      title: "Tian Guan Ci Fu",
      alt_titles: [{ lang: "zh-Hans", title: "天官赐福" }],
    });
  });

  it("takes Bangumi's Chinese title as the main one, its original in its country's language and its aliases last", () => {
    const aliases = ["葬送的芙莉蓮", "Frieren: Beyond Journey's End", "葬送のフリーレン"].map((title) => ({
      lang: languageOfScript(title),
      title,
    }));
    expect(titlesOf({ native: "葬送のフリーレン", chinese: "葬送的芙莉莲" }, "JP", aliases)).toEqual({
      title: "葬送的芙莉莲",
      alt_titles: [
        { lang: "ja", title: "葬送のフリーレン" },
        { lang: "und", title: "葬送的芙莉蓮" },
        { lang: "und", title: "Frieren: Beyond Journey's End" },
      ],
    });
  });

  it("keeps no more titles, and none longer, than a series holds", () => {
    const aliases = Array.from({ length: 30 }, (_, index) => ({ lang: "und", title: `Alias ${index}` }));
    const { alt_titles } = titlesOf({ native: "超游世界", chinese: "超游世界" }, "CN", [
      { lang: "und", title: "x".repeat(301) },
      ...aliases,
    ]);
    expect(alt_titles).toHaveLength(MAX_ALT_TITLES);
    expect(alt_titles[0]).toEqual({ lang: "und", title: "Alias 0" });
  });

  it("tells a donghua by Bangumi giving its original name as its Chinese one too, and kana or Hangul by their script", () => {
    expect(countryOfTitle("超游世界", "超游世界")).toBe("CN");
    expect(countryOfTitle("呪術廻戦", "咒术回战")).toBe("JP");
    expect(countryOfTitle("呪術廻戦")).toBe("JP");
    expect(countryOfTitle("葬送のフリーレン", "葬送のフリーレン")).toBe("JP");
    expect(countryOfTitle("나 혼자만 레벨업")).toBe("KR");
    expect(["鬼滅の刃", "나 혼자만 레벨업", "Sousou no Frieren", "葬送的芙莉蓮"].map(languageOfScript)).toEqual(["ja", "ko", "und", "und"]);
  });
});

describe("a source's words as the site's", () => {
  it("maps both sources' formats, statuses and seasons, and leaves what the site has no word for empty", () => {
    expect([siteType("TV_SHORT"), siteType("ona"), siteType("tv_special"), siteType("MANGA")]).toEqual(["TV", "ONA", "Special", null]);
    expect([siteStatus("RELEASING"), siteStatus("finished_airing"), siteStatus("CANCELLED")]).toEqual(["Ongoing", "Completed", null]);
    expect([siteSeason("FALL"), siteSeason("spring"), siteSeason(undefined)]).toEqual(["Fall", "Spring", null]);
  });

  it("maps Bangumi's platforms, and its first air day to a season as AniList counts them", () => {
    expect([siteType("WEB"), siteType("剧场版"), siteType("OVA"), siteType("动态漫画")]).toEqual(["ONA", "Movie", "OVA", null]);
    expect(seasonOfDate("2023-09-29")).toEqual({ season: "Fall", year: 2023 });
    expect(seasonOfDate("2017-01-12")).toEqual({ season: "Winter", year: 2017 });
    // December is the next year's winter.
    expect(seasonOfDate("2016-12-03")).toEqual({ season: "Winter", year: 2017 });
    expect(seasonOfDate(null)).toEqual({ season: null, year: null });
  });

  it("keeps of Bangumi's readers' tags those that name one of the site's genres", () => {
    expect(genresOfTags(["奇幻", "漫画改", "2023年10月", "冒险", "喜剧", "搞笑", "MADHOUSE"])).toEqual(["Fantasy", "Adventure", "Comedy"]);
  });
});
