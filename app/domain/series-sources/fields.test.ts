import { describe, expect, it } from "vitest";
import { SYNOPSIS_MAX } from "~/lib/translated-synopses";
import { plainSynopsis, siteSeason, siteStatus, siteType, titlesOf } from "./fields";

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
});

describe("a source's words as the site's", () => {
  it("maps both sources' formats, statuses and seasons, and leaves what the site has no word for empty", () => {
    expect([siteType("TV_SHORT"), siteType("ona"), siteType("tv_special"), siteType("MANGA")]).toEqual(["TV", "ONA", "Special", null]);
    expect([siteStatus("RELEASING"), siteStatus("finished_airing"), siteStatus("CANCELLED")]).toEqual(["Ongoing", "Completed", null]);
    expect([siteSeason("FALL"), siteSeason("spring"), siteSeason(undefined)]).toEqual(["Fall", "Spring", null]);
  });
});
