import { describe, expect, it } from "vitest";
import { savedPath } from "~/lib/saved-episode-names";
import { isLogout, isSiteFile, keepablePage, prefixOf, savedEpisodeIdOf } from "./rules";

/** An answer as the browser hands the worker one of its own site's (`type` "basic"). */
const sameSite = (body: string, headers: Record<string, string>, status = 200) =>
  Object.defineProperty(new Response(body, { status, headers }), "type", { value: "basic" }) as Response;
const html = { "Content-Type": "text/html; charset=utf-8" };

describe("the service worker's rules", () => {
  it("keeps a page of the site, never the admin's, a no-store one, a refusal or another site's", async () => {
    expect(await keepablePage(sameSite('<html lang="en">…</html>', html))).toBe(true);
    expect(await keepablePage(sameSite('<html lang="en" data-area="admin">…</html>', html))).toBe(false);
    expect(await keepablePage(sameSite("<html>…</html>", { ...html, "Cache-Control": "private, no-store" }))).toBe(false);
    expect(await keepablePage(sameSite("<html>…</html>", html, 404))).toBe(false);
    expect(await keepablePage(sameSite("{}", { "Content-Type": "application/json" }))).toBe(false);
    expect(await keepablePage(new Response("<html>…</html>", { headers: html }))).toBe(false);
  });

  it("reads a path's language, a sign-out in any language, a site file and a saved episode's copy", () => {
    const locales = ["zh-Hans", "ar"];
    expect([prefixOf("/zh-Hans/list", locales), prefixOf("/list", locales), prefixOf("/fr/list", locales)]).toEqual(["/zh-Hans", "", ""]);
    expect(["/logout", "/ar/logout", "/logout.data", "/logout/x", "/a/b/logout"].map(isLogout)).toEqual([true, true, true, false, false]);
    expect(isSiteFile(new URL("https://example.com/assets/app-x1.js"))).toBe(true);
    expect(isSiteFile(new URL("https://example.com/list"))).toBe(false);
    expect(savedEpisodeIdOf(savedPath(12, "index.m3u8"))).toBe("12");
    expect(savedEpisodeIdOf("/saved/x/index.m3u8")).toBeNull();
  });
});
