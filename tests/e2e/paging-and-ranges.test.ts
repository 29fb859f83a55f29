// User stories for a catalogue too big to show at once: browse pages, episode ranges and the
// admin series finder, without JavaScript (and the finder's suggestions with it).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, screen } from "./admin-support";
import { adminToken, api, baseURL, hydrated, launchBrowser, logIn, newViewer, pageReady, visit } from "./browser";

const LONG_TITLE = "Hundred And Five Nights";
const LONG_SLUG = "hundred-and-five-nights";
const EPISODES = 105;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const token = await adminToken();
  const { status, data: created } = await api(
    "POST",
    "/series",
    { title: LONG_TITLE, description: "A long runner for the range stories." },
    token,
  );
  expect(status).toBe(201);
  for (let first = 1; first <= EPISODES; first += 15) {
    const numbers = Array.from({ length: Math.min(15, EPISODES - first + 1) }, (_, index) => first + index);
    const answers = await Promise.all(
      numbers.map((number) =>
        api(
          "POST",
          "/episodes",
          { series_id: created.id, episode_number: number, title: `Night ${number}`, description: `Night ${number}.` },
          token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(numbers.map(() => 201));
  }
});
afterAll(async () => {
  await browser?.close();
});

const cardNumbers = async (page: import("playwright-core").Page, section: string) =>
  (await page
    .locator(`#${section} li a[href*="/episode/"]`)
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute("href")!.split("/").pop())))) as number[];

describe("a viewer without JavaScript", () => {
  it("pages through Browse All Series with Next and Prev links that the head also names", async () => {
    const { context, page } = await visit(browser, "/list", { js: false });
    const total = Number((await fetch(`${baseURL()}/api/series?limit=1`)).headers.get("X-Total-Count"));
    expect(total).toBeGreaterThan(24);
    expect(await page.locator("main h3").count()).toBe(24);
    expect(await page.locator('head link[rel="next"]').getAttribute("href")).toBe("/list?page=2");
    await page.getByRole("link", { name: "Next page of Browse" }).first().click();
    await page.waitForURL(/page=2/);
    expect(await page.locator("main h3").count()).toBe(Math.min(24, total - 24));
    expect(await page.locator('head link[rel="prev"]').getAttribute("href")).toBe("/list");
    expect(await page.getByRole("navigation", { name: "Browse pages" }).first().textContent()).toContain(`2 / ${Math.ceil(total / 24)}`);
    await context.close();
  });

  it("moves between episode ranges, flips the order and jumps to a number on a long series", async () => {
    const { context, page } = await visit(browser, `/${LONG_SLUG}`, { js: false });
    expect(await cardNumbers(page, "episodes")).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    await page.getByRole("link", { name: "101–105" }).click();
    await page.waitForURL(/range=3/);
    expect(await cardNumbers(page, "episodes")).toEqual([101, 102, 103, 104, 105]);
    await page.getByRole("link", { name: "Newest first" }).click();
    await page.waitForURL(/order=desc/);
    expect((await cardNumbers(page, "episodes")).slice(0, 3)).toEqual([105, 104, 103]);
    await page.getByLabel("Episode number").fill("42");
    await page.getByRole("button", { name: "Go" }).click();
    await page.waitForURL(/ep=42/);
    expect(await cardNumbers(page, "episodes")).toContain(42);
    expect(await page.locator("#ep-42 a").getAttribute("aria-current")).toBe("true");
    expect(await page.locator('#episodes [id^="ep-"] a[aria-current="true"]').count()).toBe(1);
    await context.close();
  });

  it("sees the current episode's range in Other Episodes and pages it", async () => {
    const { context, page } = await visit(browser, `/${LONG_SLUG}/episode/103`, { js: false });
    expect(await cardNumbers(page, "others")).toEqual([101, 102, 103, 104, 105]);
    await page.locator("#others").getByRole("link", { name: "1–50" }).click();
    await page.waitForURL(/range=1/);
    expect((await cardNumbers(page, "others")).length).toBe(50);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Night 103");
    await context.close();
  });

  it("finds the current episode in sight in Other Episodes, and the page itself still at its top", async () => {
    const { context, page } = await visit(browser, `/${LONG_SLUG}/episode/60`, { js: false });
    const { inSight, pageScrolled } = await page.evaluate(() => {
      const strip = document.querySelector("#others ul")!.getBoundingClientRect();
      const current = document.querySelector('#others a[aria-current="page"]')!.getBoundingClientRect();
      return { inSight: current.left >= strip.left && current.right <= strip.right, pageScrolled: window.scrollY };
    });
    expect(inSight).toBe(true);
    expect(pageScrolled).toBe(0);
    await context.close();
  });
});

