import { describe, expect, it } from "vitest";
import { spoilerParts } from "./spoiler-marks";

describe("a comment's spoiler marks", () => {
  it("splits the text between || and || from the rest, in order", () => {
    expect(spoilerParts("Episode 12: ||Himmel dies|| and I cried")).toEqual([
      { text: "Episode 12: ", spoiler: false },
      { text: "Himmel dies", spoiler: true },
      { text: " and I cried", spoiler: false },
    ]);
  });

  it("keeps several spoilers, and CJK text, whole", () => {
    expect(spoilerParts("||芙莉莲||和||辛美尔||")).toEqual([
      { text: "芙莉莲", spoiler: true },
      { text: "和", spoiler: false },
      { text: "辛美尔", spoiler: true },
    ]);
  });

  it("leaves a mark left open, or with nothing inside, as plain text", () => {
    expect(spoilerParts("a || b")).toEqual([{ text: "a || b", spoiler: false }]);
    expect(spoilerParts("a |||| b")).toEqual([{ text: "a |||| b", spoiler: false }]);
    expect(spoilerParts("a ||  || b")).toEqual([{ text: "a ||  || b", spoiler: false }]);
    expect(spoilerParts("")).toEqual([]);
  });
});
