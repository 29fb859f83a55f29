// Issue #37's browser stories: passkeys made and used by Chromium's virtual authenticator (the
// DevTools Protocol's WebAuthn domain), for a viewer and for the admin. WebAuthn takes a domain
// for its RP ID, never an IP address, so these stories reach the site as localhost.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE, adminLogIn, notice, screen } from "./admin-support";
import { api, baseURL, hydrated, islandsReady, launchBrowser, logIn, newViewer } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh profile on http://localhost:<port>, with a platform authenticator that verifies its user. */
async function profileWithAuthenticator(): Promise<{ context: BrowserContext; page: Page; credentials: () => Promise<unknown[]> }> {
  const context = await browser.newContext({ baseURL: baseURL().replace("127.0.0.1", "localhost") });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  const { authenticatorId } = await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await devtools.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { context, page, credentials };
}

const signedInAs = (page: Page, username: string) => page.getByText(`Welcome back, ${username}!`);

describe("passkeys in Chromium", () => {
  it("a viewer adds a passkey, signs out, and signs in with it without a password; another browser is not signed in", async () => {
    const viewer = await newViewer("passkey");
    const { context, page, credentials } = await profileWithAuthenticator();
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/account/security");
    await hydrated(page);
    await page.getByLabel("Name (optional)").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const added = page.getByRole("list", { name: "Your passkeys" }).locator("input[name=name]");
    await added.waitFor();
    expect(await added.inputValue()).toBe("Work laptop");
    expect(await credentials()).toEqual([expect.objectContaining({ isResidentCredential: true })]);
    await page.getByText("Passkey added").first().waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    await page.goto("/login");
    // The login page has no app (decision 052): its passkeys are an island.
    await islandsReady(page);
    // The username field starts the browser's passkey autofill; the button takes over from it. The
    // virtual authenticator may answer the autofill before the click lands (a busy machine): then
    // the page has already gone home, or the button's sign-in posts again and cuts the autofill's
    // navigation short (ERR_ABORTED). Either way the viewer ends at home, signed in with a passkey.
    await page.getByLabel("Email or username").focus();
    const atHome = (url: URL) => url.pathname === "/";
    await page
      .getByRole("button", { name: "Sign in with a passkey" })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL(atHome).catch(() => page.waitForURL(atHome));
    await signedInAs(page, viewer.username).waitFor();
    await page.goto("/account/security");
    // When both the autofill and the button signed in, the log rightly holds two passkey sign-ins.
    await page.getByText("Signed in with a passkey").first().waitFor();
    await context.close();

    const other = await profileWithAuthenticator();
    await other.page.goto("/login");
    await islandsReady(other.page);
    await other.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await other.page.getByRole("alert").filter({ hasText: "cancelled or timed out" }).waitFor({ timeout: 30_000 });
    expect(new URL(other.page.url()).pathname).toBe("/login");
    expect(await other.context.cookies()).not.toContainEqual(expect.objectContaining({ name: "__session" }));
    await other.context.close();
  });

  it("shows the passkey button where the app draws the login page itself, after the islands' loader has run", async () => {
    const { context, page } = await profileWithAuthenticator();
    await page.goto("/history");
    await hydrated(page);
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole("banner").getByRole("link", { name: "Login" }).first().click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it("without JavaScript shows no passkey button, and the password form signs the viewer in", async () => {
    const viewer = await newViewer("nojs");
    const context = await browser.newContext({ baseURL: baseURL().replace("127.0.0.1", "localhost"), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    expect(await page.getByRole("button", { name: "Sign in with a passkey" }).count()).toBe(0);
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/account/security");
    expect(await page.getByRole("button", { name: "Add a passkey" }).count()).toBe(0);
    await page.getByText("No passkeys yet.").waitFor();
    await context.close();
  });

  it("the admin adds a passkey, signs in with it, requires it, and the password is refused", async () => {
    const { context, page } = await profileWithAuthenticator();
    await adminLogIn(page);
    try {
      await page.goto(screen("security"));
      await hydrated(page);
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await notice(page, "Passkey added");
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`**${ADMIN_BASE}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL(`**${ADMIN_BASE}/admin`);

      await page.goto(screen("security"));
      await page.getByRole("button", { name: "Require a passkey" }).click();
      await notice(page, "A passkey is now required");
      await page.getByRole("button", { name: "Stop requiring a passkey" }).waitFor();

      const password = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
      const attempt = await password.newPage();
      await attempt.goto(ADMIN_BASE);
      await attempt.getByLabel("Username").fill("admin");
      await attempt.getByLabel("Password").fill("change-me-locally");
      await attempt.getByRole("button", { name: "Login" }).click();
      await attempt.getByRole("alert").filter({ hasText: "This admin account signs in with a passkey only" }).waitFor();
      expect(new URL(attempt.url()).pathname).toBe(ADMIN_BASE);
      await password.close();
    } finally {
      // The other stories sign the admin in with the password: the switch goes back off.
      // The cookie holds the admin's token as React Router writes a cookie's value: base64 JSON.
      const session = (await context.cookies()).find((cookie) => cookie.name === "__admin_session");
      const token = session && (JSON.parse(atob(decodeURIComponent(session.value))) as string);
      if (token) expect((await api("PUT", "/admin/security", { require_passkey: false }, token)).status).toBe(200);
      await context.close();
    }
    expect((await api("POST", "/admin/login", { username: "admin", password: "change-me-locally" })).status).toBe(200);
  });
});
