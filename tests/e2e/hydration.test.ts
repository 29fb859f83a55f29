// Issue #52, docs/decisions/052-hydration.md: a page that needs no JavaScript to work does not load
// the app; its widgets are islands, loaded the first time they are used. A signed-out series page
// is among them; it records the visit in the watch history inline. So is a signed-out home page:
// its tabs, Continue watching and the schedule's times are islands; and a signed-out episode page,
// whose player section is an island that hydrates with React alone. A signed-in viewer's pages
// hydrate.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, screen } from "./admin-support";
import { baseURL, hydrated, islandsReady, launchBrowser, logIn, newViewer, visit } from "./browser";

const EPISODE = "/stellar-ramen-detectives/episode/1";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The scripts the page asks for from its next load on, by their file's name. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.split("/").at(-1)!);
  });
  return scripts;
}

describe("a page that needs no JavaScript", () => {
  it.each(["/about", "/atoz", "/list", "/list?q=dragon", "/the-silent-calligrapher", "/", "/login", "/register", EPISODE])(
    "%s loads none until a widget is used",
    async (path) => {
      const { context, page } = await visit(browser, path);
      const scripts = scriptsOf(page);
      await page.reload();
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await context.close();
    },
  );

  it("loads the theme toggle's island when it is pressed, and the search's when the field is focused", async () => {
    const { context, page } = await visit(browser, "/about");
    const scripts = scriptsOf(page);
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect.poll(() => page.locator("html").getAttribute("class")).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("themeMode"))).toBe("light");
    expect(new URL(page.url()).pathname).toBe("/about");
    await page.getByRole("button", { name: "Switch to dark mode" }).waitFor();
    // The island and what it imports (the theme cookie's text), never the app.
    expect(scripts[0]).toMatch(/^island-theme-toggle-/);
    expect(scripts.length).toBeLessThanOrEqual(2);

    await page.getByRole("searchbox", { name: "Search series" }).focus();
    const box = page.getByRole("combobox", { name: "Search series" });
    await box.pressSequentially("dragon t");
    const suggestion = page.getByRole("listbox", { name: "Suggested series" }).getByRole("option", { name: /Dragon Tea House/ });
    await suggestion.waitFor();
    expect(scripts.some((file) => /^island-header-search-/.test(file))).toBe(true);
    expect(scripts.some((file) => /^(entry\.client|root)-/.test(file))).toBe(false);
    // The series page it opens is loaded whole (and, signed out, without the app).
    await suggestion.click();
    await page.waitForURL((url) => url.pathname === "/dragon-tea-house");
    await context.close();
  });

  it("sends the A to Z page size when it is picked", async () => {
    const { context, page } = await visit(browser, "/atoz?letter=D");
    await page.getByLabel("Per page").selectOption("6");
    await page.waitForURL((url) => url.searchParams.get("size") === "6" && url.searchParams.get("letter") === "D");
    await context.close();
  });
});

describe("a signed-out series page", () => {
  const history = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem("anime_watch_history") ?? "[]") as { seriesSlug?: string }[]);

  it("records the visit with no script loaded, forgetting an account's copy left in the browser", async () => {
    const { context, page } = await visit(browser, "/dragon-tea-house");
    const scripts = scriptsOf(page);
    expect((await history(page)).map((entry) => entry.seriesSlug)).toEqual(["dragon-tea-house"]);
    await page.goto("/the-silent-calligrapher");
    await page.waitForLoadState("networkidle");
    expect((await history(page)).map((entry) => entry.seriesSlug)).toEqual(["the-silent-calligrapher", "dragon-tea-house"]);
    expect(scripts).toEqual([]);
    // A signed-in viewer's copy still here (they signed out on a page without the app) is dropped first,
    // as the app does on a signed-out page.
    await page.evaluate(() => localStorage.setItem("anime_watch_history_account", JSON.stringify("7")));
    await page.reload();
    await islandsReady(page);
    expect((await history(page)).map((entry) => entry.seriesSlug)).toEqual(["the-silent-calligrapher"]);
    expect(await page.evaluate(() => localStorage.getItem("anime_watch_history_account"))).toBeNull();
    await context.close();
  });

  it("loads an island only when a widget is used; its episode cards load the episode page whole", async () => {
    const { context, page } = await visit(browser, "/the-silent-calligrapher");
    const scripts = scriptsOf(page);
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect.poll(() => page.locator("html").getAttribute("class")).toBe("light");
    expect(scripts[0]).toMatch(/^island-theme-toggle-/);
    expect(scripts.some((file) => /^(entry\.client|root)-/.test(file))).toBe(false);
    // The episode cards are plain links: the episode page loads whole, and records itself in the history.
    await page.locator("#episodes li a").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/the-silent-calligrapher/episode/"));
    await islandsReady(page);
    await page.goto("/history");
    await hydrated(page);
    await page.getByRole("main").getByText("The Silent Calligrapher").first().waitFor();
    await context.close();
  });
});

