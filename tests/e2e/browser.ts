import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";

// Flags that keep Chromium quiet on a machine with no network beyond loopback.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Each file's own Chromium: Debian's headless shell, the same Blink and V8 as its `chromium`
 * without the desktop browser around them (docs/decisions/057-stories-on-the-headless-shell.md),
 * launched in the test worker itself, which starts in about 50 ms. A Chromium shared through
 * Playwright's server cost every call of every story a hop through Vitest's main process
 * (decision 044). Closing it (each file's afterAll) closes the contexts it opened.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: chromiumArgs,
  });
  return failOnPolicyViolations(browser);
}

/** What Chromium writes to the console when a page breaks its CSP or its Permissions-Policy is malformed. */
const POLICY_VIOLATION = /Content Security Policy|Permissions-Policy/;

/**
 * Every context this browser opens collects policy violations from its console, with JavaScript
 * on or off. Closing the context (each story does) fails the story that caused one; closing the
 * browser (each file's afterAll) fails the file for a context left open.
 */
function failOnPolicyViolations(browser: Browser): Browser {
  const open = new Map<BrowserContext, string[]>();
  const fail = (violations: string[]) => {
    if (violations.length > 0) throw new Error(`Security policy violations:\n${violations.join("\n")}`);
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const violations: string[] = [];
    open.set(context, violations);
    context.on("console", (message) => {
      if (POLICY_VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
    });
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await close(closeOptions);
      open.delete(context);
      fail(violations);
    };
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = async (closeOptions) => {
    const leftOpen = [...open.values()].flat();
    await closeBrowser(closeOptions);
    fail(leftOpen);
  };
  return browser;
}

export const baseURL = () => inject("baseURL");

export type Visit = { context: BrowserContext; page: Page };

/** A fresh browser profile (no cookies, no storage), with or without JavaScript. */
export async function visit(
  browser: Browser,
  path: string,
  options: { js?: boolean; viewport?: { width: number; height: number }; timezoneId?: string } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    javaScriptEnabled: options.js ?? true,
    viewport: options.viewport ?? { width: 1366, height: 768 },
    timezoneId: options.timezoneId,
  });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBeLessThan(400);
  // Every page ends with the islands' loader (app/islands/loader.ts), hydrating or not.
  if (options.js ?? true) await islandsReady(page);
  return { context, page };
}

/** Waits until the page's islands loader has run: a widget used from then on loads its island. */
export async function islandsReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
}

/**
 * Waits until a page's scripts have run: the islands' loader, and the app where the page carries it
 * (a signed-in viewer's; a signed-out episode page has only islands, decision 052).
 */
export async function pageReady(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.islands === "ready" &&
      (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true"),
  );
}

/** Waits until React has hydrated, so clicks reach their handlers (only on a page that hydrates). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** A JSON call to the running worker's API. */
export async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as any };
}

/**
 * A series of one story's own, through the API, with the given episodes (each names its
 * episode_number); answers the series as created (its id and slug).
 */
export async function seriesWithEpisodes(token: string, series: Record<string, unknown>, episodes: Record<string, unknown>[]) {
  const created = await api("POST", "/series", series, token);
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  for (const episode of episodes) {
    const answer = await api("POST", "/episodes", { series_id: created.data.id, ...episode }, token);
    expect(answer.status, JSON.stringify(answer.data)).toBe(201);
  }
  return created.data as { id: number; slug: string };
}

let made = 0;

/** A new viewer account made through the API (each story gets its own). */
export async function newViewer(prefix = "viewer") {
  made += 1;
  const username = `${prefix}${made}${Date.now() % 100000}`;
  const account = { email: `${username}@example.com`, username, password: "e2e-password-1" };
  const { status } = await api("POST", "/users/register", account);
  expect(status).toBe(201);
  return account;
}

export async function adminToken(): Promise<string> {
  const { data } = await api("POST", "/admin/login", { username: "admin", password: "change-me-locally" });
  return data.token;
}

export async function logIn(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email or username").fill(identifier);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/**
 * Presses an episode page's Play (`name`: its label in the page's language) and waits until its
 * own video has its first frame's data; answers the video.
 */
export async function startPlayer(page: Page, name = /^Play /) {
  await pageReady(page);
  await page.getByRole("link", { name }).click();
  const video = page.locator("#player video");
  await video.waitFor();
  await page.waitForFunction(() => ((document.querySelector("#player video") as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
  return video;
}
