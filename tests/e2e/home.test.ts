import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a visitor without JavaScript", () => {
  it("sees the seeded series with their covers on the home page", async () => {
    const { context, page, response } = await openPage(browser, "/", { javaScriptEnabled: false });
    expect(response?.status()).toBe(200);
    const titles = await page.locator("main h2").allTextContents();
    expect(titles).toContain("Sword of the Jade Emperor");
    expect(titles.length).toBeGreaterThanOrEqual(30);
    const cover = page.locator("main img").first();
    expect(await cover.getAttribute("src")).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const loaded = await cover.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(loaded).toBe(240);
    await context.close();
  });
});

describe("a visitor with JavaScript", () => {
  it("gets the same server-rendered page, then a hydrated one", async () => {
    const { context, page } = await openPage(browser, "/");
    await page.waitForFunction(() => "__remixContext" in window);
    expect(await page.locator("main h2").first().textContent()).toBeTruthy();
    await context.close();
  });
});
