// Issue #36, lists with JavaScript off: a viewer puts a real series on their list from its page
// with a status and a score, brings in a MyAnimeList export on My List through its preview, and
// sees each tab's count.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malExportXml } from "~/domain/lists/mal-xml";
import { realSeriesWithIds } from "../support/real-titles";
import { adminToken, api, launchBrowser, logIn, newViewer, visit } from "./browser";

let browser: Browser;
/** Three real series of this story's own (found again by their MyAnimeList id when the story is retried). */
let catalogued: { id: number; slug: string; title: string; mal_id: number }[];
const [notHere, ...real] = realSeriesWithIds(64).slice(0, 4);

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminToken();
  catalogued = [];
  for (const row of real) {
    const found = (await api("GET", `/series?mal_id=${row.mal_id}`)).data[0];
    const series = found ?? (await api("POST", "/series", row, admin)).data;
    expect(series.id, JSON.stringify(series)).toBeGreaterThan(0);
    catalogued.push({ id: series.id, slug: series.slug, title: series.title, mal_id: row.mal_id });
  }
});
afterAll(async () => {
  await browser?.close();
});

describe("a viewer's list with JavaScript off", () => {
  it("sets a status and a score on a series page, imports a MyAnimeList export through its preview, and counts each tab", async () => {
    const viewer = await newViewer("lister");
    const { context, page } = await visit(browser, "/", { js: false });
    await logIn(page, viewer.username, viewer.password);
    const [watched, completed, planned] = catalogued as [(typeof catalogued)[0], (typeof catalogued)[0], (typeof catalogued)[0]];

    await page.goto(`/${watched.slug}`);
    const controls = page.getByRole("form", { name: "My list" });
    await controls.getByLabel("My list").selectOption("watching");
    await controls.getByLabel("Score").selectOption("8");
    await controls.getByRole("button", { name: "Add to list" }).click();
    await controls.getByRole("button", { name: "Save" }).waitFor();
    expect(decodeURI(new URL(page.url()).pathname)).toBe(`/${watched.slug}`);
    expect(await controls.getByLabel("My list").inputValue()).toBe("watching");
    expect(await controls.getByLabel("Score").inputValue()).toBe("8");

    const file = malExportXml("viewer", [
      { mal_id: completed.mal_id, title: completed.title, status: "completed", score: 9, progress: 12, episodes: 12, type: "TV" },
      { mal_id: planned.mal_id, title: planned.title, status: "plan_to_watch", score: null, progress: 0, episodes: 0, type: "TV" },
      { mal_id: notHere!.mal_id, title: notHere!.title, status: "dropped", score: 3, progress: 2, episodes: 0, type: "TV" },
    ]);
    await page.goto("/my-list");
    await page.getByLabel("MyAnimeList export (.xml or .xml.gz)").setInputFiles({
      name: "animelist.xml",
      mimeType: "text/xml",
      buffer: Buffer.from(file),
    });
    await page.getByRole("button", { name: "Preview" }).click();
    expect(await page.getByTestId("list-import-counts").textContent()).toBe(
      "Preview: 2 matched (2 new, 0 changed, 0 unchanged), 1 not found. Nothing has been written yet.",
    );
    await page.getByText("Not in this catalogue (1)").click();
    await page.getByText(`${notHere!.title} (MyAnimeList ${notHere!.mal_id})`).waitFor();
    await page.getByRole("button", { name: "Import 2 entries" }).click();
    expect(await page.getByTestId("list-import-counts").textContent()).toBe(
      "Imported: 2 matched (2 new, 0 changed, 0 unchanged), 1 not found.",
    );

    const tabs = page.getByRole("navigation", { name: "My List tabs" });
    const counts = Object.fromEntries(
      (await tabs.getByRole("link").allInnerTexts()).map((text) => [text.replace(/\s*\d+$/, ""), Number(text.match(/\d+$/)![0])]),
    );
    // Watching and Plan to watch follow the series.
    expect(counts).toEqual({ Following: 2, Watching: 1, Completed: 1, "On hold": 0, Dropped: 0, "Plan to watch": 1 });
    await tabs.getByRole("link", { name: /Completed/ }).click();
    const entry = page.getByRole("list", { name: "Completed" }).getByRole("listitem");
    expect(await entry.count()).toBe(1);
    await entry.getByRole("link", { name: completed.title }).waitFor();
    expect(await entry.getByLabel("Score").inputValue()).toBe("9");
    await context.close();
  });
});
