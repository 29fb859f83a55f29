import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";
import { inject } from "vitest";

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
}

export const baseURL = () => inject("baseURL");

export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, response };
}
