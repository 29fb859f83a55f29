// Issue #65, finding 6 (the fifth probe): links built from the request path could point off the
// site. `GET /ar//evil.example/login` (a 404 page) drew a footer language link
// `href="//evil.example/login"` and alternates at `http://evil.example/login`; locally a `Host:
// evil.example` header steered the admin language redirect there. Every alternate, canonical and
// language link, and every redirect, now stays on the site's own origin.
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

const SITE = "https://example.com";

/** Every href of a link or anchor the page draws, as the browser resolves it against the page. */
async function hrefsOf(response: Response, page: string) {
  const html = await response.text();
  return [...html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)].map(([, href]) => ({
    href: href!.replaceAll("&amp;", "&"),
    host: new URL(href!.replaceAll("&amp;", "&"), `${SITE}${page}`).host,
  }));
}

beforeAll(async () => {
  await seedDemo();
});

describe("links drawn from the request's path", () => {
  it("point at this site's pages in every language, on an ordinary page and on a 404", async () => {
    for (const page of ["/ar/list", "/ar/no-such-page"]) {
      const hrefs = await hrefsOf(await fetchWorker(`${SITE}${page}`), page);
      expect(hrefs.map(({ href }) => href)).toContain(page.replace("/ar", "/zh-Hans"));
      expect(hrefs.filter(({ host }) => host !== "example.com")).toEqual([]);
    }
  });

  for (const page of ["/ar//evil.example/login", "//evil.example/x", "/ar/\\evil.example/login"])
    it(`stay on the site for ${page}`, async () => {
      // Whole, as the browser sends it: resolved against the site, `//evil.example/x` would be another host's address.
      const response = await fetchWorker(`${SITE}${page}`);
      expect(response.status).toBeLessThan(500);
      const hrefs = await hrefsOf(response, page);
      expect(hrefs.length).toBeGreaterThan(9);
      expect(hrefs.filter(({ href }) => /^[/\\]{2}/.test(href))).toEqual([]);
      // Ads, players and the like may be elsewhere; none of the page's own links is on the probe's host.
      expect(hrefs.filter(({ host }) => host.includes("evil.example"))).toEqual([]);
    });
});

describe("the admin area's language redirect", () => {
  it("goes to the site's own English address, whatever the Host header names", async () => {
    const plain = await fetchWorker("/ar/studio-login", { redirect: "manual" });
    expect(plain.headers.get("Location")).toBe(`${SITE}/studio-login`);
    const steered = await fetchWorker("https://evil.example/ar/studio-login", { redirect: "manual" }, { SITE_ORIGIN: SITE });
    expect(steered.headers.get("Location")).toBe(`${SITE}/studio-login`);
    const doubled = await fetchWorker(`${SITE}/ar//evil.example/studio-login`, { redirect: "manual" });
    expect(new URL(doubled.headers.get("Location") ?? "/", SITE).host).toBe("example.com");
  });

  it("locally, answers only loopback names: another Host is refused before any link is drawn", async () => {
    const local = { CLIENT_IP_FROM: "local" };
    const ours = await fetchWorker("http://localhost:8787/ar/studio-login", { redirect: "manual" }, local);
    expect(ours.headers.get("Location")).toBe("http://localhost:8787/studio-login");
    expect((await fetchWorker("http://127.0.0.1:8787/list", {}, local)).status).toBe(200);
    const steered = await fetchWorker("http://evil.example/ar/studio-login", { redirect: "manual" }, local);
    expect(steered.status).toBe(421);
    expect(steered.headers.get("Location")).toBeNull();
  });
});
