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
});
