// Issue #69, saved for offline: an HLS episode (the project's fixture, from another origin) is saved
// in the browser with its subtitles, listed on /downloads with its series and size, and plays past
// two seconds with the network off and its host stopped; the position watched meanwhile reaches
// the account when the network is back. A cancelled save leaves nothing, and an episode played only
// in another site's frame says it cannot be saved.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, launchBrowser, logIn, newViewer, pageReady, seriesWithEpisodes, startPlayer, visit } from "./browser";
import { seriesOnHlsFixture } from "./hls-series";
import { serveSilentClip } from "./silent-clip";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The names of the episodes' caches this browser holds. */
const savedCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("saved-episode-")));

async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe("saved for offline", () => {
  it("saves an HLS episode, lists it, plays it with no network and its host stopped, and sends the position when back", async () => {
    const { stream, slug } = await seriesOnHlsFixture("Offline Voyage", "An episode watched on the train");
    const viewer = await newViewer("saver");
    const { context, page } = await visit(browser, "/");
    await workerControls(page);
    await logIn(page, viewer.username, viewer.password);
    await page.goto(`/${slug}/episode/1`);
    await pageReady(page);
    await page.getByRole("button", { name: "Save for offline" }).click();
    const saved = page.getByText("Saved for offline", { exact: true });
    await saved.waitFor();
    // One rendition of two: the 180p playlist and its three segments, the subtitles; never the 90p.
    expect(stream.requested.filter((path) => path.startsWith("/180p"))).toEqual(
      expect.arrayContaining(["/180p_0.ts", "/180p_1.ts", "/180p_2.ts"]),
    );
    expect(stream.requested).toContain("/subtitles.vtt");
    expect(stream.requested.filter((path) => path.startsWith("/90p"))).toEqual([]);
    expect(await page.locator('[data-part="space"]').textContent()).toMatch(
      /^This site uses [\d.]+ [kMG]B of the [\d.]+ [kMG]B your browser allows it\.$/,
    );

    await page.goto("/downloads");
    const row = page.locator("li", { hasText: "Offline Voyage" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Episode 1 · Lighthouse");
    expect(await row.locator('[data-part="size"]').textContent()).toMatch(/^[\d.]+ [kM]B$/);
    expect(await row.locator("a").getAttribute("href")).toBe(`/${slug}/episode/1`);

    await context.setOffline(true);
    await stream.close();
    const asked = stream.requested.length;
    await page.goto(`/${slug}/episode/1`);
    await expect.poll(() => saved.isVisible()).toBe(true);
    const video = await startPlayer(page);
    await page.waitForFunction(() => ((document.querySelector("#player video") as HTMLVideoElement).currentTime ?? 0) > 2, null, {
      timeout: 20_000,
    });
    // Played from the copy the service worker serves, its subtitles too; the stream's host was never asked.
    const played = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    expect(played.filter((path) => path.startsWith("/saved/"))).toEqual(expect.arrayContaining([expect.stringMatching(/\/index\.m3u8$/)]));
    expect(await page.locator("#player video track").getAttribute("src")).toMatch(/^\/saved\/\d+\/subtitles-0\.vtt$/);
    expect(stream.requested.length).toBe(asked);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const watched = await video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime));
    const episodeId = Number((await savedCaches(page))[0]!.slice("saved-episode-".length));
    await expect.poll(() => page.evaluate(() => localStorage.getItem("anime_positions_unsent"))).toContain(`"${episodeId}"`);

    // Back online, the position reaches the account: the next page syncs.
    await context.setOffline(false);
    await page.goto("/");
    await pageReady(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("anime_positions_unsent"))).toBeNull();
    const account = await page.evaluate(
      () =>
        fetch("/account/history").then((response) => response.json()) as Promise<{ positions: { episode_id: number; position: number }[] }>,
    );
    expect(account.positions).toEqual(expect.arrayContaining([expect.objectContaining({ episode_id: episodeId, position: watched })]));

    // Removed from the list, nothing of it is left.
    await page.goto("/downloads");
    await page.locator("li", { hasText: "Offline Voyage" }).getByRole("button", { name: "Remove" }).click();
    await page.getByText("Nothing saved yet.", { exact: false }).waitFor();
    expect(await savedCaches(page)).toEqual([]);
    await context.close();
  });

  it("saves a file and plays it with no network, seeking through the ranges the service worker cuts", async () => {
    const media = await serveSilentClip(20);
    const created = await seriesWithEpisodes(
      await adminToken(),
      { title: `Filed Voyage ${Date.now() % 100000}`, description: "A file kept for the train" },
      [
        {
          episode_number: 1,
          title: "File",
          description: "One file",
          servers: [{ label: "Main", url: media.clipUrl("saved", "streams.localhost") }],
        },
      ],
    );
    const { context, page } = await visit(browser, `/${created.slug}/episode/1`);
    await workerControls(page);
    await page.getByRole("button", { name: "Save for offline" }).click();
    await page.getByText("Saved for offline", { exact: true }).waitFor();
    await context.setOffline(true);
    await media.close();
    await page.goto(`/${created.slug}/episode/1`);
    const video = await startPlayer(page);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/\/saved\/\d+\/video$/);
    await page.waitForFunction(() => (document.querySelector("#player video") as HTMLVideoElement).currentTime > 2, null, {
      timeout: 20_000,
    });
    // A seek far ahead asks the worker for a range of the kept file.
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 15;
    });
    await page.waitForFunction(() => (document.querySelector("#player video") as HTMLVideoElement).currentTime > 15.5, null, {
      timeout: 20_000,
    });
    await context.setOffline(false);
    await context.close();
  });

  it("leaves nothing of a save cancelled part way", async () => {
    // Each file of the host takes a while, so the save is still running when Cancel is pressed.
    const { stream, slug } = await seriesOnHlsFixture("Cancelled Voyage", "A save stopped half way", "hls-long", 800);
    const { context, page } = await visit(browser, `/${slug}/episode/1`);
    await workerControls(page);
    await page.getByRole("button", { name: "Save for offline" }).click();
    await page.getByText(/^Saving… \d+%/).waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Save for offline" }).waitFor();
    expect(await savedCaches(page)).toEqual([]);
    expect(await page.getByText("Saved for offline", { exact: true }).isVisible()).toBe(false);
    await stream.close();
    await context.close();
  });

  it("says an episode played in another site's frame cannot be saved", async () => {
    const created = await seriesWithEpisodes(
      await adminToken(),
      { title: `Framed Voyage ${Date.now() % 100000}`, description: "Embedded only" },
      [
        {
          episode_number: 1,
          title: "Framed",
          description: "The framed one",
          servers: [{ label: "YouTube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", type: "youtube" }],
        },
      ],
    );
    const { context, page } = await visit(browser, `/${created.slug}/episode/1`);
    await page.getByText("This episode plays in another site's player, which can't be saved for offline.").waitFor();
    expect(await page.getByRole("button", { name: "Save for offline" }).count()).toBe(0);
    await context.close();
  });
});
