import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const popularTitles = (page: import("playwright-core").Page) => page.locator("#popular h3").allTextContents();
/** The Top 10 shown: every period's list is in the page, the others hidden. */
const top10Shown = (page: import("playwright-core").Page) => page.locator('#top10 [role="tabpanel"]:not([hidden]) ol li');

describe("a visitor without JavaScript on the home page", () => {
  it("sees the seeded series with covers already in the server HTML", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    expect(await popularTitles(page)).toHaveLength(4);
    const cover = page.locator("#popular img").first();
    expect(await cover.getAttribute("src")).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    // The seeded covers are drawn 240 wide; a series another story adds at the same time may come
    // first in Popular with its own small cover, so the seeded ones are looked for among them all.
    const widths = await page
      .locator("#popular img")
      .evaluateAll((images: HTMLImageElement[]) => Promise.all(images.map((img) => img.decode().then(() => img.naturalWidth))));
    expect(widths).toContain(240);
    await context.close();
  });

  it("pages a section with Next and Prev links", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    const first = await popularTitles(page);
    await expect(page.locator("#popular nav").textContent()).resolves.toContain("1 / ");
    await page.getByRole("link", { name: "Next page of Popular Today" }).click();
    await page.waitForURL(/popular=2/);
    const second = await popularTitles(page);
    expect(second).not.toEqual(first);
    expect(await page.locator("#popular nav").textContent()).toContain("2 / ");
    await page.getByRole("link", { name: "Previous page of Popular Today" }).click();
    await page.waitForURL((url) => !url.search.includes("popular="));
    expect(await popularTitles(page)).toEqual(first);
    await context.close();
  });

  it("switches schedule days and Top 10 periods through their tab links", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    const schedule = page.locator("#schedule");
    expect(await schedule.getByRole("tab").count()).toBe(14);
    await schedule.getByRole("tab").nth(2).click();
    await page.waitForURL(/day=2/);
    expect(await page.locator("#schedule").getByRole("tab").nth(2).getAttribute("data-state")).toBe("active");
    const weekly = await top10Shown(page).allTextContents();
    await page.locator("#top10").getByRole("tab", { name: "Monthly" }).click();
    await page.waitForURL(/top=monthly/);
    expect(await page.locator("#top10").getByRole("tab", { name: "Monthly" }).getAttribute("data-state")).toBe("active");
    expect(await top10Shown(page).allTextContents()).not.toEqual(weekly);
    await context.close();
  });
});

// Signed out, the home page has no app (decision 052): paging loads the page at the section, the
// tabs island switches tabs in place.
describe("a visitor with JavaScript on the home page", () => {
  it("pages a section by loading the page at that section", async () => {
    const { context, page } = await visit(browser, "/");
    const first = await popularTitles(page);
    await page.getByRole("link", { name: "Next page of Popular Today" }).click();
    await page.waitForURL((url) => url.search === "?popular=2" && url.hash === "#popular");
    expect(await popularTitles(page)).not.toEqual(first);
    expect(await page.locator("#popular").evaluate((section) => section.getBoundingClientRect().top)).toBeLessThan(100);
    await context.close();
  });

  it("switches schedule and Top 10 tabs in place, by click and by arrow keys", async () => {
    const { context, page } = await visit(browser, "/");
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const schedule = page.locator("#schedule");
    await schedule.getByRole("tab").nth(1).click();
    await expect.poll(() => schedule.getByRole("tab").nth(1).getAttribute("data-state")).toBe("active");
    expect(await schedule.getByRole("tabpanel").count()).toBe(1);
    expect(await schedule.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe("schedule-day-tab-1");
    await page.keyboard.press("ArrowRight");
    expect(await schedule.getByRole("tab").nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("schedule-day-tab-2");
    await page.keyboard.press("Home");
    expect(await schedule.getByRole("tab").nth(0).getAttribute("aria-selected")).toBe("true");
    expect(page.url()).not.toContain("day=");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // Monthly: the admin stories reset the "all" list.
    await page.locator("#top10").getByRole("tab", { name: "Monthly" }).click();
    await expect.poll(() => page.locator("#top10").getByRole("tab", { name: "Monthly" }).getAttribute("data-state")).toBe("active");
    expect(await top10Shown(page).first().textContent()).toMatch(/★ \d\.\d/);
    await context.close();
  });
});
