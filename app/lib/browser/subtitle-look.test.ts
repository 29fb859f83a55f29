import { describe, expect, it } from "vitest";
import { cuePlacement, cueProperties, defaultSubtitleLook, parseSubtitleLook } from "./subtitle-look";

describe("the remembered subtitle look", () => {
  it("survives storage", () => {
    const look = { size: "largest", color: "yellow", background: "none", position: "raised" } as const;
    expect(parseSubtitleLook(JSON.stringify(look))).toEqual(look);
  });

  it("is the browser's own when absent or malformed", () => {
    for (const raw of [null, "", "{", "null", "42", '"large"']) expect(parseSubtitleLook(raw)).toEqual(defaultSubtitleLook);
  });

  it("keeps each readable part and defaults the others", () => {
    expect(parseSubtitleLook(JSON.stringify({ size: "large", color: "purple", position: 3 }))).toEqual({
      ...defaultSubtitleLook,
      size: "large",
    });
  });
});

describe("the cue styles", () => {
  it("are custom properties that scale the browser's size, colour the text and dim the background", () => {
    expect(cueProperties(defaultSubtitleLook)).toEqual({
      "--cue-size": "100%",
      "--cue-color": "rgb(255 255 255)",
      "--cue-background": "0.8",
    });
    expect(cueProperties({ size: "small", color: "cyan", background: "solid", position: "bottom" })).toEqual({
      "--cue-size": "75%",
      "--cue-color": "rgb(0 255 255)",
      "--cue-background": "1",
    });
  });
});

describe("a cue's place", () => {
  const bottom = { line: "auto", snapToLines: true } as const;

  it("is the file's at the bottom, and from 70% of the height down when raised", () => {
    expect(cuePlacement("bottom", bottom)).toEqual(bottom);
    expect(cuePlacement("raised", bottom)).toEqual({ line: 70, snapToLines: false });
  });

  it("is the file's own when the file placed the cue", () => {
    const top = { line: 0, snapToLines: true } as const;
    expect(cuePlacement("raised", top)).toEqual(top);
    expect(cuePlacement("bottom", top)).toEqual(top);
  });

  it("is the top line for the second track shown, wherever the first goes, unless its file placed it", () => {
    expect(cuePlacement("bottom", bottom, true)).toEqual({ line: 0, snapToLines: true });
    expect(cuePlacement("raised", bottom, true)).toEqual({ line: 0, snapToLines: true });
    const placed = { line: 40, snapToLines: false } as const;
    expect(cuePlacement("bottom", placed, true)).toEqual(placed);
  });
});
