import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirects";

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirectPath("/naruto/episode/3?t=1#comments")).toBe("/naruto/episode/3?t=1#comments");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\\/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
    // Issue #34: dot segments the parser removes, leaving a path that starts with "//".
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./..//a/../evil.example/path",
  ])("falls back for %j, which a browser would read as another site or not a path", (value) => {
    expect(safeRedirectPath(value, "/home")).toBe("/home");
  });

  it("answers a path with no control character in it, as the URL parser normalised it", () => {
    const path = safeRedirectPath("/list\r\nSet-Cookie: x=1?q=a\tb");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a hostile redirectTo carries
    expect(path).not.toMatch(/[\u0000-\u001f]/);
    expect(path.startsWith("/list")).toBe(true);
  });

  it("falls back for what is not text", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined, "/x")).toBe("/x");
  });

  // Issue #34: whatever a redirectTo is made of, the answer is a path a browser keeps on this site.
  it("answers only paths that stay on the site, for any mix of slashes, dots and escapes", () => {
    const piece = fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2E", "%2f", "%5c", "evil.example", "a", "\t", "?", "#", "@", ":");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const answer = safeRedirectPath(`/${pieces.join("")}`, "/fallback");
        expect(answer.startsWith("/")).toBe(true);
        expect(answer.startsWith("//") || answer.startsWith("/\\")).toBe(false);
        expect(new URL(answer, "https://site.invalid").origin).toBe("https://site.invalid");
        expect(safeRedirectPath(answer, "/fallback")).toBe(answer);
      }),
      { numRuns: 2000 },
    );
  });
});
