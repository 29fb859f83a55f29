import { describe, expect, it } from "vitest";
import { slicesFor, type FontSlice } from "./font-slices";

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

describe("the slices a text needs", () => {
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
