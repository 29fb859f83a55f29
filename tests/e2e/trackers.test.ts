// Issue #66: a viewer connects AniList from their profile with JavaScript off, through the
// stand-in's OAuth (tests/support/tracker-stand-ins.ts), syncs it, and disconnects it again.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { realSeriesWithIds } from "../support/real-titles";
import { type StandInListEntry, TRACKER_ACCOUNTS } from "../support/tracker-stand-ins";
import { adminToken, api, launchBrowser, logIn, newViewer, seriesWithEpisodes, visit } from "./browser";

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

  it("sends the progress of an episode watched to its end to AniList, through the served worker's queue", async () => {
    const viewer = await newViewer("tracker");
    const { context, page } = await visit(browser, "/", { js: false });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/account/trackers");
    await page.getByRole("region", { name: "AniList" }).getByRole("button", { name: "Connect AniList" }).click();
    await page.getByRole("status").filter({ hasText: "AniList is connected." }).waitFor();
    await context.close();

    // A real series AniList knows, on this site with one episode.
    const [known] = realSeriesWithIds(3);
    const series = await seriesWithEpisodes(
      await adminToken(),
      { title: known!.title, description: "On the site.", anilist_id: known!.anilist_id },
      [{ episode_number: 1, title: "One", description: "The first.", video_url: "https://example.com/one.mp4" }],
    );
    const { data: login } = await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password });
    const { data: detail } = await api("GET", `/series/${series.id}`);
    expect((await api("PUT", `/users/me/list/${series.id}`, { status: "watching" }, login.token)).status).toBe(200);
    const watched = await api(
      "PUT",
      `/users/me/history/positions/${detail.episodes[0].id}`,
      { position: 1395, duration: 1400 },
      login.token,
    );
    expect(watched.status).toBe(200);

    // The queue's consumer runs in the served worker: the stand-in hears of the progress moments later.
    const entryThere = async () =>
      ((await (await fetch(`${inject("sourcesStandIn")}/__tracker-list/anilist`)).json()) as StandInListEntry[]).find(
        (entry) => entry.id === known!.anilist_id,
      );
    const deadline = Date.now() + 30_000;
    while ((await entryThere())?.progress !== 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await entryThere()).toMatchObject({ status: "CURRENT", progress: 1 });
  });
});
