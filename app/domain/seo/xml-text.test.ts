import { describe, expect, it } from "vitest";
import { xmlText } from "./xml-text";

describe("xmlText", () => {
  it("escapes markup and leaves out what XML 1.0 cannot carry, keeping tabs, line breaks and paired surrogates", () => {
    expect(xmlText(`a\u0000b\u0008c\u000bd\u000ce\u001ff\ufffeg\uffffh <&"'>`)).toBe("abcdefgh &lt;&amp;&quot;&apos;&gt;");
    expect(xmlText("tab\tline\nreturn\r")).toBe("tab\tline\nreturn\r");
    expect(xmlText("lone \ud800 high, lone \udc00 low, pair \ud83c\udf38")).toBe("lone  high, lone  low, pair 🌸");
  });
});
