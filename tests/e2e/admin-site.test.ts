import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawLogo } from "../../app/.server/seed/artwork";
import { adminLogIn, confirmRowAction, notice, screen } from "./admin-support";
import { hydrated, launchBrowser, visit } from "./browser";

let browser: Browser;
let gif: string;
beforeAll(async () => {
  browser = await launchBrowser();
  gif = join(mkdtempSync(join(tmpdir(), "logo-")), "brand-new.gif");
  writeFileSync(gif, drawLogo(90));
});
afterAll(async () => {
  await browser?.close();
});

describe("site settings without JavaScript", () => {
  it("uploads a GIF logo, chooses it for the header, edits the about text; the public site shows both", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("about-contact"));
    await page.getByLabel("Upload a GIF logo (at most 2 MiB)").setInputFiles(gif);
    await page.getByRole("button", { name: "Upload GIF" }).click();
    await notice(page, "GIF uploaded! Select it from the list.");
    await page.getByRole("group", { name: "Header logo" }).getByLabel("brand-new.gif").check();
    await page.getByLabel("About").fill("We are a test-written about text.");
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Saved successfully!");
    await page.goto("/about");
    expect(await page.locator("main").textContent()).toContain("We are a test-written about text.");
    expect(await page.locator("header img").first().getAttribute("src")).toMatch(/^\/uploads\/[a-f0-9]{64}\.gif$/);
    await page.goto(screen("about-contact"));
    await page.getByRole("group", { name: "Header logo" }).getByLabel("logo1.gif").check();
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Saved successfully!");
    await context.close();
  });

  it("refuses a PNG as a logo with the spec's failure text", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("about-contact"));
    const png = join(mkdtempSync(join(tmpdir(), "fake-")), "fake.gif");
    writeFileSync(png, Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
    await page.getByLabel("Upload a GIF logo (at most 2 MiB)").setInputFiles(png);
    await page.getByRole("button", { name: "Upload GIF" }).click();
    await page.getByRole("alert").filter({ hasText: "Upload failed: The file must be a GIF image." }).waitFor();
    await context.close();
  });
});

describe.each([false, true])("schedule and ads with JavaScript %s", (js) => {
  it("adds a schedule entry for tomorrow that the home page lists, edits it, and deletes it after the question", async () => {
    const { context, page } = await visit(browser, "/", { js });
    await adminLogIn(page);
    await page.goto(screen("schedule?day=1"));
    if (js) await hydrated(page);
    const title = `Night Special ${js ? "Js" : "Plain"}`;
    await page.getByLabel("Time").fill("23:45");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Episode").fill("3");
    await page.getByRole("button", { name: "Add" }).click();
    await notice(page, "Schedule entry added");
    const row = page.locator("tr", { hasText: title });
    expect(await row.textContent()).toContain("23:45");
    await page.goto("/?day=1");
    expect(await page.locator("#schedule").textContent()).toContain(title);
    await page.goto(screen("schedule?day=1"));
    await page.locator("tr", { hasText: title }).getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit entry" }).waitFor();
    await page.getByLabel("Time").fill("23:50");
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Schedule entry saved");
    expect(await page.locator("tr", { hasText: title }).textContent()).toContain("23:50");
    await page.locator("tr", { hasText: title }).getByRole("link", { name: "Delete" }).click();
    const question = page.getByText("Delete this schedule entry?");
    await question.waitFor();
    await (js ? page.getByRole("dialog") : page.locator("form", { has: question })).getByRole("button", { name: "Delete" }).click();
    await notice(page, "Schedule entry deleted");
    await context.close();
  });

  it("adds an active sidebar ad that the home page shows, then deletes it", async () => {
    const { context, page } = await visit(browser, "/", { js });
    await adminLogIn(page);
    await page.goto(screen("ad-management"));
    const title = `Sponsor ${js ? "Js" : "Plain"}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Link").fill("https://sponsor.example");
    await page.getByRole("button", { name: "Add" }).click();
    await notice(page, "Ad slot added");
    await page.goto("/");
    expect(await page.locator("aside").textContent()).toContain(title);
    await page.goto(screen("ad-management"));
    await page.locator("tr", { hasText: title }).getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: `Edit "${title}"` }).waitFor();
    await page.getByLabel("Active").uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Ad slot saved");
    expect(await page.locator("tr", { hasText: title }).textContent()).toContain("No");
    await page.goto("/");
    expect(await page.locator("aside").textContent()).not.toContain(title);
    await page.goto(screen("ad-management"));
    await confirmRowAction(page, title);
    await notice(page, "Ad slot deleted");
    await context.close();
  });
});

describe("visitor records without JavaScript", () => {
  it("list visits with filters and rows per page, and show watch analytics", async () => {
    const source = `newsletter${Date.now() % 100000}`;
    const { context, page } = await visit(browser, `/about?utm_source=${source}`, { js: false });
    await page.goto("/the-lantern-keeper-s-daughter/episode/1");
    await adminLogIn(page);
    await page.goto(screen("visitors"));
    expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);
    await page.getByLabel("How they came").fill(source);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/how_came=/);
    expect(await page.locator("tbody tr").count()).toBe(1);
    expect(await page.locator("tbody tr").first().textContent()).toContain("/about");
    expect(await page.locator("nav[aria-label=Pages] [aria-disabled=true]", { hasText: "Next" }).count()).toBe(1);
    await page.getByRole("link", { name: "Watch Analytics" }).click();
    // The last table is the per-day list; the charts above it carry tables of their own.
    expect(await page.locator("tbody").last().textContent()).toContain("The Lantern Keeper's Daughter");
    await context.close();
  });
});
