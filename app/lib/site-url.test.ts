import { describe, expect, it } from "vitest";
import { onSite, siteOrigin, siteUrl } from "./site-url";

describe("the site's own addresses", () => {
  it("keep a path on the site, however many slashes or backslashes it starts with", () => {
    expect(onSite("/list")).toBe("/list");
    expect(onSite("//evil.example/login")).toBe("/evil.example/login");
    expect(onSite("/\\evil.example")).toBe("/evil.example");
    expect(onSite("\\\\evil.example")).toBe("/evil.example");
    expect(siteUrl("https://anime.example", "//evil.example/login")).toBe("https://anime.example/evil.example/login");
    expect(siteUrl("", "//evil.example/login")).toBe("/evil.example/login");
  });

  it("take SITE_ORIGIN over the request's own origin", () => {
    expect(siteOrigin({ SITE_ORIGIN: "https://anime.example" }, "http://evil.example/x")).toBe("https://anime.example");
    expect(siteOrigin({}, "http://localhost:8787/x")).toBe("http://localhost:8787");
  });
});
