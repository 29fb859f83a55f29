import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileStreamLinks } from "../../tests/support/hostile-stream-links";
import { streamOriginOf } from "./stream-origin";

describe("a stream's origin", () => {
  it("is written from the link's scheme, host and port", () => {
    expect(streamOriginOf("https://Stream.Example.net/show/master.m3u8?token=1")).toBe("https://stream.example.net");
    expect(streamOriginOf("http://cdn.example.com:8443/a.m3u8")).toBe("http://cdn.example.com:8443");
    expect(streamOriginOf("https://8.8.8.8/a.m3u8")).toBe("https://8.8.8.8");
    expect(streamOriginOf("https://[2001:4860::8888]/a.m3u8")).toBe("https://[2001:4860::8888]");
    expect(streamOriginOf("https://xn--fiq228c.example/a.m3u8")).toBe("https://xn--fiq228c.example");
  });

  it.each(hostileStreamLinks)("is refused for %s", (link) => {
    expect(streamOriginOf(link)).toBeNull();
  });

  it("never holds a character a policy would read as a separator or a keyword, whatever the link", () => {
    const piece = fc.constantFrom("a", "b.", "-", ";", ",", "*", "'", " ", "%3b", "%2C", "[", "]", ":", "1", ".", "@", "/", "\\");
    fc.assert(
      fc.property(fc.constantFrom("https://", "http://"), fc.array(piece, { maxLength: 12 }), (scheme, pieces) => {
        const origin = streamOriginOf(`${scheme}${pieces.join("")}/x.m3u8`);
        if (origin !== null) expect(origin).toMatch(/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/);
      }),
      { numRuns: 3000 },
    );
  });
});
