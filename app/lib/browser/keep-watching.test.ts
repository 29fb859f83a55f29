import { describe, expect, it } from "vitest";
import { parseServerChoices, rememberedServerIndex, withServerChoice } from "~/lib/server-choice";
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
  it("remember the last server per series and find it among an episode's servers", () => {
    let choices = withServerChoice([], 1, "Server 2");
    choices = withServerChoice(choices, 2, "Default");
    choices = withServerChoice(choices, 1, "Backup");
    expect(choices).toEqual([
      { seriesId: 1, label: "Backup" },
      { seriesId: 2, label: "Default" },
    ]);
    expect(rememberedServerIndex(choices, 1, ["Main", "Backup"])).toBe(1);
    expect(rememberedServerIndex(choices, 1, ["Main"])).toBeNull();
    expect(rememberedServerIndex(choices, 3, ["Main"])).toBeNull();
    expect(parseServerChoices('[{"seriesId":1,"label":"A"},{"seriesId":"x"}]')).toEqual([{ seriesId: 1, label: "A" }]);
  });
});
