import type { Page } from "playwright-core";

export const ADMIN_BASE = "/studio-login";

export async function adminLogIn(page: Page) {
  await page.goto(ADMIN_BASE);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("change-me-locally");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(`**${ADMIN_BASE}/admin`);
}

export const screen = (path: string) => `${ADMIN_BASE}/admin/${path}`;

/** Clicks a row's Delete (or Remove) and confirms: inline without JavaScript, in a dialog with it. */
export async function confirmRowAction(page: Page, rowText: string, label = "Delete") {
  await page.locator("tr", { hasText: rowText }).getByRole("link", { name: label }).click();
  const confirm = page
    .getByRole("dialog")
    .or(page.locator("form", { has: page.locator('input[name="intent"], button[name="intent"]') }).filter({ hasText: "?" }));
  await confirm.first().getByRole("button", { name: label }).click();
}

export async function notice(page: Page, text: string) {
  await page.getByRole("status").filter({ hasText: text }).waitFor();
}
