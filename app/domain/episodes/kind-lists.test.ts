import { describe, expect, it } from "vitest";
import { EpisodeKindListsInput, readSpans, spansOf, spansText } from "./kind-lists";

const problems = (input: Record<string, unknown>) => {
  const parsed = EpisodeKindListsInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("a published filler list", () => {
  it("reads numbers and ranges with a hyphen, an en dash or an em dash, spaces or none", () => {
    expect(readSpans("12–15, 33,40 - 41;50—52")).toEqual([
      [12, 15],
      [33, 33],
      [40, 41],
      [50, 52],
    ]);
    expect(readSpans(" ")).toEqual([]);
  });

  it("says which item it cannot read", () => {
    expect(readSpans("12-15, 3a")).toEqual({ problem: "3a" });
    expect(readSpans("15-12")).toEqual({ problem: "15-12" });
    expect(readSpans("0, 100001")).toEqual({ problem: "0" });
  });

  it("is refused naming its field, and when two kinds name the same episode", () => {
    expect(problems({ filler: "12-15, x" })).toEqual([
      ["filler", 'Filler cannot read "x": give episode numbers from 1 to 100000 and ranges from low to high, such as 12-15, 33'],
    ]);
    expect(problems({ filler: "12-15", recap: "14" })).toEqual([
      ["recap", "Episode 14 is both Filler and Recap; give each episode one kind"],
    ]);
    expect(problems({ recap: 20 })).toEqual([["recap", "Recap must be episode numbers and ranges, such as 12-15, 33"]]);
  });

  it("takes a list left out as none", () => {
    expect(EpisodeKindListsInput.parse({ filler: "1" })).toEqual({ filler: [[1, 1]], recap: [], mixed: [] });
  });

  it("writes stored numbers back as runs, as published", () => {
    expect(spansText(spansOf([12, 13, 14, 15, 33]))).toBe("12–15, 33");
    expect(spansText(spansOf([]))).toBe("");
  });
});
