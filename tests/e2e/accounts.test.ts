import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, api, hydrated, launchBrowser, logIn, newViewer, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([false, true])("accounts with JavaScript %s", (js) => {
  it("a visitor registers and is taken to the login page", async () => {
    const { context, page } = await visit(browser, "/register", { js });
    const name = `reg${js ? "js" : "nojs"}${Date.now() % 100000}`;
    await page.getByLabel("Email").fill(`${name}@example.com`);
    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Registration successful! Redirecting to login...").waitFor();
    await page.waitForURL("**/login", { timeout: 5000 });
    await context.close();
  });

  it("a duplicate registration shows the server's text next to the form", async () => {
    const taken = await newViewer();
    const { context, page } = await visit(browser, "/register", { js });
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Username").fill(`${taken.username}x`);
    await page.getByLabel("Password").fill("a-long-password");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("alert").filter({ hasText: "Email already in use" }).waitFor();
    await context.close();
  });

  it("a viewer logs in by username and by email, posts a comment and sees it awaiting approval", async () => {
    const viewer = await newViewer();
    const { context, page } = await visit(browser, "/", { js });
    await logIn(page, viewer.username, viewer.password);
    await page.getByText(`Welcome back, ${viewer.username}!`).waitFor();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    await logIn(page, viewer.email, viewer.password);

    await page.goto("/the-lantern-keeper-s-daughter/episode/1");
    if (js) await hydrated(page);
    await page.getByLabel("Your comment").fill(`Great episode from ${viewer.username}`);
    await page.getByRole("button", { name: "Post Comment" }).click();
    const mine = page.locator("#comments li").filter({ hasText: `Great episode from ${viewer.username}` });
    await mine.waitFor();
    expect(await mine.textContent()).toContain("Awaiting approval");
    await context.close();
  });

  it("a viewer who posts a blank comment is told so", async () => {
    const viewer = await newViewer();
    const { context, page } = await visit(browser, "/", { js });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/the-lantern-keeper-s-daughter/episode/2");
    if (js) await hydrated(page);
    await page.getByLabel("Your comment").evaluate((area: HTMLTextAreaElement) => area.removeAttribute("required"));
    await page.getByLabel("Your comment").fill("   ");
    await page.getByRole("button", { name: "Post Comment" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a comment" }).waitFor();
    await context.close();
  });

  it("a viewer edits the profile with an avatar and is sent home", async () => {
    const viewer = await newViewer();
    const { context, page } = await visit(browser, "/", { js });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByLabel("Location").fill("Sapporo");
    const png = join(mkdtempSync(join(tmpdir(), "avatar-")), "me.png");
    writeFileSync(
      png,
      Buffer.from(
        "89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082",
        "hex",
      ),
    );
    await page.getByLabel("Avatar").setInputFiles(png);
    await page.getByLabel("Current password").fill(viewer.password);
    await page.getByLabel("New password", { exact: true }).fill("new-password-1");
    await page.getByLabel("Confirm new password").fill("new-password-2");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Passwords do not match" }).first().waitFor();
    // A file input is never refilled after an error page, so the avatar is chosen again.
    await page.getByLabel("Avatar").setInputFiles(png);
    expect(await page.getByLabel("Location").inputValue()).toBe("Sapporo");
    await page.getByLabel("Current password").fill(viewer.password);
    await page.getByLabel("Confirm new password").fill("new-password-1");
    await page.getByLabel("New password", { exact: true }).fill("new-password-1");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Profile updated successfully!").waitFor();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
    await page.goto("/profile");
    await page.getByText("Sapporo").waitFor();
    expect(await page.locator("main img").first().getAttribute("src")).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    await context.close();
  });
});

describe("a blocked viewer", () => {
  it("is signed out and sent to /blocked on the next page", async () => {
    const viewer = await newViewer("blocked");
    const { context, page } = await visit(browser, "/", { js: false });
    await logIn(page, viewer.username, viewer.password);
    const token = await adminToken();
    const { data: users } = await api("GET", `/users?search=${viewer.username}`, undefined, token);
    expect((await api("POST", `/users/${users[0].id}/block`, undefined, token)).status).toBe(200);
    await page.goto("/list");
    await page.waitForURL("**/blocked");
    expect(await page.getByText("Your account is blocked. Contact admin.").count()).toBe(1);
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByText("You are not logged in.").waitFor();
    await page.goto("/");
    expect(await page.getByRole("link", { name: "Login" }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