describe("a signed-out home page", () => {
  const history = [
    { seriesId: 1, seriesTitle: "The Silent Calligrapher", seriesSlug: "the-silent-calligrapher", episodeId: 9001, episodeNumber: 2 },
  ];

  it("loads the tabs' island when a tab is clicked, and shows Continue watching at once where there is a history", async () => {
    const { context, page } = await visit(browser, "/");
    const scripts = scriptsOf(page);
    await page.locator("#top10").getByRole("tab", { name: "Monthly" }).click();
    await expect.poll(() => page.locator("#top10").getByRole("tab", { name: "Monthly" }).getAttribute("aria-selected")).toBe("true");
    expect(scripts).toEqual([expect.stringMatching(/^island-tabs-/)]);
    expect(page.url()).toBe(`${baseURL()}/`);
    // A browser with a watch history loads Continue watching's island as the page loads.
    await page.evaluate((entries) => localStorage.setItem("anime_watch_history", JSON.stringify(entries)), history);
    await page.reload();
    const continuing = page.getByRole("region", { name: "Continue watching" });
    await continuing.getByRole("link", { name: /The Silent Calligrapher/ }).waitFor();
    expect(await continuing.getByRole("link", { name: /The Silent Calligrapher/ }).getAttribute("href")).toBe(
      "/the-silent-calligrapher/episode/2",
    );
    expect(scripts.some((file) => /^island-continue-watching-/.test(file))).toBe(true);
    expect(scripts.some((file) => /^(entry\.client|root)-/.test(file))).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await context.close();
  });
});

describe("the islands of every page", () => {
  it("show the scroll-to-top button once the page is scrolled down", async () => {
    const { context, page } = await visit(browser, "/atoz?size=48", { viewport: { width: 375, height: 700 } });
    const button = page.getByRole("button", { name: "Scroll to top" });
    expect(await button.count()).toBe(0);
    await page.mouse.wheel(0, 1500);
    await button.waitFor();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await button.waitFor({ state: "hidden" });
    await context.close();
  });

  it("offer a browser that asks for Spanish this page in Spanish, until the offer is closed", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), locale: "es-ES" });
    const page = await context.newPage();
    await page.goto("/about");
    await islandsReady(page);
    const offer = page.getByRole("status").filter({ hasText: "Esta página también está disponible en Español." });
    await offer.waitFor();
    expect(await offer.getByRole("link", { name: "Leer en Español" }).getAttribute("href")).toBe("/es/about");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await offer.getByRole("button", { name: "Cerrar" }).click();
    await offer.waitFor({ state: "detached" });
    await page.reload();
    await islandsReady(page);
    await page.waitForLoadState("networkidle");
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});

describe("the admin", () => {
  it("still hydrates, and its rows-per-page menu sends itself through the same island, inside the app", async () => {
    const { context, page } = await visit(browser, "/");
    await adminLogIn(page);
    await page.goto(screen("visitors"));
    await hydrated(page);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByLabel("Rows per page").selectOption("50");
    await page.waitForURL((url) => url.searchParams.get("size") === "50");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });
});

describe("a signed-out episode page", () => {
  const player = (page: Page) => page.locator("[data-player-root]");
  const mounted = (page: Page) => player(page).evaluate((root) => !root.hasAttribute("data-island"));

  it("loads the player's island and React, not the app, when play is pressed, and records the episode", async () => {
    const { context, page } = await visit(browser, EPISODE);
    const scripts = scriptsOf(page);
    await page.reload();
    await islandsReady(page);
    const recorded = await page.evaluate(() => JSON.parse(localStorage.getItem("anime_watch_history") ?? "[]")[0]);
    expect(recorded).toMatchObject({ seriesSlug: "stellar-ramen-detectives", episodeNumber: 1 });
    expect(scripts).toEqual([]);
    await page.locator("[data-player-start]").click();
    await player(page).locator("video, iframe").first().waitFor();
    expect(await mounted(page)).toBe(true);
    expect(new URL(page.url()).search).toBe("");
    expect(scripts[0]).toMatch(/^island-episode-player-/);
    expect(scripts.some((file) => /^(entry\.client|root)-/.test(file))).toBe(false);
    await context.close();
  });

  it("hydrates the player at once on ?play=1, and on a shortcut's key", async () => {
    const { context, page } = await visit(browser, `${EPISODE}?play=1`);
    await expect.poll(() => mounted(page)).toBe(true);
    await page.goto(EPISODE);
    await islandsReady(page);
    expect(await mounted(page)).toBe(false);
    await page.keyboard.press("?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    expect(await mounted(page)).toBe(true);
    await context.close();
  });

  it("still runs the app for a signed-in viewer", async () => {
    const viewer = await newViewer("hydrates");
    const { context, page } = await visit(browser, "/");
    await logIn(page, viewer.username, viewer.password);
    const scripts = scriptsOf(page);
    await page.goto(EPISODE);
    await hydrated(page);
    expect(scripts.some((file) => /^entry\.client-/.test(file))).toBe(true);
    expect(await page.locator("[data-player-root]").getAttribute("data-island")).toBeNull();
    await context.close();
  });
});
