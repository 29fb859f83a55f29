import { describe, expect, it } from "vitest";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";
import { initialSubtitle, parseSubtitleChoice, rememberedOf, secondTrack, subtitleLanguages } from "./subtitle-choice";

const track = (lang: string, label: string): SubtitleTrack => ({ lang, label, url: `/uploads/${label}.vtt` });
const tracks = [track("en", "English"), track("en", "English (SDH)"), track("pt-BR", "Português"), track("ja", "日本語")];

describe("the subtitles a player starts with", () => {
  it("are the ones this browser chose last, by language and label, else by language", () => {
    expect(initialSubtitle(tracks, { lang: "en", label: "English (SDH)" }, ["ja"])).toBe(1);
    expect(initialSubtitle(tracks, { lang: "EN", label: "English (CC)" }, ["ja"])).toBe(0);
  });

  it("are none when this browser turned them off, whatever its languages", () => {
    expect(initialSubtitle(tracks, null, ["en-US"])).toBeNull();
  });

  it("are in the browser's first language that has a track, by exact tag or by primary subtag", () => {
    expect(initialSubtitle(tracks, undefined, ["en-US", "ja"])).toBe(0);
    expect(initialSubtitle(tracks, undefined, ["de-DE", "pt-PT", "en"])).toBe(2);
    expect(initialSubtitle(tracks, undefined, ["pt-br"])).toBe(2);
    expect(initialSubtitle(tracks, { lang: "fr", label: "Français" }, ["ja-JP"])).toBe(3);
  });

  it("are in the page's language when none is in the browser's", () => {
    expect(initialSubtitle(tracks, undefined, subtitleLanguages(["de", "fr"], "pt-BR"))).toBe(2);
    expect(initialSubtitle(tracks, undefined, subtitleLanguages(["ja", "en"], "pt-BR"))).toBe(3);
  });

  it("are none when no track is in the browser's languages", () => {
    expect(initialSubtitle(tracks, undefined, ["de", "fr"])).toBeNull();
    expect(initialSubtitle([], { lang: "en", label: "English" }, ["en"])).toBeNull();
  });
});

describe("the remembered choice", () => {
  it("is a track's language and label, or null for off, and survives storage", () => {
    for (const index of [2, null]) {
      const remembered = rememberedOf(tracks, index);
      expect(parseSubtitleChoice(JSON.stringify(remembered))).toEqual(remembered);
    }
    expect(rememberedOf(tracks, 2)).toEqual({ lang: "pt-BR", label: "Português" });
  });

  it("reads as nothing remembered when absent or malformed", () => {
    for (const raw of [null, "", "{", '"en"', '{"lang":"en"}', "[]", "3"]) expect(parseSubtitleChoice(raw), String(raw)).toBeUndefined();
  });
});

describe("the second track, shown above the first (issue #82)", () => {
  it("is another track in the viewer's second language, by exact tag or by primary subtag", () => {
    expect(secondTrack(tracks, 3, "en")).toBe(0);
    expect(secondTrack(tracks, 0, "en")).toBe(1);
    expect(secondTrack(tracks, 3, "pt")).toBe(2);
    expect(secondTrack(tracks, 0, "PT-br")).toBe(2);
  });

  it("is none with no first track, no second language, or no other track in it", () => {
    expect(secondTrack(tracks, null, "en")).toBeNull();
    expect(secondTrack(tracks, 0, null)).toBeNull();
    expect(secondTrack(tracks, 3, "ja")).toBeNull();
    expect(secondTrack(tracks, 0, "zh-Hans")).toBeNull();
  });
});
