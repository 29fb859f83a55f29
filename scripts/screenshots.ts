// Screenshots of pages at phone and desktop sizes, dark and light, for a person to look at.
// Usage: npx tsx scripts/screenshots.ts http://localhost:8787 / /list   (files go to ./screenshots)
// SCREENSHOT_LOGIN=demo_viewer:watch-together signs in first (for /profile);
// SCREENSHOT_ADMIN=admin:change-me-locally signs in at /studio-login first (for admin screens).
// SCREENSHOT_FULL_PAGE=1 takes the whole page, not only what the window shows; SCREENSHOT_TV=1
// adds a television's.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [baseURL = "http://localhost:8787", ...paths] = process.argv.slice(2);
const viewports: Record<string, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
};
// SCREENSHOT_TV=1 adds a television's browser at 1920×1080, which turns TV mode on (issue #69).
const TV_AGENT = "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36";
if (process.env.SCREENSHOT_TV === "1") viewports.tv = { width: 1920, height: 1080 };
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
for (const path of paths.length ? paths : ["/"]) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ["dark", "light"]) {
      const context = await browser.newContext({ viewport, baseURL, ...(device === "tv" ? { userAgent: TV_AGENT } : {}) });
      await context.addCookies([{ name: "themeMode", value: theme, url: baseURL }]);
      const page = await context.newPage();
      if (process.env.SCREENSHOT_LOGIN) {
        const [identifier, password] = process.env.SCREENSHOT_LOGIN.split(":");
        await page.goto("/login");
        await page.getByLabel("Email or username").fill(identifier!);
        await page.getByLabel("Password").fill(password!);
        await page.getByRole("button", { name: "Login" }).click();
        await page.waitForURL((url) => url.pathname !== "/login");
      }
      if (process.env.SCREENSHOT_ADMIN) {
        const [username, password] = process.env.SCREENSHOT_ADMIN.split(":");
        await page.goto(process.env.ADMIN_BASE_PATH ?? "/studio-login");
        await page.getByLabel("Username").fill(username!);
        await page.getByLabel("Password").fill(password!);
        await page.getByRole("button", { name: "Login" }).click();
        await page.waitForURL((url) => url.pathname.includes("/admin"));
      }
      await page.goto(path, { waitUntil: "load" });
      // A signed-in page's service worker may keep fetching the site's files for offline use a
      // while: the picture waits for the page's own requests, not for that.
      await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
      const file = `${outDir}/${path.replace(/\W+/g, "_") || "home"}-${device}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.SCREENSHOT_FULL_PAGE === "1" });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      console.log(file, overflow ? "HORIZONTAL SCROLL" : "");
      await context.close();
    }
  }
}
await browser.close();
