import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, screen } from "./admin-support";
import { launchBrowser, logIn, newViewer, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Axe run in the page itself (legacy mode): the default also opens a blank page per analysis to
 * merge frames' results, which doubled each page's time (37 analyses, about 40 s). No page here
 * holds a frame when it is analysed (embeds load only when play is pressed).
 */
const analyze = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).analyze();

const pages = [
  "/",
  "/list",
  "/stellar-ramen-detectives",
  "/stellar-ramen-detectives/episode/1",
  "/atoz",
  "/about",
  "/login",
  "/register",
  "/profile",
];

describe.each(["dark", "light"])("accessibility in %s mode", (theme) => {
  it("axe finds no serious or critical violation on the main pages", async () => {
    const viewer = await newViewer("axe");
    const { context, page } = await visit(browser, "/", { js: true });
    await context.addCookies([{ name: "themeMode", value: theme, url: page.url() }]);
    await logIn(page, viewer.username, viewer.password);
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const { violations } = await analyze(page);
      for (const violation of violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
        found.push(
          `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
        );
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

const adminPages = [
  "",
  "add-series",
  "player-reports?status=all",
  "import",
  "import/series",
  "manage-series?q=the",
  "manage-episodes?series=2&add=1",
  "comments",
  "genres",
  "home-details",
  "top10",
  "about-contact",
  "visitors",
  "users",
  "allowed-ips",
  "ad-management",
  "schedule",
  "schedule/runs",
  "audit",
];

describe("accessibility of the admin area", () => {
  it("axe finds no serious or critical violation on any admin screen", async () => {
    const { context, page } = await visit(browser, "/", { js: true });
    await adminLogIn(page);
    const found: string[] = [];
    for (const path of adminPages) {
      await page.goto(screen(path));
      const { violations } = await analyze(page);
      for (const violation of violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
        found.push(`${path}: ${violation.id}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
