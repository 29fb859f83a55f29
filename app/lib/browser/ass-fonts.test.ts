import { describe, expect, it } from "vitest";
import { fallbackFor, fontsNamedBy, slicesFor, type FontSlice } from "./ass-fonts";

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

describe("the fallback font of an ASS track", () => {
  it("is CJK's for Chinese, Japanese and full-width text, Arabic's for Arabic, and none for Latin, Cyrillic, Greek or Vietnamese", () => {
    expect(fallbackFor("灯笼亮了起来。")).toBe("cjk");
    expect(fallbackFor("ランタン")).toBe("cjk");
    expect(fallbackFor("Ｌａｎｔｅｒｎ")).toBe("cjk");
    expect(fallbackFor("أضاء الفانوس.")).toBe("arabic");
    expect(fallbackFor("The lantern flickers on. Фонарь. Φανός. ¡Sí! Đèn lồng")).toBeNull();
  });

  it("is the script the track writes the most of, a sign in another aside", () => {
    expect(fallbackFor("[Events]\nDialogue: …,أضاء الفانوس، أهلاً بعودتك يا حارس\nDialogue: …,{\\pos(160,120)}灯笼厅")).toBe("arabic");
  });

  it("loads the slices holding the text's characters, each once, and no other", () => {
    expect(slicesFor("灯笼。", slices)).toEqual(["/common.woff2"]);
    expect(slicesFor("Lantern 灯笼 灯笼", slices)).toEqual(["/latin.woff2", "/common.woff2"]);
    expect(slicesFor("𠀁", slices)).toEqual(["/rare.woff2"]);
    expect(slicesFor("☃", slices)).toEqual([]);
    // Ranges of slices overlap, as Noto Sans Arabic's symbols slice overlaps its Latin one.
    const overlapping: FontSlice[] = [
      ["/latin.woff", [[0x20, 0x7e]]],
      [
        "/symbols.woff",
        [
          [0x2d, 0x2d],
          [0x600, 0x6ff],
        ],
      ],
    ];
    expect(slicesFor("أ.", overlapping)).toEqual(["/latin.woff", "/symbols.woff"]);
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
