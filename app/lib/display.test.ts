import { describe, expect, it } from "vitest";
import { cardSubtitle, chipsOf, formatRating, seriesTitle, truncate, visibleTags } from "./display";

describe("display rules", () => {
  it("fall back to Untitled for missing titles", () => {
    expect(seriesTitle("  ")).toBe("Untitled Anime");
    expect(seriesTitle(null, "Untitled")).toBe("Untitled");
    expect(seriesTitle(" Tidecaller ")).toBe("Tidecaller");
  });

  it("hide test strings in subtitles and tags, keep only non-empty string tags", () => {
    expect(cardSubtitle({ subtitle: "test subtitle", description: "Real text" })).toBe("Real text");
    expect(cardSubtitle({ subtitle: "Testament of the Sun", description: "x" })).toBe("Testament of the Sun");
    expect(visibleTags(["action", "", "  ", 5, "asdf", "Lorem ipsum dolor", "slow burn"])).toEqual(["action", "slow burn"]);
    expect(visibleTags("action, drama")).toEqual([]);
  });

  it("show 4 chips and count the rest", () => {
    expect(chipsOf(["a", "b", "c", "d", "e", "f"])).toEqual({ shown: ["a", "b", "c", "d"], more: 2 });
    expect(chipsOf(["a"])).toEqual({ shown: ["a"], more: 0 });
  });

  it("show ratings with one decimal, or N/A", () => {
    expect(formatRating(8)).toBe("8.0");
    expect(formatRating(9.25)).toBe("9.3");
    expect(formatRating(null)).toBe("N/A");
  });

  it("cut footer texts at 200 characters with an ellipsis", () => {
    expect(truncate("x".repeat(201))).toBe(`${"x".repeat(200)}...`);
    expect(truncate("short")).toBe("short");
  });
});
