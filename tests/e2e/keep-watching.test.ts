import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, islandsReady, launchBrowser, pageReady, seriesWithEpisodes, startPlayer, visit } from "./browser";
import { serveSilentClip } from "./silent-clip";

let browser: Browser;
let media: Awaited<ReturnType<typeof serveSilentClip>>;
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  media = await serveSilentClip(20);
  const { clipUrl } = media;

  const story = await seriesWithEpisodes(
    await adminToken(),
    { title: `Resume Story ${Date.now() % 100000}`, description: "Direct videos for the keep-watching stories" },
    [1, 2].map((number) => ({
      episode_number: number,
      title: `Part ${number}`,
      description: `Part ${number} of the story`,
      servers: [
        { label: "Main", url: clipUrl(`main-${number}`) },
        { label: "Backup", url: clipUrl(`backup-${number}`) },
      ],
    })),
  );
  slug = story.slug;
});

afterAll(async () => {
  await browser?.close();
  await media?.close();
});

const episodePage = (number: number) => `/${slug}/episode/${number}`;
const video = (page: Page) => page.locator("#player video");
const videoTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

describe("keep watching (JavaScript on)", () => {
  it("resumes a direct video where this browser stopped it, and lists it under Continue watching", async () => {
    const { context, page } = await visit(browser, episodePage(1));
    await startPlayer(page);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 12.6;
      element.pause();
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.values(JSON.parse(localStorage.getItem("anime_watch_positions") ?? "{}")).map((saved: any) => saved.position),
        ),
      )
      .toEqual([12]);

    await page.reload();
    await startPlayer(page);
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(12);
    expect(await videoTime(page)).toBeLessThan(15);

    await page.goto("/");
    await islandsReady(page);
    const continuing = page.getByRole("region", { name: "Continue watching" });
    await expect.poll(() => continuing.getByRole("listitem").first().textContent()).toContain("Episode 1 · from 0:12");
    await continuing.getByRole("link", { name: /Episode 1/ }).click();
    await page.waitForURL(`**${episodePage(1)}`);
    await context.close();
  });

  it("opens the next episode on the server last chosen for the series", async () => {
    const { context, page } = await visit(browser, episodePage(1));
    await pageReady(page);
    const servers = () => page.getByRole("navigation", { name: "Servers" }).getByRole("link");
    await servers().nth(1).click();
    await page.waitForURL(/server=1/);
    await page.getByRole("link", { name: /Next/ }).click();
    await page.waitForURL(`**${episodePage(2)}`);
    // The address changes a moment before episode 2 renders: wait for its heading first.
    await page.getByRole("heading", { level: 1, name: "Part 2" }).waitFor();
    await expect.poll(() => servers().nth(1).getAttribute("aria-current")).toBe("true");
    await expect.poll(() => servers().nth(0).getAttribute("aria-current")).toBeNull();
    await startPlayer(page);
    expect(await video(page).getAttribute("src")).toContain("/backup-2.webm");
    await context.close();
  });

  it("offers the next episode when a direct video ends", async () => {
    const { context, page } = await visit(browser, episodePage(1));
    await startPlayer(page);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = element.duration - 0.3;
      return element.play();
    });
    const next = page.getByRole("link", { name: "Up next: Episode 2" });
    await next.waitFor();
    await next.click();
    await page.waitForURL(`**${episodePage(2)}?play=1`);
    await video(page).waitFor();
    await context.close();
  });

  it("answers the keyboard: help, play, mute, seek, next and previous", async () => {
    const { context, page } = await visit(browser, episodePage(1));
    await pageReady(page);
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help.waitFor();
    expect(await help.textContent()).toContain("Next or previous episode");
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "hidden" });

    // Chromium sometimes leaves focus on the closed dialog's Close button, which keeps Space.
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press(" ");
    await video(page).waitFor();
    await page.waitForFunction(() => ((document.querySelector("#player video") as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
    await page.locator("body").click({ position: { x: 5, y: 300 } }); // focus off the player's own controls
    await page.keyboard.press("m");
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 2;
    });
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(7);

    await page.keyboard.press("n");
    await page.waitForURL(`**${episodePage(2)}`);
    // The address changes just before episode 2's page takes the keys over: press until it has.
    await expect
      .poll(async () => {
        await page.keyboard.press("p");
        return new URL(page.url()).pathname;
      })
      .toBe(episodePage(1));
    await context.close();
  });
});

describe("keep watching without JavaScript", () => {
  it("shows no Continue watching and no shortcuts, and the play link still plays", async () => {
    const { context, page } = await visit(browser, episodePage(1), { js: false });
    expect(await page.getByRole("button", { name: /Shortcuts/ }).count()).toBe(0);
    await page.getByRole("link", { name: /^Play / }).click();
    await page.waitForURL(/play=1/);
    expect(await video(page).count()).toBe(1);
    await page.goto("/");
    expect(await page.getByRole("region", { name: "Continue watching" }).count()).toBe(0);
    await context.close();
  });
});
