import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, pageReady, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([false, true])("watching with JavaScript %s", (js) => {
  it("opens a series from its card, then its latest episode, switches servers and steps through episodes", async () => {
    const { context, page } = await visit(browser, "/list?q=lantern", { js });
    await page.getByRole("link", { name: "The Lantern Keeper's Daughter" }).click();
    await page.waitForURL("**/the-lantern-keeper-s-daughter");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("The Lantern Keeper's Daughter");
    const episodeCards = page.locator("#episodes li");
    const count = await episodeCards.count();
    expect(count).toBeGreaterThan(2);

    await page.getByRole("link", { name: "Watch Latest Episode" }).click();
    await page.waitForURL(`**/the-lantern-keeper-s-daughter/episode/${count}`);
    await expect.poll(() => page.locator("nav[aria-label=Episodes] [aria-disabled=true]").textContent()).toContain("Next");

    await page.getByRole("link", { name: /Previous/ }).click();
    await page.waitForURL(`**/episode/${count - 1}`);
    await page.locator("main p", { hasText: new RegExp(`^Episode ${count - 1}$`) }).waitFor();
    const servers = page.getByRole("navigation", { name: "Servers" }).getByRole("link");
    expect(await servers.count()).toBe(2);
    expect(await servers.first().getAttribute("aria-current")).toBe("true");
    await servers.nth(1).click();
    await page.waitForURL(/server=1/);
    await expect
      .poll(() => page.getByRole("navigation", { name: "Servers" }).getByRole("link").nth(1).getAttribute("aria-current"))
      .toBe("true");

    await page.getByRole("link", { name: /Next/ }).click();
    await page.waitForURL(`**/episode/${count}`);
    await context.close();
  });

  it("loads the embed only when play is pressed", async () => {
    // Episode 1 of series 1 plays from YouTube first (the seed rotates providers).
    const { context, page } = await visit(browser, "/stellar-ramen-detectives/episode/1", { js });
    if (js) await pageReady(page);
    expect(await page.locator("#player iframe, #player video").count()).toBe(0);
    await page.getByRole("link", { name: /^Play / }).click();
    await expect.poll(() => page.locator("#player iframe, #player video").count()).toBe(1);
    await context.close();
  });
});

describe("missing pages", () => {
  it("answer 404 with the spec's texts and a way home", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    const missing: [string, string][] = [
      ["/no-such-series", "Series not found"],
      ["/tidecaller/episode/999", "Episode not found"],
      ["/admin/anything", "Page not found"],
      ["/admin-login", "Series not found"],
    ];
    for (const [path, text] of missing) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(text);
      expect(await page.getByRole("link", { name: "Go to Home" }).count()).toBe(1);
    }
    await context.close();
  });
});
