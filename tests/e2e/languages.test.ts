// Issue #50 in the browser: a page in another language hydrates with its own words (its messages
// come in one table loaded before it hydrates, decision 048), goes on in that language when the
// browser renders the next page itself, and checks a form in it; an English page loads no table.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";
import zhHans from "../../messages/zh-Hans.json";
import { ADMIN_BASE, adminLogIn } from "./admin-support";
import { hydrated, launchBrowser, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page reported as wrong (React reports a hydration mismatch on the console), and the translation tables it loaded. */
function watch(page: Page) {
  const errors: string[] = [];
  const tables: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const table = /\/assets\/translations-([A-Za-z-]+)-[\w-]{8}\.json$/.exec(request.url());
    if (table) tables.push(table[1]!);
  });
  return { errors, tables };
}

describe("a page in another language, with JavaScript", () => {
  it("hydrates in Chinese without a mismatch and renders the next page in Chinese itself", async () => {
    // The watch history hydrates (it is kept in the browser); signed out, home, /list and the login have no app (decision 052).
    const { context, page } = await visit(browser, "/zh-Hans/history");
    const seen = watch(page);
    await page.reload();
    await hydrated(page);
    expect(seen.tables).toEqual(["zh-Hans"]);
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole("banner").getByRole("link", { name: zhHans.layout_nav_browse, exact: true }).click();
    await page.waitForURL("**/zh-Hans/list");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(zhHans.browse_title);
    // The browser drew the list itself: the page it started on is still the same document.
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it("checks a form in the page's language before it is sent", async () => {
    // The login page has no app of its own; reached from a page with it, the app draws it and checks its form.
    const { context, page } = await visit(browser, "/ar/history");
    const seen = watch(page);
    await page.reload();
    await hydrated(page);
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole("banner").getByRole("link", { name: ar.layout_login, exact: true }).first().click();
    await page.waitForURL("**/ar/login**");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // Focusing the form loads its check; once loaded, the check answers before anything is sent.
    await page.getByLabel(ar.field_email_or_username).focus();
    await page.waitForLoadState("networkidle");
    await page.getByRole("main").getByRole("button", { name: ar.auth_login_submit, exact: true }).click();
    const required = ar.refusal_field_required.replace("{field}", ar.field_email_or_username);
    await expect.poll(() => page.getByText(required).count()).toBeGreaterThan(0);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it("hydrates the admin area in Chinese with its own table, which a public page goes without", async () => {
    const { context, page } = await visit(browser, "/zh-Hans/history");
    const seen = watch(page);
    await page.reload();
    await hydrated(page);
    expect(seen.tables).toEqual(["zh-Hans"]);
    await adminLogIn(page);
    await page.goto(`/zh-Hans${ADMIN_BASE}/admin`);
    await hydrated(page);
    expect(seen.tables.slice(1).sort()).toEqual(["zh-Hans", "zh-Hans-admin"]);
    await expect.poll(() => page.getByRole("navigation", { name: zhHans.admin_shell_nav }).count()).toBe(1);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it("loads no translation table for an English page", async () => {
    // The watch history hydrates; /list, the login and, signed out, home load no app at all (decision 052).
    const { context, page } = await visit(browser, "/history");
    const seen = watch(page);
    await page.reload();
    await hydrated(page);
    expect(seen.tables).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});
