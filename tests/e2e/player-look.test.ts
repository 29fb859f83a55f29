import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raisedPlacement } from "~/lib/browser/subtitle-look";
import { baseURL, launchBrowser, pageReady } from "./browser";
import { seriesOnHlsFixture } from "./hls-series";

// Casting and the subtitles' look (issue #51) on the HLS fixture of streams.test.ts: 12 seconds
// with English subtitles, one cue at 8–11.5 s ("Welcome back, keeper.").
let browser: Browser;
let stream: Awaited<ReturnType<typeof seriesOnHlsFixture>>["stream"];
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ stream, slug } = await seriesOnHlsFixture("Cast Story", "Casting and subtitles"));
});

afterAll(async () => {
  await browser?.close();
  await stream?.close();
});

/**
 * A page whose Remote Playback API reports a device (or none) and counts the prompts, as Safari
 * does beside an AirPlay receiver. Chromium here has no device to find, so the API is stubbed,
 * and its brand is hidden: Chromium's own casting is Google's sender (tests/e2e/cast.test.ts).
 */
async function episodeWithDevice(device: boolean) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 768 } });
  await context.addInitScript((there: boolean) => {
    Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
    const calls = { prompts: 0, watching: 0 };
    (window as unknown as { castCalls: typeof calls }).castCalls = calls;
    RemotePlayback.prototype.watchAvailability = (callback) => {
      calls.watching += 1;
      setTimeout(() => callback(there), 50);
      return Promise.resolve(calls.watching);
    };
    RemotePlayback.prototype.cancelWatchAvailability = () => {
      calls.watching -= 1;
      return Promise.resolve();
    };
    RemotePlayback.prototype.prompt = () => {
      calls.prompts += 1;
      return Promise.resolve();
    };
  }, device);
  const page = await context.newPage();
  await page.goto(`/${slug}/episode/1`);
  await play(page);
  return { context, page };
}

async function play(page: Page) {
  await pageReady(page);
  await page.getByRole("link", { name: /^Play / }).click();
  await page.locator("#player video").waitFor();
}

const castCalls = (page: Page) => page.evaluate(() => (window as unknown as { castCalls: object }).castCalls);

/** The subtitle cue showing at 9.5 s, the video paused. */
async function showCue(page: Page) {
  await page.locator("#player video").evaluate((video: HTMLVideoElement) => {
    video.currentTime = 9.5;
    video.pause();
  });
  await expect
    .poll(() => page.locator("#player video").evaluate((video: HTMLVideoElement) => video.textTracks[0]?.activeCues?.length ?? 0))
    .toBe(1);
}

/**
 * The font size the showing cue is drawn in, in pixels. The cue is in the video's shadow tree,
 * out of the page's reach, and Chromium answers `getComputedStyle(video, "::cue")` with the
 * video's own style; DevTools' protocol reads the cue's element itself.
 */
async function cueFontSize(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  type Node = { nodeId: number; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] };
  const find = (node: Node): Node | undefined => {
    const attributes = node.attributes ?? [];
    if (attributes.some((value, index) => index % 2 === 0 && value === "pseudo" && attributes[index + 1] === "cue")) return node;
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  try {
    let cue: Node | undefined;
    await expect
      .poll(async () => {
        const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
        cue = find(root as Node);
        return cue !== undefined;
      })
      .toBe(true);
    const { computedStyle } = await cdp.send("CSS.getComputedStyleForNode", { nodeId: cue!.nodeId });
    return Number.parseFloat(computedStyle.find((property) => property.name === "font-size")!.value);
  } finally {
    await cdp.detach();
  }
}

const cuePlace = (page: Page) =>
  page.locator("#player video").evaluate((video: HTMLVideoElement) => {
    const { line, snapToLines } = video.textTracks[0]!.activeCues![0] as VTTCue;
    return { line, snapToLines };
  });
const bottom = { line: "auto", snapToLines: true };

describe("casting where the browser itself sends the video (Safari, and any browser without Chromium's brand)", () => {
  it("is offered when the browser knows a device, and asks the browser for one", async () => {
    const { context, page } = await episodeWithDevice(true);
    const cast = page.getByRole("button", { name: "Cast", exact: true });
    await cast.waitFor();
    expect(await castCalls(page)).toEqual({ prompts: 0, watching: 1 });
    await cast.click();
    expect(await castCalls(page)).toEqual({ prompts: 1, watching: 1 });
    await context.close();
  });

  it("is not offered when there is no device", async () => {
    const { context, page } = await episodeWithDevice(false);
    await page.getByLabel("Subtitles", { exact: true }).waitFor();
    await expect.poll(async () => (await castCalls(page)) as { watching: number }).toMatchObject({ watching: 1 });
    await page.waitForTimeout(200);
    expect(await page.getByRole("button", { name: "Cast", exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe("the subtitles' look", () => {
  it("is chosen under the player, drawn on the cues and remembered after a reload", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`/${slug}/episode/1`);
    await play(page);
    await showCue(page);
    const normal = await cueFontSize(page);
    expect(await cuePlace(page)).toEqual(bottom);

    const style = page.getByRole("button", { name: "Subtitle style" });
    expect(await style.getAttribute("aria-expanded")).toBe("false");
    await style.click();
    expect(await style.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("group", { name: "Subtitle style" });
    expect(await menu.getByLabel("Size").locator("option").allTextContents()).toEqual(["75%", "100%", "150%", "200%"]);
    await menu.getByLabel("Size").selectOption({ label: "200%" });
    await expect.poll(() => cueFontSize(page)).toBeCloseTo(normal * 2, 1);
    await menu.getByLabel("Position").selectOption({ label: "Raised" });
    await expect.poll(() => cuePlace(page)).toEqual(raisedPlacement);
    // Escape closes the menu and leaves focus on its button.
    await menu.getByLabel("Position").press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await style.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.reload();
    await play(page);
    await showCue(page);
    await expect.poll(() => cueFontSize(page)).toBeCloseTo(normal * 2, 1);
    expect(await cuePlace(page)).toEqual(raisedPlacement);
    await style.click();
    expect(await menu.getByLabel("Size").inputValue()).toBe("largest");
    await context.close();
  });
});

describe("the episode page's first screen", () => {
  it("opens with the player, its title and list form below it, on a phone and on a desktop", async () => {
    for (const viewport of [
      { width: 412, height: 915 },
      { width: 1366, height: 768 },
    ]) {
      const context = await browser.newContext({ baseURL: baseURL(), viewport });
      const page = await context.newPage();
      await page.goto(`/${slug}/episode/1`);
      // The player before play: its poster, a link that starts it.
      const player = (await page.getByRole("link", { name: /^Play / }).boundingBox())!;
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      // Below the site's header, a phone's search box and the site's notice only (it started about
      // 450 px down a phone before); the title after it.
      expect(player.y).toBeLessThan(300);
      expect(heading.y).toBeGreaterThanOrEqual(player.y + player.height);
      // A phone's first screen holds the whole frame.
      if (viewport.width < 640) expect(player.y + player.height).toBeLessThan(viewport.height);
      await context.close();
    }
  });
});
