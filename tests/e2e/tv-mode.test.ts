// Issue #69, TV mode: on a television's browser (or turned on from the footer) the arrows walk a
// page by where things stand on screen, Enter opens, Back returns, and in the player the arrows
// seek only while it has the focus.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, baseURL, islandsReady, launchBrowser, seriesWithEpisodes, startPlayer, visit } from "./browser";
import { serveSilentClip } from "./silent-clip";

/** Samsung's Tizen browser, as a 2021 set names itself. */
const TV_AGENT = "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36";

let browser: Browser;
let media: Awaited<ReturnType<typeof serveSilentClip>>;
let episodePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  media = await serveSilentClip(20);
  const story = await seriesWithEpisodes(
    await adminToken(),
    { title: `Sofa Story ${Date.now() % 100000}`, description: "A direct video watched from the sofa" },
    [{ episode_number: 1, title: "Remote", description: "Watched with a remote", servers: [{ label: "Main", url: media.clipUrl("tv") }] }],
  );
  episodePath = `/${story.slug}/episode/1`;
});

afterAll(async () => {
  await browser?.close();
  await media?.close();
});

/** A television's browser at 1920×1080 on `path`, once its remote is listening. */
async function onTv(path: string) {
  const context = await browser.newContext({ baseURL: baseURL(), userAgent: TV_AGENT, viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto(path);
  await islandsReady(page);
  await page.waitForFunction(() => document.documentElement.dataset.tv === "ready");
  return { context, page };
}

/** The focused element: where its box is drawn (a card's link covers its card), its address, and whether it is in main. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const drawn = element.classList.contains("stretched-link") && element.offsetParent ? element.offsetParent : element;
    // In the page's own coordinates: moving the focus scrolls the page.
    const { left, top, bottom } = drawn.getBoundingClientRect();
    return {
      left: left + scrollX,
      top: top + scrollY,
      bottom: bottom + scrollY,
      href: element.getAttribute("href"),
      card: element.classList.contains("stretched-link"),
      inMain: element.closest("main") !== null,
    };
  });

describe("TV mode", () => {
  it("walks /list's grid with the arrows (right stays in the row, down goes below), opens with Enter and comes back with Back", async () => {
    const { context, page } = await onTv("/list");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("24px");
    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).inMain).toBe(true);
    // Down through the filter bar to the first card.
    await expect
      .poll(
        async () => {
          await page.keyboard.press("ArrowDown");
          return (await focused(page)).card;
        },
        { interval: 50, timeout: 10_000 },
      )
      .toBe(true);
    const first = await focused(page);
    await page.keyboard.press("ArrowRight");
    const second = await focused(page);
    expect(second.card).toBe(true);
    expect(second.top).toBe(first.top);
    expect(second.left).toBeGreaterThan(first.left);
    await page.keyboard.press("ArrowDown");
    const below = await focused(page);
    expect(below.card).toBe(true);
    expect(below.top).toBeGreaterThanOrEqual(second.bottom);
    expect(below.left).toBe(second.left);
    // The focus ring shows from the sofa: 5 px of amber round the card, inside its edge.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!, "::after").boxShadow)).toMatch(/ 0px 0px 0px 5px inset$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${below.href}`);
    await islandsReady(page);
    await page.waitForFunction(() => document.documentElement.dataset.tv === "ready");
    await page.keyboard.press("Backspace");
    await page.waitForURL("**/list");
    await context.close();
  });

  it("seeks with the arrows only while the video has the focus", async () => {
    const { context, page } = await onTv(episodePath);
    const video = await startPlayer(page);
    await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 2;
    });
    const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
    // The focus on the page's heading, outside the player: the arrow moves the focus, the video stays.
    await page
      .locator("h1")
      .first()
      .evaluate((heading: HTMLElement) => {
        heading.tabIndex = 0;
        heading.focus();
      });
    await page.keyboard.press("ArrowRight");
    expect(await time()).toBe(2);
    await video.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(time).toBeGreaterThanOrEqual(7);
    // Up leaves the video, and the arrows are the page's again.
    await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => document.activeElement instanceof HTMLVideoElement)).toBe(false);
    const seeked = await time();
    await page.keyboard.press("ArrowRight");
    expect(await time()).toBe(seeked);
    await context.close();
  });

  it("is turned on and off from the footer in any browser, and off on a television", async () => {
    const { context, page } = await visit(browser, "/");
    expect(await page.evaluate(() => "tv" in document.documentElement.dataset)).toBe(false);
    await page.getByRole("button", { name: "Turn on TV mode" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.tv === "ready");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("button", { name: "Turn off TV mode" }).click();
    await page.getByRole("button", { name: "Turn on TV mode" }).waitFor();
    expect(await page.evaluate(() => "tv" in document.documentElement.dataset)).toBe(false);
    await context.close();

    const tv = await onTv("/");
    await tv.page.getByRole("button", { name: "Turn off TV mode" }).click();
    await tv.page.getByRole("button", { name: "Turn on TV mode" }).waitFor();
    expect(await tv.page.evaluate(() => "tv" in document.documentElement.dataset)).toBe(false);
    await tv.context.close();
  });
});
