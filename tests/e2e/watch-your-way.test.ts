import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { adminToken, baseURL, launchBrowser, pageReady, seriesWithEpisodes, visit } from "./browser";

// Issue #51's stories (decision 053): a viewer who chose dub lands on the dub server, one who skips
// filler goes from 11 to 16 over the filler run 12–15 with Next and still opens 13 by choosing it,
// and with JavaScript off the form works and the episode strip says which episodes are filler.
let browser: Browser;
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const servers = [
    { label: "Main", url: "https://cdn.example.com/watch-your-way/sub.mp4", audio: "sub" },
    { label: "English", url: "https://cdn.example.com/watch-your-way/dub.mp4", audio: "dub", audio_lang: "en" },
  ];
  // Episode 9 has no dub yet; the last opens on a raw server when nothing is chosen, so a sub choice shows too.
  const raw = { label: "Raw", url: "https://cdn.example.com/watch-your-way/raw.mp4", audio: "raw" };
  const serversOf = (number: number) => (number === 9 ? servers.slice(0, 1) : number === 16 ? [raw, ...servers] : servers);
  const story = await seriesWithEpisodes(
    await adminToken(),
    { title: `Filler Run Story ${Date.now() % 100000}`, description: "Sub, dub and a filler run" },
    [9, 10, 11, 12, 13, 14, 15, 16].map((number) => ({
      episode_number: number,
      title: `Part ${number}`,
      description: `Part ${number} of the story`,
      kind: number >= 12 && number <= 15 ? "filler" : "canon",
      servers: serversOf(number),
    })),
  );
  slug = story.slug;
});

afterAll(async () => {
  await browser?.close();
});

const episodePage = (number: number) => `/${slug}/episode/${number}`;
const playing = (page: Page) => page.locator('nav[aria-label="Servers"] a[aria-current="true"]');

async function choose(page: Page, audio: "Sub" | "Dub" | "No preference", skipFiller: boolean) {
  const form = page.locator("form[data-watch-preferences]");
  await form.getByLabel("Preferred audio").selectOption({ label: audio });
  await form.getByLabel("Skip filler and recaps on Next").setChecked(skipFiller);
  await form.getByRole("button", { name: "Save" }).click();
}

describe("watching your way", () => {
  it("opens the dub server for a viewer who chose dub, and skips the filler run on Next but not when picked", async () => {
    const { context, page } = await visit(browser, episodePage(10));
    await pageReady(page);
    await expect.poll(() => playing(page).textContent()).toContain("Main");
    await choose(page, "Dub", true);
    await expect.poll(() => playing(page).textContent()).toContain("English");

    // Another episode of the same, shared, page: the browser picks the dub server itself.
    await page.goto(episodePage(11));
    await pageReady(page);
    await expect.poll(() => playing(page).textContent()).toContain("English");
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await page.waitForURL((url) => url.pathname === episodePage(16));

    await page.goto(episodePage(11));
    await pageReady(page);
    await page.locator("#others").getByRole("link", { name: /Ep 13/ }).click();
    await page.waitForURL((url) => url.pathname === episodePage(13));
    await expect.poll(() => page.locator("h1").textContent()).toBe("Part 13");
    await context.close();
  });

  it("keeps a choice without JavaScript and marks filler in the strip", async () => {
    const { context, page } = await visit(browser, episodePage(11), { js: false });
    expect(await playing(page).textContent()).toContain("Main");
    expect(await page.locator("#others").textContent()).toMatch(/Filler/);
    await choose(page, "Dub", true);
    await page.waitForURL((url) => url.pathname === episodePage(11) && url.searchParams.get("server") === "1");
    expect(await playing(page).textContent()).toContain("English");
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({ audio_preference: "dub", skip_filler: "1" });
    await context.close();
  });

  it("tells an anonymous viewer who chose dub that an episode has none, and plays its first server", async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    await context.addCookies([{ name: "audio_preference", value: "dub", url: baseURL() }]);
    const page = await context.newPage();
    await page.goto(episodePage(9));
    await pageReady(page);
    await expect.poll(() => page.locator("[data-missing-audio]").textContent()).toBe(en.watching_no_dub);
    expect(await playing(page).textContent()).toContain("Main");
    await page.goto(episodePage(10));
    await pageReady(page);
    await expect.poll(() => playing(page).textContent()).toContain("English");
    expect(await page.locator("[data-missing-audio]").count()).toBe(0);
    await context.close();
  });

  it("serves two anonymous viewers with different choices one cached page, and each sees their own server", async () => {
    const seen: { cache: string | null; server: string | null }[] = [];
    for (const audio of ["dub", "sub"]) {
      const context = await browser.newContext({ baseURL: baseURL() });
      await context.addCookies([{ name: "audio_preference", value: audio, url: baseURL() }]);
      const page = await context.newPage();
      // Episode 16 lists a raw server first: neither viewer's server is the one shown by default.
      const response = await page.goto(episodePage(16));
      await pageReady(page);
      await expect.poll(() => playing(page).textContent()).toContain(audio === "dub" ? "English" : "Main");
      seen.push({ cache: (await response?.headerValue("X-Page-Cache")) ?? null, server: await playing(page).textContent() });
      await context.close();
    }
    expect(seen[1]!.cache).toBe("HIT");
    expect(seen.map(({ server }) => server)).toEqual([expect.stringContaining("English"), expect.stringContaining("Main")]);
  });
});
