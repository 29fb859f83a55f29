import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE, adminLogIn, screen } from "./admin-support";
import { hydrated, launchBrowser, logIn, newViewer, visit } from "./browser";

// Each form of the one pipeline, posted with bad input and JavaScript off: the server's field
// error shows next to its field, and what was typed (never a password) is still there.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fieldError = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).first().waitFor();

/**
 * Leaves `field` for `next` until the form's own check says `text` next to it. The form loads its
 * schema when first focused (app/components/forms/use-schema-form.ts); a field left before it
 * arrives is left to the server, so on busy cores the first leaving may come too early.
 */
async function leftUntilRefused(page: Page, field: Locator, next: Locator, text: string) {
  const refusal = page.getByRole("alert").filter({ hasText: text });
  await expect
    .poll(async () => {
      await field.focus();
      await next.focus();
      return refusal.count();
    })
    .toBeGreaterThan(0);
}

describe("forms refused without JavaScript keep what was typed", () => {
  it("register: a short password is refused next to it; email and username stay", async () => {
    const { context, page } = await visit(browser, "/register", { js: false });
    await page.getByLabel("Email").fill("kept@example.com");
    await page.getByLabel("Username").fill("kept_name");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Register" }).click();
    await fieldError(page, "Password must be at least 8 characters");
    expect(await page.getByLabel("Email").inputValue()).toBe("kept@example.com");
    expect(await page.getByLabel("Username").inputValue()).toBe("kept_name");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    expect(await page.getByLabel("Password").getAttribute("aria-invalid")).toBe("true");
    await context.close();
  });

  it("login: a wrong password is refused above the form; the identifier stays, the password does not", async () => {
    const viewer = await newViewer("kept");
    const { context, page } = await visit(browser, "/login", { js: false });
    await page.getByLabel("Email or username").fill(viewer.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await fieldError(page, "Invalid email/username or password");
    expect(await page.getByLabel("Email or username").inputValue()).toBe(viewer.username);
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    expect(await page.content()).not.toContain("not-the-password");
    await context.close();
  });

  it("login: an empty identifier is refused next to it", async () => {
    const { context, page } = await visit(browser, "/login", { js: false });
    await page.getByLabel("Password").fill("whatever-1");
    await page.getByRole("button", { name: "Login" }).click();
    await fieldError(page, "Email or username is required");
    expect(await page.getByLabel("Email or username").getAttribute("aria-invalid")).toBe("true");
    await context.close();
  });

  it("profile: a bad date is refused next to it; the other edits stay", async () => {
    const viewer = await newViewer("profile");
    const { context, page } = await visit(browser, "/", { js: false });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/profile?edit=1");
    await page.getByLabel("Location").fill("Chengdu");
    await page.getByRole("textbox", { name: "Mobile" }).fill("+86 555 0100");
    await page.getByLabel("Date of birth").evaluate((input: HTMLInputElement) => (input.type = "text"));
    await page.getByLabel("Date of birth").fill("2001-02-30");
    await page.getByRole("button", { name: "Save" }).click();
    await fieldError(page, "Date of birth must be a date (YYYY-MM-DD)");
    expect(await page.getByLabel("Location").inputValue()).toBe("Chengdu");
    expect(await page.getByRole("textbox", { name: "Mobile" }).inputValue()).toBe("+86 555 0100");
    expect(await page.getByLabel("Username").inputValue()).toBe(viewer.username);
    await context.close();
  });

  it("profile: a taken username is refused next to the username field (the domain names the field)", async () => {
    const [viewer, other] = [await newViewer("owner"), await newViewer("taken")];
    const { context, page } = await visit(browser, "/", { js: false });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/profile?edit=1");
    await page.getByLabel("Username").fill(other.username);
    await page.getByLabel("Location").fill("Hangzhou");
    await page.getByRole("button", { name: "Save" }).click();
    await fieldError(page, "Username already in use");
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Location").inputValue()).toBe("Hangzhou");
    await context.close();
  });

  it("comment: one too long is refused next to it, and the text stays", async () => {
    const viewer = await newViewer("commenter");
    const { context, page } = await visit(browser, "/", { js: false });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/the-lantern-keeper-s-daughter/episode/2");
    const box = page.getByLabel("Your comment");
    await box.evaluate((area: HTMLTextAreaElement) => area.removeAttribute("maxlength"));
    const text = `A very long thought. ${"x".repeat(500)}`;
    await box.fill(text);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await fieldError(page, "Comment must be at most 500 characters");
    expect(await page.getByLabel("Your comment").inputValue()).toBe(text);
    await context.close();
  });

  it("player report: a server the episode does not have is refused by the domain next to it; the note stays", async () => {
    const { context, page } = await visit(browser, "/the-lantern-keeper-s-daughter/episode/2/report", { js: false });
    await page.getByLabel("Server").evaluate((element) => {
      const select = element as unknown as HTMLSelectElement;
      select.add(new Option("Server 9", "Server 9"));
      select.value = "Server 9";
    });
    await page.getByLabel("Not loading").check();
    await page.getByLabel("Note").fill("Stops at 03:10 every time");
    await page.getByRole("button", { name: "Send report" }).click();
    await fieldError(page, "Choose one of this episode's servers");
    expect(await page.getByLabel("Note").inputValue()).toBe("Stops at 03:10 every time");
    expect(await page.getByLabel("Not loading").isChecked()).toBe(true);
    await context.close();
  });

  it("admin login: an empty password is refused next to it; the username stays", async () => {
    const { context, page } = await visit(browser, ADMIN_BASE, { js: false });
    await page.getByLabel("Username").fill("admin");
    await page.getByRole("button", { name: "Login" }).click();
    await fieldError(page, "Password is required");
    expect(await page.getByLabel("Username").inputValue()).toBe("admin");
    await context.close();
  });
});

describe("forms with JavaScript check a field with the same schema when it is left", () => {
  it("register, drawn by the app: a short username is refused before anything is sent", async () => {
    // Loaded whole, the register page has no app (decision 052); from a page with it, the app draws it.
    const { context, page } = await visit(browser, "/history", { js: true });
    await hydrated(page);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent("island:navigate", { detail: { to: "/register", replace: false }, cancelable: true })),
    );
    await page.getByRole("heading", { name: "Register" }).waitFor();
    let posted = 0;
    page.on("request", (request) => void (request.method() === "POST" && (posted += 1)));
    await page.getByLabel("Username").fill("ab");
    await leftUntilRefused(page, page.getByLabel("Username"), page.getByLabel("Email"), "Username must be at least 3 characters");
    await page.getByLabel("Username").fill("abc");
    await page.getByRole("alert").filter({ hasText: "Username must be at least 3 characters" }).waitFor({ state: "detached" });
    expect(posted).toBe(0);
    await context.close();
  });

  it("admin forms: the action's schema checks a field in the browser before anything is sent, and the typed text stays", async () => {
    const { context, page } = await visit(browser, "/", { js: true });
    await adminLogIn(page);
    await page.goto(screen("schedule/runs"));
    await hydrated(page);
    let posted = 0;
    page.on("request", (request) => void (request.method() === "POST" && (posted += 1)));
    await page.getByLabel("Weeks").focus();
    // The schema loads when the form is first focused.
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Weeks").fill("60");
    await page.getByLabel("First episode").fill("5");
    await page.getByRole("button", { name: "Add run" }).click();
    await fieldError(page, "Weeks must be at most 52");
    expect(await page.getByLabel("First episode").inputValue()).toBe("5");
    await page.getByLabel("Weeks").fill("12");
    await page.getByRole("alert").filter({ hasText: "Weeks must be at most 52" }).waitFor({ state: "detached" });

    await page.goto(screen("genres"));
    await hydrated(page);
    await page.getByLabel("Description").first().fill("Kept while the name is missing");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await fieldError(page, "Name is required");
    expect(await page.getByLabel("Description").first().inputValue()).toBe("Kept while the name is missing");
    expect(posted).toBe(0);
    await context.close();
  });
});
