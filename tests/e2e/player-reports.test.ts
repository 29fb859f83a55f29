import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, notice, screen } from "./admin-support";
import { launchBrowser, pageReady, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([false, true])("a broken player reported with JavaScript %s", (js) => {
  it("reaches the admins' queue, where it is marked fixed", async () => {
    const note = `Stuck at the start (${js ? "with" : "without"} JavaScript)`;
    const viewer = await visit(browser, "/the-lantern-keeper-s-daughter/episode/2", { js });
    if (js) await pageReady(viewer.page);
    await viewer.page.getByText("Report a problem").click();
    const server = await viewer.page.getByLabel("Server", { exact: true }).locator("option").nth(1).textContent();
    await viewer.page.getByLabel("Server", { exact: true }).selectOption({ label: server! });
    await viewer.page.getByLabel("Not loading").check();
    await viewer.page.getByLabel(/Note/).fill(note);
    await viewer.page.getByRole("button", { name: "Send report" }).click();
    await viewer.page.getByRole("status").filter({ hasText: "Thank you. The report is with the admins." }).waitFor();
    expect(viewer.page.url()).toContain("/the-lantern-keeper-s-daughter/episode/2?reported=1");
    await viewer.context.close();

    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    const sidebarLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Player Reports/ });
    expect(Number(await sidebarLink.locator("span").textContent())).toBeGreaterThanOrEqual(1);
    await sidebarLink.click();
    const row = page.locator("tr", { hasText: note });
    expect(await row.textContent()).toContain(`The Lantern Keeper's Daughter · Ep 2${server}Not loading`);
    expect(await row.getByRole("link", { name: "Edit episode" }).getAttribute("href")).toMatch(/manage-episodes\?series=\d+&edit=\d+$/);
    await row.getByRole("button", { name: "Mark fixed" }).click();
    await notice(page, "Report marked fixed");
    expect(await page.locator("tr", { hasText: note }).count()).toBe(0);
    await page.goto(`${screen("player-reports")}?status=fixed`);
    await page.locator("tr", { hasText: note }).getByText("Fixed").waitFor();
    await context.close();
  });
});
