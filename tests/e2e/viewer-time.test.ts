// Issue #10, the viewer's time zone: with JavaScript the schedule and the next-episode banner show
// the viewer's own clock (here Tokyo, the site runs on UTC); without it, the site's, named.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser, pageReady, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const scheduleTimes = async (page: Page) => {
  const times = page.locator("#schedule time[datetime]");
  return times.evaluateAll((nodes) => nodes.map((node) => ({ at: node.getAttribute("datetime")!, text: node.textContent!.trim() })));
};

const tokyoClock = (at: string) => {
  const instant = new Date(at);
  const tokyo = new Date(instant.getTime() + 9 * 3_600_000);
  const time = `${String(tokyo.getUTCHours()).padStart(2, "0")}:${String(tokyo.getUTCMinutes()).padStart(2, "0")}`;
  const weekday = tokyo.toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" });
  return tokyo.getUTCDate() === instant.getUTCDate() ? time : `${weekday} ${time}`;
};

describe("a viewer in Tokyo", () => {
  it("reads the schedule in Tokyo time with JavaScript", async () => {
    // The page has no app (decision 052): the schedule-times island loads for a zone not the site's.
    const { context, page } = await visit(browser, "/", { js: true, timezoneId: "Asia/Tokyo" });
    await expect.poll(() => page.locator("#schedule").textContent()).toContain("Times in your time zone (Asia/Tokyo).");
    const times = await scheduleTimes(page);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time.text).toBe(tokyoClock(time.at));
    await context.close();
  });

  it("reads the site's times, with the site's zone named, without JavaScript", async () => {
    const { context, page } = await visit(browser, "/", { js: false, timezoneId: "Asia/Tokyo" });
    expect(await page.locator("#schedule").textContent()).toContain("Times in UTC.");
    for (const time of await scheduleTimes(page)) expect(time.text).toBe(time.at.slice(11, 16));
    await context.close();
  });

  it("sees when the next episode comes in Tokyo time, counted down, and the site's time without JavaScript", async () => {
    const { data: schedule } = await api("GET", "/schedule");
    const entry = (schedule as { series_slug: string | null; episode_number: number | null }[]).find(
      (item) => item.series_slug && (item.episode_number ?? 0) > 1,
    );
    expect(entry, "the demo schedules a next episode").toBeDefined();
    const path = `/${entry!.series_slug}/episode/${entry!.episode_number! - 1}`;

    const withJs = await visit(browser, path, { js: true, timezoneId: "Asia/Tokyo" });
    await pageReady(withJs.page);
    const banner = withJs.page.getByRole("status").filter({ hasText: "Estimated the next episode" });
    await expect.poll(() => banner.textContent()).toMatch(/your time \((in \d+ (d|h|min)|now)/);
    await withJs.context.close();

    const withoutJs = await visit(browser, path, { js: false, timezoneId: "Asia/Tokyo" });
    expect(await withoutJs.page.getByRole("status").filter({ hasText: "Estimated the next episode" }).textContent()).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\)/,
    );
    await withoutJs.context.close();
  });
});
