import { describe, expect, it } from "vitest";
import { parseServerChoices, rememberedServerIndex, seriesChoice, withServerChoice } from "~/lib/server-choice";
import { NO_PREFERENCES, nextEpisodeFor, serverOfAudio, watchPreferencesOf } from "~/lib/watch-preferences";
import { clockTime, parsePositions, progressOf, resumePoint, withPosition } from "./watch-positions";

describe("watch positions", () => {
  it("keep each episode's position to the second, newest few hundred", () => {
    let positions = withPosition({}, 7, 61.9, 1440.4, 1);
    expect(positions[7]).toEqual({ position: 61, duration: 1440, at: 1 });
    for (let id = 100; id < 300; id++) positions = withPosition(positions, id, 10, 100, id);
    expect(Object.keys(positions)).toHaveLength(200);
    expect(positions[7]).toBeUndefined();
    expect(positions[299]).toBeDefined();
  });

  it("resume where the viewer stopped, but not at the very start or the very end", () => {
    expect(resumePoint({ position: 61, duration: 1440, at: 0 })).toBe(61);
    expect(resumePoint({ position: 3, duration: 1440, at: 0 })).toBeNull();
    expect(resumePoint({ position: 1437, duration: 1440, at: 0 })).toBeNull();
    expect(resumePoint(undefined)).toBeNull();
    expect(progressOf({ position: 360, duration: 1440, at: 0 })).toBe(0.25);
  });

  it("read only well-formed entries", () => {
    expect(parsePositions("[1]")).toEqual({});
    expect(parsePositions("nope")).toEqual({});
    expect(parsePositions('{"1":{"position":5,"duration":9,"at":1},"2":{"position":"x"}}')).toEqual({
      1: { position: 5, duration: 9, at: 1 },
    });
  });

  it("write times as a clock", () => {
    expect(clockTime(754)).toBe("12:34");
    expect(clockTime(3754)).toBe("1:02:34");
    expect(clockTime(5)).toBe("0:05");
  });
});

describe("server choices", () => {
  const named = (label: string) => ({ label });
  it("remember the last server per series and find it among an episode's servers", () => {
    let choices = withServerChoice([], 1, named("Server 2"));
    choices = withServerChoice(choices, 2, named("Default"));
    choices = withServerChoice(choices, 1, named("Backup"));
    expect(choices).toEqual([
      { seriesId: 1, label: "Backup" },
      { seriesId: 2, label: "Default" },
    ]);
    expect(rememberedServerIndex(seriesChoice(choices, 1), [named("Main"), named("Backup")])).toBe(1);
    expect(rememberedServerIndex(seriesChoice(choices, 1), [named("Main")])).toBeNull();
    expect(rememberedServerIndex(seriesChoice(choices, 3), [named("Main")])).toBeNull();
    expect(parseServerChoices('[{"seriesId":1,"label":"A"},{"seriesId":"x"}]')).toEqual([{ seriesId: 1, label: "A" }]);
  });

  it("keep a series on the audio last chosen for it when the episode lacks that server's name", () => {
    const choices = withServerChoice([], 7, { label: "Dub HD", audio: "dub" });
    const servers = [
      { label: "Main", audio: "sub" as const },
      { label: "English dub", audio: "dub" as const },
    ];
    expect(rememberedServerIndex(seriesChoice(choices, 7), servers)).toBe(1);
    expect(rememberedServerIndex(seriesChoice(choices, 7), [servers[0]!])).toBeNull();
    expect(parseServerChoices(JSON.stringify(choices))).toEqual([{ seriesId: 7, label: "Dub HD", audio: "dub" }]);
    expect(parseServerChoices('[{"seriesId":7,"label":"X","audio":"loud"}]')).toEqual([{ seriesId: 7, label: "X" }]);
  });
});

describe("watching preferences", () => {
  it("read only the words they know from cookies", () => {
    expect(watchPreferencesOf({ audio_preference: "dub", skip_filler: "1" })).toEqual({
      audio: "dub",
      skipFiller: true,
      secondSubtitles: null,
    });
    expect(watchPreferencesOf({ audio_preference: "loud", skip_filler: "yes" })).toEqual(NO_PREFERENCES);
    expect(watchPreferencesOf({ secondary_subtitle_language: "zh-Hans" })).toEqual({ ...NO_PREFERENCES, secondSubtitles: "zh-Hans" });
    expect(watchPreferencesOf({ secondary_subtitle_language: "<script>" })).toEqual(NO_PREFERENCES);
  });

  it("open the first server of the audio asked for, and none for no preference", () => {
    const servers = [{ audio: "sub" as const }, { audio: null }, { audio: "dub" as const }, { audio: "dub" as const }];
    expect(serverOfAudio(servers, "dub")).toBe(2);
    expect(serverOfAudio(servers, "sub")).toBe(0);
    expect(serverOfAudio(servers.slice(1), "sub")).toBe(0);
    expect(serverOfAudio(servers, "raw")).toBeNull();
    expect(serverOfAudio(servers, "any")).toBeNull();
  });

  it("lead Next past filler only for a viewer who skips it, and on when only filler is left", () => {
    expect(nextEpisodeFor({ any: 12, story: 16 }, false)).toBe(12);
    expect(nextEpisodeFor({ any: 12, story: 16 }, true)).toBe(16);
    expect(nextEpisodeFor({ any: 12, story: null }, true)).toBe(12);
    expect(nextEpisodeFor({ any: null, story: null }, true)).toBeNull();
  });
});
