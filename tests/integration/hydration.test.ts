// Issue #52, docs/decisions/052-hydration.md: a page whose route says `handle.hydrate: false` is sent
// with no app (no module scripts, no preloads, no router data), only the islands' inline loader;
// the other pages, and every page of a signed-in viewer, keep the app.
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "~/web/sessions.server";
import { newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

beforeAll(async () => {
  await seedDemo();
});

const htmlOf = async (path: string) => (await fetchWorker(path)).text();
const appParts = (html: string) => ({
  moduleScripts: (html.match(/<script\b[^>]*type="module"/g) ?? []).length,
  preloads: (html.match(/rel="modulepreload"/g) ?? []).length,
  routerData: html.includes("__reactRouterContext"),
});

describe("a page that does not hydrate", () => {
  it.each(["/about", "/contact", "/privacy-policy", "/disclaimer", "/dmca", "/atoz", "/list", "/list?q=dragon", "/es/list"])(
    "%s carries no app, only the islands' loader",
    async (path) => {
      const html = await htmlOf(path);
      expect(appParts(html)).toEqual({ moduleScripts: 0, preloads: 0, routerData: false });
      // The loader knows each island's built address; the page marks the widgets it has.
      const loader = /<script nonce="[^"]+">(\(function\(urls,hydrates\)[\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(loader).toMatch(/"header-search":"\/assets\/island-header-search-[\w-]{8}\.js"/);
      expect(loader).toMatch(/,false\)$/);
      expect(html).toContain('data-island="theme-toggle"');
      expect(html).toContain('data-island="header-search"');
    },
  );
});

describe("a page that hydrates", () => {
  it.each(["/", "/login"])("%s carries the app and tells the islands to wait for it", async (path) => {
    const html = await htmlOf(path);
    const parts = appParts(html);
    expect(parts.moduleScripts).toBeGreaterThan(0);
    expect(parts.preloads).toBeGreaterThan(3);
    expect(parts.routerData).toBe(true);
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(urls,hydrates\)[\s\S]*?,true\)<\/script>/);
  });
});

describe("a signed-in viewer's page", () => {
  it("hydrates even where the route says it need not: the root keeps the account's history in step", async () => {
    const viewer = await newUser();
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    const html = await (await fetchWorker("/about", { headers: { Cookie: cookie } })).text();
    expect(html).toContain(viewer.username);
    expect(appParts(html).routerData).toBe(true);
    expect(appParts(html).moduleScripts).toBeGreaterThan(0);
  });
});
