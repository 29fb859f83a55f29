import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.getElementById("header-search")?.getAttribute("aria-activedescendant");
    const option = id ? document.getElementById(id) : null;
    return option ? { title: option.querySelector("span")?.textContent, selected: option.getAttribute("aria-selected") } : null;
  });

describe("the header search with JavaScript", () => {
  it("suggests series as a visitor types, picked with the keyboard, and opens the one chosen without reloading", async () => {
    // A page with the app (the watch history, kept in the browser), so the page chosen opens inside it.
    const { context, page } = await visit(browser, "/history");
    await hydrated(page);
    // A plain search field until it is focused, which loads its island (decision 052).
    await page.getByRole("searchbox", { name: "Search series" }).focus();
    const box = page.getByRole("combobox", { name: "Search series" });
    const listbox = page.getByRole("listbox", { name: "Suggested series" });
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    // The popup it controls is there from the start, hidden until there is something to suggest.
    const controls = await box.getAttribute("aria-controls");
    expect(await page.getByRole("listbox", { name: "Suggested series", includeHidden: true }).getAttribute("id")).toBe(controls);

    await box.pressSequentially("the");
    await listbox.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const options = listbox.getByRole("option");
    const titles = await options.locator("span.font-medium").allTextContents();
    expect(titles.length).toBeGreaterThan(2);
    expect(titles.length).toBeLessThanOrEqual(8);
    expect(titles.every((title) => title.toLowerCase().includes("the"))).toBe(true);
    expect(titles[0]).toMatch(/^The /);
    expect(await options.first().locator("img").getAttribute("loading")).toBe("lazy");
    await page.getByText(`${titles.length} series found`).waitFor({ state: "attached" });
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await box.press("ArrowDown");
    expect(await activeOption(page)).toEqual({ title: titles[0], selected: "true" });
    await box.press("ArrowUp");
    expect(await activeOption(page)).toEqual({ title: titles.at(-1), selected: "true" });
    await box.press("ArrowDown");
    expect(await activeOption(page)).toEqual({ title: titles[0], selected: "true" });
    expect(await listbox.locator('[aria-selected="true"]').count()).toBe(1);
    const { violations } = await new AxeBuilder({ page }).include("header").analyze();
    expect(violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual([]);

    // A full page load would drop this mark: Enter must navigate inside the app.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await box.press("Enter");
    await page.getByRole("heading", { level: 1, name: titles[0] }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe("/list");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(await box.inputValue()).toBe("");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("closes on Escape, opens a clicked suggestion, and searches /list on Enter with none picked", async () => {
    // A to Z does not hydrate (decision 052): the island alone makes the combobox, and opens pages by loading them.
    const { context, page } = await visit(browser, "/atoz");
    await page.getByRole("searchbox", { name: "Search series" }).focus();
    const box = page.getByRole("combobox", { name: "Search series" });
    const listbox = page.getByRole("listbox", { name: "Suggested series" });

    await box.pressSequentially("dragon t");
    await listbox.getByRole("option", { name: /Dragon Tea House/ }).waitFor();
    await box.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.press("ArrowDown");
    await listbox.waitFor();
    await listbox.getByRole("option", { name: /Dragon Tea House/ }).click();
    await page.waitForURL((url) => url.pathname === "/dragon-tea-house");

    await page.getByRole("searchbox", { name: "Search series" }).focus();
    await box.pressSequentially("dragon");
    await listbox.waitFor();
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/list" && url.searchParams.get("q") === "dragon");
    await expect.poll(() => page.locator("main h3").allTextContents()).toEqual(["Dragon Tea House"]);
    await context.close();
  });
});

describe("the header search without JavaScript", () => {
  it("is a plain form that lists the matching series on /list", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    const box = page.getByRole("searchbox", { name: "Search series" });
    expect(await page.getByRole("combobox", { name: "Search series" }).count()).toBe(0);
    await box.fill("tea house");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/list" && url.searchParams.get("q") === "tea house");
    expect(await page.locator("main h3").allTextContents()).toEqual(["Dragon Tea House"]);
    await context.close();
  });

  it("is usable on a phone", async () => {
    const { context, page } = await visit(browser, "/", { js: false, viewport: { width: 375, height: 812 } });
    const box = page.getByRole("searchbox", { name: "Search series" });
    const size = await box.boundingBox();
    expect(size!.width).toBeGreaterThan(300);
    expect(size!.x + size!.width).toBeLessThanOrEqual(375);
    await box.fill("ramen");
    await box.press("Enter");
    await page.waitForURL(/\/list\?q=ramen/);
    expect(await page.locator("main h3").allTextContents()).toEqual(["Stellar Ramen Detectives"]);
    await context.close();
  });
});
