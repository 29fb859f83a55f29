import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, notice, screen } from "./admin-support";
import { launchBrowser, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the admin's charts without JavaScript", () => {
  it("show visits, top series, sources and the work waiting, as SVG with their numbers as text", async () => {
    // A few visits today, so the chart has something to draw.
    const viewer = await visit(browser, "/?utm_source=e2e-dashboard", { js: false });
    await viewer.page.goto("/?utm_source=e2e-dashboard");
    await viewer.context.close();

    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    const visits = page.getByRole("figure", { name: /Visits per day, last 30 days/ });
    expect(await visits.getByRole("img").getAttribute("aria-label")).toMatch(
      /Visits per day, last 30 days: \d+ visits? in all; most on \d{4}-\d\d-\d\d/,
    );
    await visits.getByText("Show as a table").click();
    expect(await visits.locator("tbody tr").count()).toBe(30);
    const sources = page.getByRole("figure", { name: /Where visitors came from/ });
    expect(await sources.textContent()).toContain("e2e-dashboard");
    expect(await page.getByRole("figure", { name: /Top series this week/ }).count()).toBe(1);
    expect(await page.getByRole("link", { name: /comments waiting for approval/ }).textContent()).toMatch(/^\d+/);
    expect(await page.getByRole("link", { name: /player reports open/ }).count()).toBe(1);

    await page.goto(`${screen("visitors")}?tab=watch`);
    expect(
      await page
        .getByRole("figure", { name: /Episode views per day/ })
        .getByRole("img")
        .count(),
    ).toBe(1);
    await context.close();
  });

  it("keep raw visits for the days the admin sets", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("visitors"));
    await page.getByLabel("Keep raw visits for (days)").fill("120");
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Raw visits are now kept 120 days");
    expect(await page.getByLabel("Keep raw visits for (days)").inputValue()).toBe("120");
    await context.close();
  });
});
