// Issue #52, docs/decisions/052-hydration.md: a page whose route says `handle.hydrate: false` is sent
// with no app (no module scripts, no preloads, no router data), only the islands' inline loader;
// the other pages, the admin's (its login on the series pages' route among them), and every page of a
// signed-in viewer but the home (`signedIn: "islands"`, issue #70), keep the app.
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "~/web/sessions.server";
import { call, newUser } from "../support/api";
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
  it.each([
    "/about",
    "/contact",
    "/privacy-policy",
    "/disclaimer",
    "/dmca",
    "/atoz",
    "/list",
    "/list?q=dragon",
    "/es/list",
    "/",
    "/es",
    "/login",
    "/register",
    "/zh-Hans/login",
  ])("%s carries no app, only the islands' loader", async (path) => {
    const html = await htmlOf(path);
    expect(appParts(html)).toEqual({ moduleScripts: 0, preloads: 0, routerData: false });
    // The loader knows each island's built address; the page marks the widgets it has.
    const loader = /<script nonce="[^"]+">(\(function\(urls,hydrates\)[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toMatch(/"header-search":"\/assets\/island-header-search-[\w-]{8}\.js"/);
    expect(loader).toMatch(/,false\)$/);
    expect(html).toContain('data-island="theme-toggle"');
    expect(html).toContain('data-island="header-search"');
  });
});

describe("a signed-out series page", () => {
  it.each(["/the-silent-calligrapher", "/es/the-silent-calligrapher"])(
    "%s carries no app, and records the visit with an inline script",
    async (path) => {
      const html = await htmlOf(path);
      expect(appParts(html)).toEqual({ moduleScripts: 0, preloads: 0, routerData: false });
      const recorder = /<script nonce="[^"]+">(\(function\(e\)[\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(recorder).toContain("localStorage");
      expect(recorder).toMatch(
        /\(\{"seriesId":\d+,"seriesTitle":"The Silent Calligrapher","seriesSlug":"the-silent-calligrapher","cover":"[^"]+"\}\)$/,
      );
    },
  );
});

describe("a signed-out episode page", () => {
  const EPISODE = "/the-silent-calligrapher/episode/1";

  it("carries no app: its player section, marked for the island, with the section's data beside it", async () => {
    const html = await htmlOf(EPISODE);
    expect(appParts(html)).toEqual({ moduleScripts: 0, preloads: 0, routerData: false });
    const props = JSON.parse(/<script type="application\/json" id="player-props"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "null");
    expect(props).toMatchObject({
      base: "/the-silent-calligrapher/episode",
      named: false,
      autoplay: false,
      accountId: null,
      islands: true,
    });
    expect(props.servers.length).toBeGreaterThan(0);
    expect(html).toMatch(
      /<div data-player-root="" class="space-y-3" data-island="episode-player" data-island-on="watching( zone)?" data-island-keys="Space k n p \?"/,
    );
    expect(html).toMatch(/<a href="\?play=1#player" data-player-start="" data-island="episode-player" data-island-on="click"/);
    const recorder = /<script nonce="[^"]+">(\(function\(e\)[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(recorder).toMatch(/"seriesSlug":"the-silent-calligrapher","episodeId":\d+,"episodeTitle":(null|"[^"]*"),"episodeNumber":1,/);
  });

  it("draws the video itself on ?play=1, and wakes the island at once", async () => {
    const html = await htmlOf(`${EPISODE}?play=1`);
    expect(appParts(html).routerData).toBe(false);
    expect(html).toMatch(/<div data-player-root=""[^>]* data-island-on="watching now( zone)?"/);
    expect(html).toMatch(/<div data-player-root=""[\s\S]*?<(video|iframe) /);
  });
});

