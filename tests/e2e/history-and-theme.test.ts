import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, islandsReady, launchBrowser, pageReady, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the watch history", () => {
  it("records opened series and episodes, newest first, pages, and deletes", async () => {
    // A signed-out series page has no app (decision 052) and records the visit as the browser
    // reads it; the episode page hydrates and records it then.
    const { context, page } = await visit(browser, "/the-lantern-keeper-s-daughter");
    for (const path of [
      "/dragon-tea-house",
      "/gearheart-academy/episode/2",
      "/midnight-arcade",
      "/the-lantern-keeper-s-daughter/episode/3",
      "/snowfield-courier",
    ]) {
      await page.goto(path);
      await (path.includes("/episode/") ? pageReady(page) : islandsReady(page));
    }
    await page.goto("/history");
    await hydrated(page);
    const titles = () => page.locator("main li p.font-semibold").allTextContents();
    // The Lantern Keeper's episode replaced its series entry and moved up.
    await expect
      .poll(titles)
      .toEqual(["Snowfield Courier", "The Lantern Keeper's Daughter", "Midnight Arcade", "Gearheart Academy", "Dragon Tea House"]);
    expect(await page.getByRole("link", { name: "Continue Watching" }).nth(1).getAttribute("href")).toBe(
      "/the-lantern-keeper-s-daughter/episode/3",
    );

    await page.getByLabel("Per page").selectOption("4");
    expect(await titles()).toHaveLength(4);
    await page.getByRole("button", { name: "Next" }).click();
    expect(await titles()).toEqual(["Dragon Tea House"]);
    await page.getByRole("button", { name: "Prev" }).click();

    await page.getByLabel("Select Midnight Arcade").check();
    await page.getByRole("button", { name: "Delete selected" }).click();
    expect(await titles()).toEqual(["Snowfield Courier", "The Lantern Keeper's Daughter", "Gearheart Academy", "Dragon Tea House"]);
    await page.reload();
    await hydrated(page);
    await expect.poll(titles).toHaveLength(4);
    await page.getByRole("button", { name: "Delete all" }).click();
    expect(await page.getByText("No watch history yet.", { exact: false }).count()).toBe(1);
    await context.close();
  });

  it("says it needs JavaScript when it is off", async () => {
    const { context, page } = await visit(browser, "/history", { js: false });
    expect(await page.locator("noscript").textContent()).toContain("needs JavaScript");
    await context.close();
  });
});

describe("the theme", () => {
  it("starts dark, switches to light, and survives a reload with no flash", async () => {
    const { context, page } = await visit(browser, "/");
    expect(await page.locator("html").getAttribute("class")).toBe("dark");
    // The click loads the theme toggle's island (decision 052), which switches at once.
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect.poll(() => page.locator("html").getAttribute("class")).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("themeMode"))).toBe("light");
    // The server's own HTML already carries the theme, so there is nothing to flash.
    const response = await page.reload();
    expect(await response?.text()).toMatch(/<html lang="en" dir="ltr" class="light"/);
    await context.close();
  });

  it("switches without JavaScript through the form", async () => {
    const { context, page } = await visit(browser, "/list", { js: false });
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await page.waitForURL("**/list");
    expect(await page.locator("html").getAttribute("class")).toBe("light");
    await context.close();
  });
});
