// Issue #69, the installable app: the site names a manifest Chromium can install from, and its
// service worker opens the pages a viewer has seen without a connection, answers an unseen one with
// the offline page in its language, forgets a signed-in viewer's pages when they sign out, and
// never keeps an admin page or an API answer.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, screen } from "./admin-support";
import { launchBrowser, logIn, newViewer, pageReady, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Until the service worker controls the page and has kept the offline page of `offlinePage`'s language. */
async function workerReady(page: Page, offlinePage = "/offline") {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    async (address) =>
      Boolean(
        await (await caches.keys()).reduce<Promise<Response | undefined>>(
          async (found, name) => (await found) ?? (await caches.open(name)).match(address),
          Promise.resolve(undefined),
        ),
      ),
    offlinePage,
  );
}

/** The page's first heading once loaded. */
const heading = async (page: Page) => (await page.locator("h1").first().textContent())?.trim();

/** A page opened while the network is off: the service worker's answer, or null when it had none. */
async function openOffline(page: Page, path: string) {
  try {
    await page.goto(path);
    return heading(page);
  } catch {
    return null;
  }
}

describe("the installable app", () => {
  it("names a manifest in the page's language that Chromium can install the site from", async () => {
    const { context, page } = await visit(browser, "/zh-Hans");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/zh-Hans/manifest.webmanifest");
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe("#020617");
    const manifest = await page.evaluate(
      () => fetch("/zh-Hans/manifest.webmanifest").then((response) => response.json()) as Promise<{ icons: unknown }>,
    );
    expect(manifest).toMatchObject({ id: "/", lang: "zh-Hans", start_url: "/zh-Hans", display: "standalone", scope: "/" });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    // Each icon is a PNG of the size it says (its header's width and height).
    for (const { src, sizes } of icons) {
      const size = await page.evaluate(async (address) => {
        const bytes = new DataView(await (await fetch(address)).arrayBuffer());
        return `${bytes.getUint32(16)}x${bytes.getUint32(20)}`;
      }, src);
      expect(size, src).toBe(sizes);
    }
    await workerReady(page, "/zh-Hans/offline");
    // Chromium's own test of what an install needs.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });

  it("opens a page seen before without a connection, and a page never seen as the offline page in its language", async () => {
    const { context, page } = await visit(browser, "/zh-Hans/list");
    await workerReady(page, "/zh-Hans/offline");
    // Opened once the worker is there: a series page, in Chinese and in English.
    await page.goto("/zh-Hans/the-lantern-keeper-s-daughter");
    const title = await heading(page);
    await page.goto("/atoz");
    await workerReady(page, "/offline");
    await context.setOffline(true);
    expect(await openOffline(page, "/zh-Hans/the-lantern-keeper-s-daughter")).toBe(title);
    expect(await openOffline(page, "/atoz")).toBe("A to Z list");
    expect(await openOffline(page, "/zh-Hans/schedule")).toBe("你已离线");
    expect(await openOffline(page, "/history")).toBe("You're offline");
    // Its stylesheet was kept too: the page is drawn as the site is.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontWeight)).toBe("700");
    await context.setOffline(false);
    await context.close();
  });

  it("keeps a signed-in viewer's pages until they sign out, and none after", async () => {
    const viewer = await newViewer("offline");
    const { context, page } = await visit(browser, "/");
    await workerReady(page);
    await logIn(page, viewer.username, viewer.password);
    await pageReady(page);
    await page.goto("/profile");
    await pageReady(page);
    const profile = await heading(page);
    await context.setOffline(true);
    expect(await openOffline(page, "/profile")).toBe(profile);
    await context.setOffline(false);
    await page.goto("/");
    await pageReady(page);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    await context.setOffline(true);
    expect(await openOffline(page, "/profile")).toBe("You're offline");
    await context.setOffline(false);
    await context.close();
  });

  // The sixth probe (issue #80): a session that ends without Sign out left its pages for the next
  // person who signed in on the device; offline, /profile showed the first viewer's name and email.
  it("keeps no viewer's pages for the next person once their session ended without Sign out", async () => {
    const [first, next] = [await newViewer("shared"), await newViewer("shared")];
    const { context, page } = await visit(browser, "/");
    await workerReady(page);
    /** The text of `path` opened with no connection, as the service worker answers it. */
    const offlineText = async (path: string) => {
      await context.setOffline(true);
      const text = (await openOffline(page, path)) === null ? "" : ((await page.locator("body").textContent()) ?? "");
      await context.setOffline(false);
      return text;
    };
    const openProfileAs = async (who: { username: string; password: string }) => {
      await logIn(page, who.username, who.password);
      await pageReady(page);
      await page.goto("/profile");
      await pageReady(page);
    };
    await openProfileAs(first);
    expect(await offlineText("/profile")).toContain(first.email);

    // Ended from another device ("Sign out everywhere" there): this browser's cookie is now a dead one.
    const elsewhere = await visit(browser, "/");
    await logIn(elsewhere.page, first.username, first.password);
    await elsewhere.page.goto("/profile");
    await pageReady(elsewhere.page);
    await elsewhere.page.getByRole("button", { name: "Sign out everywhere" }).click();
    await elsewhere.page.waitForURL((url) => url.pathname === "/login");
    await elsewhere.context.close();

    // The next person signs in here and opens the home page only: nothing of the first viewer is left.
    await logIn(page, next.username, next.password);
    await pageReady(page);
    const offlineProfile = await offlineText("/profile");
    expect(offlineProfile).not.toContain(first.email);
    expect(offlineProfile).not.toContain(first.username);
    expect(await heading(page)).toBe("You're offline");

    // And with no session at all (it expired: the cookie went), nothing kept for the last one either.
    await openProfileAs(first);
    expect(await offlineText("/profile")).toContain(first.email);
    await context.clearCookies();
    await page.goto("/");
    await pageReady(page);
    expect(await offlineText("/profile")).not.toContain(first.email);
    await context.close();
  });

  it("never keeps an admin page or an API answer", async () => {
    const { context, page } = await visit(browser, "/");
    await workerReady(page);
    await adminLogIn(page);
    await page.goto(screen("top10"));
    const api = await page.evaluate(() => fetch("/api/series?limit=1").then((response) => response.status));
    expect(api).toBe(200);
    await context.setOffline(true);
    expect(await openOffline(page, screen("top10"))).toBe("You're offline");
    expect(
      await page.evaluate(() =>
        fetch("/api/series?limit=1").then(
          () => "answered",
          () => "failed",
        ),
      ),
    ).toBe("failed");
    const kept = await page.evaluate(async () =>
      (
        await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))
      ).flat(),
    );
    // The admin screens' own scripts are the build's assets, named "admin_…", and may be kept; no page or answer of theirs.
    expect(kept.filter((url) => /\/api\/|\/admin\//.test(url))).toEqual([]);
    expect(kept.some((url) => url.endsWith("/offline"))).toBe(true);
    await context.setOffline(false);
    await context.close();
  });
});
