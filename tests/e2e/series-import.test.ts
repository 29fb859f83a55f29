import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogIn, notice, screen } from "./admin-support";
import { realSeriesRows } from "../support/real-titles";
import { adminToken, api, hydrated, launchBrowser, visit } from "./browser";

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), "series-import-"));
});
afterAll(async () => {
  await browser?.close();
});

const catalogueCsv = (prefix: string, rows: number, bad?: number) =>
  [
    "slug,title,description,status,year,tags,genres",
    ...Array.from(
      { length: rows },
      (_, i) =>
        `${prefix.toLowerCase().replaceAll(" ", "-")}-${i + 1},${prefix} ${i + 1},"Imported, from a file.",Ongoing,${i + 1 === bad ? 1800 : 2024},"tag a, tag b",Action`,
    ),
  ].join("\n");

async function openSeriesImport(js: boolean) {
  const visited = await visit(browser, "/", { js });
  await adminLogIn(visited.page);
  await visited.page.goto(screen("import"));
  await visited.page.getByRole("link", { name: "Import series" }).click();
  await visited.page.getByRole("heading", { name: "Import series" }).waitFor();
  if (js) await hydrated(visited.page);
  return visited;
}

describe("series bulk import without JavaScript", () => {
  it("previews a 40-series CSV as new rows, then writes them all; the catalogue lists them", async () => {
    const { context, page } = await openSeriesImport(false);
    const file = join(dir, "catalogue.csv");
    writeFileSync(file, catalogueCsv("Plain Import", 40));
    await page.getByLabel("File (CSV or JSON)").setInputFiles(file);
    await page.getByRole("button", { name: "Preview" }).click();
    expect(await page.getByTestId("import-counts").textContent()).toBe(
      "40 new, 0 changed, 0 unchanged, 0 invalid. Nothing has been written yet.",
    );
    await page.getByRole("button", { name: "Import 40 series" }).click();
    await notice(page, "Series import finished: 40 created, 0 updated, 0 unchanged");
    await page.goto("/plain-import-40");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Plain Import 40");
    await context.close();
  });

  it("refuses a file with one bad row, says which, and writes nothing", async () => {
    const { context, page } = await openSeriesImport(false);
    await page.getByLabel("Or paste CSV or JSON").fill(catalogueCsv("Refused Import", 12, 7));
    await page.getByRole("button", { name: "Preview" }).click();
    expect(await page.getByTestId("import-counts").textContent()).toBe(
      "11 new, 0 changed, 0 unchanged, 1 invalid. Nothing has been written yet.",
    );
    expect(await page.locator("tr", { hasText: "refused-import-7" }).textContent()).toContain("Year must be at least 1900");
    const importButton = page.getByRole("button", { name: "Import 11 series" });
    expect(await importButton.isDisabled()).toBe(true);
    // The server refuses the rows on its own too: sent anyway, nothing is written.
    await importButton.evaluate((button) => button.removeAttribute("disabled"));
    await importButton.click();
    await page.getByRole("alert").filter({ hasText: "Nothing was imported: 1 invalid row (row 7: Year must be at least 1900)" }).waitFor();
    const response = await page.goto("/refused-import-1");
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe("real titles in Chinese and Japanese, without JavaScript", () => {
  it("imports 300 real titles pasted as JSON; a series shows its alternative titles in their languages and is found by a piece of its title", async () => {
    const rows = realSeriesRows(1300).slice(0, 300);
    const { context, page } = await openSeriesImport(false);
    await page.getByLabel("Or paste CSV or JSON").fill(JSON.stringify(rows));
    await page.getByRole("button", { name: "Preview" }).click();
    expect(await page.getByTestId("import-counts").textContent()).toBe(
      "300 new, 0 changed, 0 unchanged, 0 invalid. Nothing has been written yet.",
    );
    await page.getByRole("button", { name: "Import 300 series" }).click();
    await notice(page, "Series import finished: 300 created, 0 updated, 0 unchanged");

    const chosen = rows.find((row) => /^\p{Script=Han}/u.test(row.title) && [...row.title].length >= 4 && row.alt_titles.length > 0)!;
    // A piece from inside the title: found by the pair index, not by a prefix.
    const piece = [...chosen.title].slice(1).join("");
    await page.goto(`/list?${new URLSearchParams({ q: piece })}`);
    await page.getByRole("link", { name: chosen.title }).first().click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(chosen.title);
    const alternatives = page.getByRole("list", { name: "Also known as" }).getByRole("listitem");
    expect(await alternatives.count()).toBe(chosen.alt_titles.length);
    expect(await alternatives.first().getAttribute("lang")).toBe(chosen.alt_titles[0]!.lang);
    await page.goto("/atoz?letter=%23");
    expect(await page.getByRole("link", { name: "Other: digits and other scripts" }).getAttribute("aria-current")).toBe("page");
    expect(await page.locator("main li").count()).toBeGreaterThan(0);
    await context.close();
    await removeSeriesTitled(rows.map((row) => row.title.trim()));
  });
});

/** Deletes the series with these titles through the API, so the stories after this one see the demo catalogue. */
async function removeSeriesTitled(list: string[]) {
  const titles = new Set(list);
  const token = await adminToken();
  const found: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const { data } = await api("GET", `/series?limit=100&offset=${offset}`);
    found.push(...(data as { id: number; title: string }[]).filter((series) => titles.has(series.title)).map((series) => series.id));
    if (data.length < 100) break;
  }
  expect(found).toHaveLength(list.length);
  for (const id of found) expect((await api("DELETE", `/series/${id}`, undefined, token)).status).toBe(200);
}

describe("series bulk import with JavaScript", () => {
  it("shows a progress bar while the batch is written, then the result", async () => {
    const { context, page } = await openSeriesImport(true);
    await page.getByLabel("Or paste CSV or JSON").fill(catalogueCsv("Progress Import", 25));
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("button", { name: "Import 25 series" }).waitFor();
    // Hold the write's answer for a moment, as a large file's would take, to see the bar.
    await page.route("**/import/series**", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Import 25 series" }).click();
    await page.getByRole("progressbar", { name: "Writing 25 series" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Writing 25 series in one batch" }).count()).toBe(1);
    await notice(page, "Series import finished: 25 created, 0 updated, 0 unchanged");
    expect(await page.getByRole("progressbar").count()).toBe(0);
    await context.close();
  });
});
