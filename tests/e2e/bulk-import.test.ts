import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, notice, screen } from "./admin-support";
import { adminToken, api, baseURL, launchBrowser, visit } from "./browser";

let browser: Browser;
let token: string;
const folder = mkdtempSync(join(tmpdir(), "import-"));

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

async function newSeries(title: string): Promise<number> {
  const { status, data } = await api("POST", "/series", { title, description: "Made for the bulk import stories." }, token);
  expect(status).toBe(201);
  return data.id;
}

function csvFile(name: string, episodes: number, broken?: number) {
  const lines = ["episode_number,title,description,release_date,server1_label,server1_url"];
  for (let n = 1; n <= episodes; n++)
    lines.push(
      `${n},"Episode ${n}, the one","Line one\nline two",${n === broken ? "2026-02-30" : "2026-01-01"},Direct,https://cdn.example.com/show/${n}.mp4`,
    );
  const path = join(folder, name);
  writeFileSync(path, lines.join("\n"));
  return path;
}

async function preview(page: Page, seriesId: number, file: string) {
  await page.goto(screen(`import?series=${seriesId}`));
  await page.getByLabel("File (CSV or JSON)").setInputFiles(file);
  await page.getByRole("button", { name: "Preview" }).first().click();
  await page.getByTestId("import-counts").waitFor();
}

/** How many episodes the API says the series has. */
async function apiTotal(seriesId: number) {
  const response = await fetch(`${baseURL()}/api/episodes?series_id=${seriesId}&limit=1`);
  return Number(response.headers.get("X-Total-Count"));
}

describe("bulk import with JavaScript off", () => {
  it("an admin imports a 500-episode CSV for a new series: preview, then write", async () => {
    const seriesId = await newSeries(`Bulk Five Hundred ${Date.now() % 100000}`);
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await preview(page, seriesId, csvFile("five-hundred.csv", 500));
    expect(await page.getByTestId("import-counts").textContent()).toContain("500 new, 0 changed, 0 unchanged, 0 invalid");
    expect(await page.locator("tbody tr").count()).toBe(500);
    expect(await apiTotal(seriesId)).toBe(0);

    if (process.env.IMPORT_SHOTS) await shoot(page, seriesId);

    await page.getByRole("button", { name: "Import 500 episodes" }).click();
    await notice(page, "Import finished: 500 created, 0 updated, 0 unchanged");
    expect(await apiTotal(seriesId)).toBe(500);
    const { data: episode } = await api("GET", `/episodes?series_id=${seriesId}&limit=1&offset=499`);
    expect(episode[0]).toMatchObject({
      episode_number: 500,
      title: "Episode 500, the one",
      description: "Line one\nline two",
      servers: [{ label: "Direct", url: "https://cdn.example.com/show/500.mp4", type: "direct" }],
    });
    await context.close();
  });

  it("an admin's file with one bad row is refused and nothing is written", async () => {
    const seriesId = await newSeries(`Bulk Refused ${Date.now() % 100000}`);
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await preview(page, seriesId, csvFile("one-bad.csv", 40, 17));
    expect(await page.getByTestId("import-counts").textContent()).toContain("39 new, 0 changed, 0 unchanged, 1 invalid");
    const bad = page.locator("tr", { hasText: "Episode 17, the one" });
    expect(await bad.textContent()).toContain("Release date must be a date (YYYY-MM-DD)");
    const importButton = page.getByRole("button", { name: "Import 39 episodes" });
    expect(await importButton.isDisabled()).toBe(true);
    // The server refuses the rows on its own too: sent anyway, nothing is written.
    await importButton.evaluate((button) => button.removeAttribute("disabled"));
    await importButton.click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Nothing was imported: 1 invalid row (row 17: Release date must be a date (YYYY-MM-DD))" })
      .waitFor();
    expect(await apiTotal(seriesId)).toBe(0);
    await context.close();
  });
});

/** The preview on desktop and phone, light and dark, for a person to look at (IMPORT_SHOTS=1). */
async function shoot(page: Page, seriesId: number) {
  const out = "/tmp/shots-import";
  mkdirSync(out, { recursive: true });
  const cookies = await page.context().cookies();
  for (const theme of ["light", "dark"]) {
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: false, viewport });
      await context.addCookies([...cookies, { name: "themeMode", value: theme, url: page.url() }]);
      const shot = await context.newPage();
      await preview(shot, seriesId, csvFile("shot.csv", 30, 4));
      await shot.screenshot({ path: join(out, `preview-${name}-${theme}.png`) });
      await context.close();
    }
  }
}
