// Issue #66: a viewer connects AniList from their profile with JavaScript off, through the
// stand-in's OAuth (tests/support/tracker-stand-ins.ts), syncs it, and disconnects it again.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRACKER_ACCOUNTS } from "../support/tracker-stand-ins";
import { launchBrowser, logIn, newViewer, visit } from "./browser";

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
