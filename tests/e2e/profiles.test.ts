// Issue #84, households (decision 074): a viewer signs in, picks their profile on "Who's
// watching?", watches an episode, switches to the kids profile with its PIN, and there the episode
// is not in its history nor the adult title in its search; with JavaScript and without.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, api, baseURL, hydrated, launchBrowser, newViewer, seriesWithEpisodes, visit } from "./browser";

const WATCHED = { slug: "the-lantern-keeper-s-daughter", title: "The Lantern Keeper's Daughter" };
// A real title, rated R+ here: above a kids profile's PG.
const ADULT = "Cowboy Bebop: Tengoku no Tobira";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await seriesWithEpisodes(await adminToken(), { title: ADULT, description: "A film.", rating: "r_plus" }, []);
});
afterAll(async () => {
  await browser?.close();
});

/** The titles the catalogue's search finds for `words`, as the page lists them. */
async function searched(page: Page, words: string) {
  await page.goto(`/list?q=${encodeURIComponent(words)}`);
  return page.getByRole("main").getByRole("link", { name: words, exact: true }).count();
}

/** Samsung's Tizen browser, as a 2021 set names itself: TV mode (issue #69). */
const TV_AGENT = "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36";

describe("a household's profiles", () => {
  it("are picked on a TV with the remote's arrows and OK", async () => {
    const viewer = await newViewer("sofa");
    const { data: login } = await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password });
    expect((await api("POST", "/users/me/profiles", { name: "Grandpa" }, login.token)).status).toBe(201);
    const context = await browser.newContext({ baseURL: baseURL(), userAgent: TV_AGENT, viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email or username").fill(viewer.username);
    await page.getByLabel("Password").fill(viewer.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("heading", { name: "Who's watching?" }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.tv === "ready");
    // The remote walks to a profile's button and presses OK on it.
    const focusedName = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent ?? "");
    await page.getByRole("button", { name: viewer.username }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedName()).toContain("Grandpa");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByRole("link", { name: /Grandpa/ })
      .first()
      .waitFor();
    await context.close();
  });

  for (const js of [true, false]) {
    it(`keep a child's profile apart from the parent's, ${js ? "with" : "without"} JavaScript`, async () => {
      const viewer = await newViewer("family");
      const { data: login } = await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password });
      const kids = await api("POST", "/users/me/profiles", { name: "Kiddo", kids: true, pin: "1357" }, login.token);
      expect(kids.status, JSON.stringify(kids.data)).toBe(201);

      // Signing in asks who is watching; the parent picks their own profile.
      const { context, page } = await visit(browser, "/login", { js });
      await page.getByLabel("Email or username").fill(viewer.username);
      await page.getByLabel("Password").fill(viewer.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByRole("heading", { name: "Who's watching?" }).waitFor();
      await page.getByRole("button", { name: viewer.username }).click();
      await page.waitForURL((url) => url.pathname === "/");

      // The parent watches an episode (without JavaScript the page keeps no history: the API does).
      if (js) {
        await page.goto(`/${WATCHED.slug}/episode/2`);
        await hydrated(page);
        await expect
          .poll(
            async () =>
              (await page.evaluate(() => fetch("/account/history").then((answer) => answer.json() as Promise<{ entries: unknown[] }>)))
                .entries.length,
            {
              timeout: 10_000,
            },
          )
          .toBe(1);
      } else {
        const [series] = (await api("GET", `/series?q=${encodeURIComponent(WATCHED.title)}`)).data as { id: number }[];
        expect((await api("POST", "/users/me/history", { series_id: series!.id }, login.token)).status).toBe(200);
      }
      expect(await searched(page, ADULT)).toBe(1);

      // The header leads back to "Who's watching?"; the kids profile asks for its PIN.
      await page.getByRole("link", { name: /Switch profile/ }).click();
      await page.getByRole("heading", { name: "Who's watching?" }).waitFor();
      await page.getByLabel("PIN for Kiddo").fill("0000");
      await page.getByRole("button", { name: "Kiddo" }).click();
      await page.getByText("Wrong PIN").waitFor();
      await page.getByLabel("PIN for Kiddo").fill("1357");
      await page.getByRole("button", { name: "Kiddo" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("link", { name: /Kiddo/ }).first().waitFor();

      // Not the parent's episode in its history, nor the adult title in its search.
      if (js) {
        await page.goto("/history");
        await hydrated(page);
        await page.getByText("No watch history yet.").waitFor();
        expect(await page.getByRole("main").getByText(WATCHED.title).count()).toBe(0);
      } else {
        expect(await page.getByRole("region", { name: "Continue watching" }).count()).toBe(0);
      }
      expect(await searched(page, ADULT)).toBe(0);
      await context.close();
    });
  }
});
