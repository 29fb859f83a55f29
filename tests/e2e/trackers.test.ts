// Issue #66: a viewer connects AniList from their profile through the stand-in's OAuth
// (tests/support/tracker-stand-ins.ts): with JavaScript off, syncs it and disconnects it again;
// with it on, plays an episode to its end and AniList hears the progress. Issue #83: a viewer
// reading in Chinese finds Bangumi first, connects it, and a watched episode reaches Bangumi.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { realSeriesWithIds } from "../support/real-titles";
import { type StandInListEntry, TRACKER_ACCOUNTS } from "../support/tracker-stand-ins";
import { adminToken, hydrated, launchBrowser, logIn, newViewer, seriesWithEpisodes, startPlayer, visit } from "./browser";
import { serveSilentClip } from "./silent-clip";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("list trackers without JavaScript", () => {
  it("connects AniList from the profile and comes back to say so; syncs it; disconnects it", async () => {
    const viewer = await newViewer("tracker");
    const { context, page } = await visit(browser, "/", { js: false });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/profile");
    await page.getByRole("link", { name: "List trackers" }).click();
    const aniList = page.getByRole("region", { name: "AniList" });
    expect(await aniList.getByText("Not connected").count()).toBe(1);

    // The stand-in's authorize page allows at once and sends the browser back with a code.
    await aniList.getByRole("button", { name: "Connect AniList" }).click();
    await page.getByRole("status").filter({ hasText: "AniList is connected." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/account/trackers");
    expect(await aniList.getByText(`Connected as ${TRACKER_ACCOUNTS.anilist.name}`).count()).toBe(1);

    await aniList.getByRole("button", { name: "Sync now" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /^AniList synced\. Added: \d+ · Updated: \d+ · Unchanged: \d+$/ })
      .waitFor();
    expect(await aniList.getByText(/^Last synced \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/).count()).toBe(1);

    await aniList.getByRole("button", { name: "Disconnect" }).click();
    await aniList.getByText("Not connected").waitFor();
    await context.close();
  });
});

/** A series of the stand-in catalogue's on this site with one episode, played from a direct video. */
async function seriesToWatch(known: ReturnType<typeof realSeriesWithIds>[number], ids: Record<string, number>) {
  const media = await serveSilentClip(3);
  const series = await seriesWithEpisodes(await adminToken(), { title: known.title, description: "On the site.", ...ids }, [
    { episode_number: 1, title: "One", description: "The first.", servers: [{ label: "Main", url: media.clipUrl("one") }] },
  ]);
  return { series, media };
}

/** Plays the page's episode to its end (`play`: the play link's label in the page's language). */
async function watchToTheEnd(page: Page, play?: RegExp) {
  const video = await startPlayer(page, play);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = element.duration - 0.5;
    return element.play();
  });
  await page.waitForFunction(() => (document.querySelector("#player video") as HTMLVideoElement | null)?.ended === true);
}

/** What the stand-in keeps of the viewer's list on the tracker. */
const listThere = async (provider: string) =>
  (await (await fetch(`${inject("sourcesStandIn")}/__tracker-list/${provider}`)).json()) as StandInListEntry[];

describe("list trackers with JavaScript", () => {
  it("connects AniList from the profile; an episode played to its end reaches AniList as progress, through the served worker's queue", async () => {
    // A real series AniList knows.
    const [known] = realSeriesWithIds(3);
    const { series, media } = await seriesToWatch(known!, { anilist_id: known!.anilist_id });
    const viewer = await newViewer("tracker");
    const { context, page } = await visit(browser, "/");
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/profile");
    await page.getByRole("link", { name: "List trackers" }).click();
    await page.getByRole("region", { name: "AniList" }).getByRole("button", { name: "Connect AniList" }).click();
    await page.getByRole("status").filter({ hasText: "AniList is connected." }).waitFor();

    await page.goto(`/${series.slug}`);
    await hydrated(page);
    const controls = page.getByRole("form", { name: "My list" });
    await controls.getByLabel("My list").selectOption("watching");
    await controls.getByRole("button", { name: "Add to list" }).click();
    await controls.getByRole("button", { name: "Save" }).waitFor();

    await page.goto(`/${series.slug}/episode/1`);
    await watchToTheEnd(page);

    // The queue's consumer runs in the served worker: the stand-in hears of the progress moments later.
    const entryThere = async () => (await listThere("anilist")).find((entry) => entry.id === known!.anilist_id);
    await expect.poll(entryThere, { timeout: 30_000, interval: 250 }).toMatchObject({ status: "CURRENT", progress: 1 });
    await context.close();
    await media.close();
  });

  it("puts Bangumi first for a reader in Chinese, who connects it; an episode watched to its end is marked watched on Bangumi", async () => {
    const [, , known] = realSeriesWithIds(3);
    const { series, media } = await seriesToWatch(known!, { bangumi_id: known!.bangumi_id });
    const viewer = await newViewer("bangumi");
    const { context, page } = await visit(browser, "/zh-Hans");
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/zh-Hans/account/trackers");
    const panels = page.locator("main section[aria-labelledby^='tracker-']");
    expect(await panels.evaluateAll((sections) => sections.map((section) => section.getAttribute("aria-labelledby")))).toEqual([
      "tracker-bangumi",
      "tracker-anilist",
      "tracker-mal",
      "tracker-shikimori",
      "tracker-simkl",
    ]);
    await page.getByRole("region", { name: "Bangumi" }).getByRole("button", { name: "连接 Bangumi" }).click();
    await page.getByRole("status").filter({ hasText: "已连接 Bangumi。" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/zh-Hans/account/trackers");

    await page.goto(`/zh-Hans/${series.slug}`);
    await hydrated(page);
    const controls = page.getByRole("form", { name: "我的追番" });
    await controls.getByLabel("我的追番").selectOption("watching");
    await controls.getByRole("button", { name: "加入列表" }).click();
    await controls.getByRole("button", { name: "保存" }).waitFor();
    await page.goto(`/zh-Hans/${series.slug}/episode/1`);
    await watchToTheEnd(page, /^用 .+ 播放 /);

    // Bangumi keeps progress as episodes marked watched, by its own episode ids.
    const entryThere = async () => (await listThere("bangumi")).find((entry) => entry.id === known!.bangumi_id);
    await expect.poll(entryThere, { timeout: 30_000, interval: 250 }).toMatchObject({ status: 3, progress: 1 });
    await context.close();
    await media.close();
  });
});
