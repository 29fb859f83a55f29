// Issue #22, history across devices: what a viewer watched in one browser, before and after
// signing in, is in their history in another browser once they sign in there; and signing out
// takes the account's history out of the browser.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, logIn, newViewer, pageReady, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a signed-in viewer's history", () => {
  it("follows them from one browser to another", async () => {
    const viewer = await newViewer("traveller");
    // The first browser: a series opened before signing in, an episode after.
    // (Signed out, the series page has no app: it records the visit itself, before the page's end.)
    const first = await visit(browser, "/whispers-beneath-the-willow");
    // Signed in, the home has no app: the next page that runs it merges this browser's history.
    await logIn(first.page, viewer.username, viewer.password);
    await pageReady(first.page);
    await first.page.goto("/the-lantern-keeper-s-daughter/episode/2");
    await hydrated(first.page);
    // The account has both once the first browser has spoken to it.
    await expect
      .poll(
        async () =>
          (
            await first.page.evaluate(() =>
              fetch("/account/history").then((response) => response.json() as Promise<{ entries: unknown[] }>),
            )
          ).entries.length,
        {
          timeout: 10_000,
        },
      )
      .toBe(2);

    // The second browser, signed in, shows both in the history and in Continue watching.
    const second = await visit(browser, "/");
    await logIn(second.page, viewer.username, viewer.password);
    await second.page.goto("/history");
    await hydrated(second.page);
    const list = second.page.getByRole("main");
    await list.getByText("The Lantern Keeper's Daughter").waitFor();
    await list.getByText("Episode 2").waitFor();
    await list.getByText("Whispers Beneath the Willow").waitFor();
    // (Signed in, the home has no app: its Continue watching is the account's, drawn by the server.)
    await second.page.goto("/");
    await pageReady(second.page);
    await second.page.getByRole("region", { name: "Continue watching" }).getByText("The Lantern Keeper's Daughter").waitFor();

    // Signing out takes the account's history out of this browser.
    await second.page.getByRole("button", { name: "Logout" }).click();
    await second.page.getByRole("link", { name: "Login" }).first().waitFor();
    await second.page.goto("/history");
    await hydrated(second.page);
    await second.page.getByText("No watch history yet.").waitFor();
    await first.context.close();
    await second.context.close();
  });
});
