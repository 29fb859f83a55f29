import { describe, expect, it } from "vitest";
import { fontsNamedBy, needsCjkFallback, slicesFor, type FontSlice } from "./ass-fonts";

// Three slices as Google Fonts cuts Noto Sans SC: Latin, the commonest ideographs, rarer ones.
const slices: FontSlice[] = [
  [
    "/latin.woff2",
    [
      [0x20, 0x7e],
      [0xa0, 0xff],
    ],
  ],
  [
    "/common.woff2",
    [
      [0x3000, 0x303f],
      [0x4e00, 0x4e00],
      [0x706f, 0x706f],
      [0x7b3c, 0x7b3c],
    ],
  ],
  [
    "/rare.woff2",
    [
      [0x9fa0, 0x9fff],
      [0x20000, 0x2000f],
    ],
  ],
];

describe("the CJK fallback of an ASS track", () => {
  it("is needed for Chinese, Japanese, Korean and full-width text, not for Latin, Cyrillic or Greek", () => {
    expect(needsCjkFallback("灯笼亮了起来。")).toBe(true);
    expect(needsCjkFallback("ランタン")).toBe(true);
    expect(needsCjkFallback("등불")).toBe(true);
    expect(needsCjkFallback("Ｌａｎｔｅｒｎ")).toBe(true);
    expect(needsCjkFallback("The lantern flickers on. Фонарь. Φανός. ¡Sí!")).toBe(false);
  });

  it("loads the slices holding the text's characters, each once, and no other", () => {
    expect(slicesFor("灯笼。", slices)).toEqual(["/common.woff2"]);
    expect(slicesFor("Lantern 灯笼 灯笼", slices)).toEqual(["/latin.woff2", "/common.woff2"]);
    expect(slicesFor("𠀁", slices)).toEqual(["/rare.woff2"]);
    expect(slicesFor("☃", slices)).toEqual([]);
  });
});

describe("the fonts an ASS track names", () => {
  it("are its styles' fonts and its \\fn overrides, lower-cased, each once", () => {
    const track = [
      "[V4+ Styles]",
      "Format: Name, Fontname, Fontsize",
      "Style: Default,Gandhi Sans,72",
      "style: Sign, 方正综艺_GBK ,64",
      "[Events]",
      "Dialogue: 0,0:00:01.00,0:00:02.00,Sign,,0,0,0,,{\\fnCodicon\\an7}x{\\fngandhi sans}y",
    ].join("\n");
    expect([...fontsNamedBy(track)]).toEqual(["gandhi sans", "方正综艺_gbk", "codicon"]);
  });
});
