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

describe.each([false, true])("browsing with JavaScript %s", (js) => {
  it("filters by search and genre, shows the empty text, and resets", async () => {
    const { context, page } = await visit(browser, "/list", { js });
    const all = await page.locator("main h3").count();
    expect(all).toBe(24);
    await page.getByLabel("Search", { exact: true }).fill("dragon");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/q=dragon/);
    await expect.poll(() => page.locator("main h3").allTextContents()).toEqual(["Dragon Tea House"]);
    await page.getByLabel("Search", { exact: true }).fill("");
    await page.getByLabel("Genre").selectOption("Horror");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/genre=Horror/);
    // With JavaScript the address changes a moment before the new results and a fresh form are drawn;
    // typing before then would go into the form about to be replaced.
    await expect.poll(() => page.locator("main h3").allTextContents()).not.toEqual(["Dragon Tea House"]);
    const horror = await page.locator("main h3").count();
    expect(horror).toBeGreaterThan(0);
    expect(horror).toBeLessThan(all);
    await page.getByLabel("Search", { exact: true }).fill("no such title anywhere");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/q=no/);
    await expect.poll(() => page.getByText("No series found.").count()).toBe(1);
    await page.getByRole("link", { name: "Reset" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => page.locator("main h3").count()).toBe(all);
    expect(await page.getByLabel("Genre").inputValue()).toBe("");
    await context.close();
  });
});

describe("A to Z", () => {
  it("shows the series of a letter, the empty text, and pages by the chosen size", async () => {
    const { context, page } = await visit(browser, "/atoz", { js: false });
    expect(await page.locator("main h3").count()).toBe(12);
    await page.getByRole("link", { name: "T", exact: true }).click();
    await page.waitForURL(/letter=T/);
    const titles = await page.locator("main h3").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.startsWith("T"))).toBe(true);
    await page.getByRole("link", { name: "X", exact: true }).click();
    await page.waitForURL(/letter=X/);
    expect(await page.getByText("No series found for this letter.").count()).toBe(1);
    await page.goto("/atoz?size=6&page=2");
    expect(await page.locator("main h3").count()).toBe(6);
    expect(await page.getByRole("navigation", { name: "A to Z pages" }).textContent()).toContain("2 / ");
    await context.close();
  });
});