describe("a signed-out home page", () => {
  const tabsOf = (html: string, id: string) =>
    [...html.matchAll(new RegExp(`<a [^>]*role="tab" id="${id}-tab-([\\w]+)" aria-selected="(true|false)"`, "g"))].map(
      ([, value, selected]) => `${value}${selected === "true" ? "*" : ""}`,
    );
  const shownPanels = (html: string) => [...html.matchAll(/<div role="tabpanel" id="([\w-]+)"(?![^>]* hidden)/g)].map(([, id]) => id);

  it("carries every panel of its tabs, the asked-for ones shown, for the tabs island to switch", async () => {
    const html = await htmlOf("/?day=3&top=monthly");
    expect(tabsOf(html, "schedule-day")).toEqual(["0", "1", "2", "3*", ...Array.from({ length: 10 }, (_, day) => String(day + 4))]);
    expect(tabsOf(html, "top10")).toEqual(["weekly", "monthly*", "all"]);
    expect(html.match(/<div role="tabpanel"/g)).toHaveLength(17);
    expect(shownPanels(html)).toEqual(["schedule-day-panel-3", "top10-panel-monthly"]);
    expect(html.match(/role="tablist"[^>]* data-island="tabs" data-island-on="click focusin"/g)).toHaveLength(2);
  });

  it("leaves Continue watching to an island with a blank card, and the schedule's times to one for another zone", async () => {
    const html = await htmlOf("/");
    const continuing = /<section id="continue"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(continuing).toMatch(
      /^<section id="continue" aria-labelledby="continue-title" hidden="" data-island="continue-watching" data-island-on="history">/,
    );
    expect(continuing).toMatch(
      /<ul [^>]*><\/ul><template><li [^>]*><a [^>]*href="\/"[\s\S]*<source type="image\/avif" srcSet="\/uploads\/0{64}\.jpg\.w/,
    );
    expect(html).toMatch(/<section id="schedule" [^>]*data-island="schedule-times" data-island-on="zone" data-zone="UTC">/);
  });
});

describe("a page that hydrates", () => {
  it.each(["/history", "/studio-login"])("%s carries the app and tells the islands to wait for it", async (path) => {
    const html = await htmlOf(path);
    const parts = appParts(html);
    expect(parts.moduleScripts).toBeGreaterThan(0);
    expect(parts.preloads).toBeGreaterThan(3);
    expect(parts.routerData).toBe(true);
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(urls,hydrates\)[\s\S]*?,true\)<\/script>/);
  });
});

describe("a signed-in viewer's page", () => {
  /** A new viewer's page, fetched with their session cookie. */
  const signedInPage = async (path: string) => {
    const viewer = await newUser();
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    return { viewer, html: await (await fetchWorker(path, { headers: { Cookie: cookie } })).text() };
  };

  it("hydrates even where the route says it need not: the root keeps the account's history in step", async () => {
    const { viewer, html } = await signedInPage("/about");
    expect(html).toContain(viewer.username);
    expect(appParts(html).routerData).toBe(true);
    expect(appParts(html).moduleScripts).toBeGreaterThan(0);
  });

  it("leaves the app on the home page: Continue watching comes from the account, the schedule's times from the island", async () => {
    const viewer = await newUser();
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    const series = (await call("GET", "/series?limit=1")).data[0] as { id: number; title: string; slug: string };
    const episode = (await call("GET", `/episodes?series_id=${series.id}&limit=1`)).data[0] as { id: number; episode_number: number };
    const json = { series_id: series.id, episode_id: episode.id };
    const recorded = await fetchWorker("/account/history", {
      method: "POST",
      headers: { Origin: "https://example.com", Cookie: cookie },
      body: new URLSearchParams({ intent: "record", payload: JSON.stringify(json) }),
    });
    expect(recorded.ok).toBe(true);
    const html = await (await fetchWorker("/", { headers: { Cookie: cookie } })).text();
    expect(html).toContain(viewer.username);
    expect(appParts(html).routerData).toBe(false);
    expect(appParts(html).moduleScripts).toBe(0);
    expect(html).toContain('data-island="schedule-times"');
    expect(html).toContain('data-island="tabs"');
    // The account's entry, drawn by the server: no island, and not hidden.
    const continuing = /<section id="continue"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(continuing).not.toContain("data-island");
    expect(continuing).not.toMatch(/<section[^>]*hidden/);
    expect(continuing).toContain(`href="/${series.slug}/episode/${episode.episode_number}"`);
  });

  it("hydrates on an episode page, whose player React draws without the island's marks", async () => {
    const { html } = await signedInPage("/the-silent-calligrapher/episode/1");
    expect(appParts(html).routerData).toBe(true);
    expect(html).not.toContain('data-island="episode-player"');
    expect(html).not.toContain('id="player-props"');
  });

  it("hydrates on a series page, which leaves the visit to the app (and the account)", async () => {
    const { html } = await signedInPage("/the-silent-calligrapher");
    expect(appParts(html).routerData).toBe(true);
    expect(appParts(html).moduleScripts).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script nonce="[^"]+">\(function\(e\)/);
  });
});