// The cards are plain links with one handler per list (components/ui/link-list.tsx); with
// JavaScript, on a page that runs the app (a signed-in viewer's episode page's Other Episodes), they
// must still move inside the app rather than load a new document. A signed-out viewer's pages load
// no app (decision 052): their cards load the next page whole.
describe("a viewer with JavaScript", () => {
  const stayedInApp = (page: import("playwright-core").Page) =>
    page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
  const markDocument = (page: import("playwright-core").Page) =>
    page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const otherEpisode = (page: import("playwright-core").Page, number: number) =>
    page.locator(`#others li a[href="/${LONG_SLUG}/episode/${number}"]`);

  it("opens an episode card without reloading the page for a signed-in viewer, and a series card from /list", async () => {
    const viewer = await newViewer("cards");
    const { context, page } = await visit(browser, "/", { js: true });
    await logIn(page, viewer.username, viewer.password);
    await page.goto(`/${LONG_SLUG}/episode/1`);
    await hydrated(page);
    await markDocument(page);
    await otherEpisode(page, 7).click();
    await page.getByRole("heading", { level: 1, name: "Night 7" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${LONG_SLUG}/episode/7`);
    expect(await stayedInApp(page)).toBe(true);

    // Signed out, /list loads no app (decision 052): its series card is a plain link that loads the page.
    await context.clearCookies();
    await page.goto(`/list?q=${encodeURIComponent("and five ni")}`);
    await page.getByRole("link", { name: LONG_TITLE }).click();
    await page.waitForURL((url) => url.pathname === `/${LONG_SLUG}`);
    await page.locator("#ep-1").waitFor();
    // Nor does the series page: its episode card loads the episode page, whose player is an island.
    await page.locator("#ep-3 a").click();
    await page.waitForURL((url) => url.pathname === `/${LONG_SLUG}/episode/3`);
    await pageReady(page);
    await context.close();
  });

  it("leaves a card opened in a new tab to the browser", async () => {
    const { context, page } = await visit(browser, `/${LONG_SLUG}/episode/1`, { js: true });
    await pageReady(page);
    const opened = context.waitForEvent("page");
    await otherEpisode(page, 3).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === `/${LONG_SLUG}/episode/3`);
    expect(new URL(page.url()).pathname).toBe(`/${LONG_SLUG}/episode/1`);
    await context.close();
  });
});

describe("an admin picking a series", () => {
  it("finds it by part of its title, then chooses it, without JavaScript", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("manage-episodes"));
    expect(await page.getByLabel("Series", { exact: true }).locator("option").count()).toBe(1);
    await page.getByLabel("Search series").fill("and five ni");
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByLabel("Series", { exact: true }).selectOption({ label: LONG_TITLE });
    await page.getByRole("button", { name: "Show episodes" }).click();
    await page.getByRole("heading", { name: LONG_TITLE }).waitFor();
    expect(await page.locator("tbody tr").count()).toBe(50);
    await context.close();
  });

  it("is offered matches as they type, with JavaScript", async () => {
    const { context, page } = await visit(browser, "/", { js: true });
    await adminLogIn(page);
    await page.goto(screen("comments"));
    await hydrated(page);
    await page.getByLabel("Find series").pressSequentially("five nigh");
    await expect.poll(() => page.getByLabel("Series", { exact: true }).locator("option").allTextContents()).toContain(LONG_TITLE);
    expect(new URL(page.url()).search).not.toContain("find");
    await context.close();
  });
});
