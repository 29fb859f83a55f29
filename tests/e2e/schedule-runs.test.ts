import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstWeekdayFrom } from "../../app/domain/schedule/runs";
import { adminLogIn, notice, screen } from "./admin-support";
import { launchBrowser, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SERIES = "Stellar Ramen Detectives";
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The series' rows on a day-by-day schedule screen that belong to a weekly run (the demo may schedule it on its own too). */
const runEntries = (page: Page) => page.locator("tr", { hasText: SERIES }).filter({ has: page.getByRole("link", { name: "Weekly run" }) });

/** Finds the series with the form's Find button (a GET without JavaScript) and chooses it. */
async function chooseSeries(page: Page, title: string) {
  await page.getByLabel("Find series").fill(title.split(" ")[0]!);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByLabel("Series", { exact: true }).selectOption({ label: title });
}

describe("weekly schedule runs without JavaScript", () => {
  it("creates a 12-week Saturday run from episode 5, edits one entry alone, then the whole run, then deletes it", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("schedule"));
    await page.getByRole("link", { name: "Weekly runs" }).click();
    await page.getByRole("heading", { name: "Add a weekly run" }).waitFor();
    const today = await page.getByLabel("Starting").inputValue();

    // A refused run keeps what was typed and names the field.
    await chooseSeries(page, SERIES);
    await page.getByLabel("Every").selectOption("saturday");
    await page.getByLabel("At", { exact: true }).fill("19:00");
    await page.getByLabel("First episode").fill("99995");
    await page.getByLabel("Weeks").fill("12");
    await page.getByRole("button", { name: "Add run" }).click();
    await page.getByRole("alert").filter({ hasText: "The run would go past episode 100000" }).first().waitFor();
    expect(await page.getByLabel("First episode").inputValue()).toBe("99995");
    expect(await page.getByLabel("Every").inputValue()).toBe("saturday");
    expect(await page.getByLabel("Series", { exact: true }).inputValue()).not.toBe("");
    expect(await page.getByText("No runs airing from today").count()).toBe(1);

    await page.getByLabel("First episode").fill("5");
    await page.getByRole("button", { name: "Add run" }).click();
    const saturday = firstWeekdayFrom(today, "saturday");
    await notice(page, `Weekly run added: 12 entries from ${saturday}`);
    const runRow = page.locator("tr", { hasText: SERIES });
    expect(await runRow.textContent()).toContain("Every Saturday at 19:00, episodes 5–16");
    expect(await runRow.textContent()).toContain("(12 weeks)");

    // The first two Saturdays are on the day-by-day screen and the public schedule.
    const day = daysBetween(today, saturday);
    await page.goto(screen(`schedule?day=${day}`));
    const entryRow = runEntries(page);
    expect(await entryRow.textContent()).toMatch(/19:00.*5/);
    await page.goto(screen(`schedule?day=${day + 7}`));
    expect(await runEntries(page).textContent()).toMatch(/19:00.*6/);
    await page.goto(`/?day=${day}`);
    expect(await page.locator("#schedule").textContent()).toContain(SERIES);

    // One entry edited alone: the others keep the run's time.
    await page.goto(screen(`schedule?day=${day}`));
    await entryRow.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit entry" }).waitFor();
    await page.getByLabel("Time").fill("21:30");
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Schedule entry saved");
    expect(await runEntries(page).textContent()).toContain("21:30");
    await page.goto(screen(`schedule?day=${day + 7}`));
    expect(await runEntries(page).textContent()).toContain("19:00");

    // The whole run edited from an entry's "Weekly run" link: every entry made again.
    await runEntries(page).getByRole("link", { name: "Weekly run" }).click();
    await page.getByRole("heading", { name: "Edit the whole run" }).waitFor();
    expect(await page.getByRole("region", { name: "Entries of this run" }).locator("tbody tr").count()).toBe(12);
    await page.getByLabel("At", { exact: true }).fill("20:15");
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Weekly run saved: 12 entries made again");
    expect(await page.locator("tr", { hasText: SERIES }).textContent()).toContain("Every Saturday at 20:15, episodes 5–16");
    await page.locator("tr", { hasText: SERIES }).getByRole("link", { name: "Edit run" }).click();
    await page.getByRole("heading", { name: "Edit the whole run" }).waitFor();
    const entryTimes = await page
      .getByRole("region", { name: "Entries of this run" })
      .locator("tbody tr td:nth-child(2)")
      .allTextContents();
    expect(entryTimes).toEqual(Array(12).fill("20:15"));
    await page.goto(screen(`schedule?day=${day}`));
    expect(await runEntries(page).textContent()).toContain("20:15");

    // Deleting the run asks first, then removes every entry.
    await page.goto(screen("schedule/runs"));
    await page.locator("tr", { hasText: SERIES }).getByRole("link", { name: "Delete run" }).click();
    const question = page.getByText("Delete this run and its 12 entries?");
    await question.waitFor();
    await page.locator("form", { has: question }).getByRole("button", { name: "Delete run" }).click();
    await notice(page, "Weekly run and its entries deleted");
    await page.goto(screen(`schedule?day=${day}`));
    expect(await runEntries(page).count()).toBe(0);
    await context.close();
  });
});
