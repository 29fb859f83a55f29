import { describe, expect, it } from "vitest";
import { fallbackFor, fontsNamedBy } from "./ass-fonts";

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
