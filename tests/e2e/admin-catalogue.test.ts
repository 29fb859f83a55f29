import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../../app/.server/seed/png";
import { adminLogIn, confirmRowAction, notice, screen } from "./admin-support";
import { api, hydrated, launchBrowser, visit } from "./browser";

let browser: Browser;
let coverFile: string;
beforeAll(async () => {
  browser = await launchBrowser();
  coverFile = join(mkdtempSync(join(tmpdir(), "cover-")), "cover.png");
  writeFileSync(coverFile, await encodePng(12, 17, new Uint8Array(12 * 17 * 3).fill(90)));
});
afterAll(async () => {
  await browser?.close();
});

describe.each([false, true])("series and episodes with JavaScript %s", (js) => {
  it("an admin adds a series with a cover, finds it, edits it, adds episodes with servers, and deletes it", async () => {
    const title = `Admin Made ${js ? "Js" : "Plain"} ${Date.now() % 100000}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const { context, page } = await visit(browser, "/", { js });
    await adminLogIn(page);
    await page.goto(screen("add-series"));
    if (js) await hydrated(page);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description").fill("Made in a browser test.");
    await page.getByLabel("Type").selectOption("ONA");
    await page.getByLabel("Tags").fill(" robots ,  , space ");
    await page.getByLabel("Action", { exact: true }).check();
    await page.getByLabel("Popular").check();
    await page.getByLabel("Cover image").setInputFiles(coverFile);
    await page.getByRole("button", { name: "Add Series" }).click();
    await notice(page, `Series "${title}" added`);

    const publicPage = await fetch(`${page.url().split("/studio-login")[0]}/${slug}`);
    expect(publicPage.status).toBe(200);
    const html = await publicPage.text();
    expect(html).toMatch(/#(<!-- -->)?robots/);
    expect(html).toMatch(/\/uploads\/[a-f0-9]{64}\.png/);

    await page.goto(screen(`manage-series?q=${encodeURIComponent(title)}`));
    await page.locator("tr", { hasText: title }).getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: `Edit “${title}”` }).waitFor();
    await page.getByLabel("Subtitle").fill("Now with a subtitle");
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, `Series "${title}" saved`);
    expect(await page.locator("tr", { hasText: title }).getByRole("link", { name: "View" }).getAttribute("href")).toBe(`/${slug}`);

    const { data: all } = await api("GET", "/series");
    const created = all.find((series: { slug: string }) => series.slug === slug);
    expect(created).toMatchObject({
      subtitle: "Now with a subtitle",
      type: "ONA",
      tags: ["robots", "space"],
      genres: ["Action"],
      featured: true,
    });

    await page.goto(screen(`manage-episodes?series=${created.id}&add=1`));
    if (js) await hydrated(page);
    await page.getByLabel("Episode number").fill("1");
    await page.getByLabel("Title", { exact: true }).fill("Pilot");
    await page.getByLabel("Release date").fill("2026-11-01");
    await page.getByLabel("Description").fill("The first one.");
    await page.getByLabel("Label 1").fill("Main");
    await page.getByLabel("Link 1").fill("https://youtu.be/aqz-KE-bpKQ");
    await page.getByRole("button", { name: "Add server row" }).click();
    await page.getByLabel("Label 2").fill("Mirror");
    await page.getByLabel("Link 2").fill("https://cdn.example.com/pilot.mp4");
    await page.getByRole("button", { name: "Add server row" }).click();
    await page.getByLabel("Label 3").waitFor();
    await page.getByRole("button", { name: "Remove" }).nth(2).click();
    await expect.poll(() => page.getByLabel("Label 3").count()).toBe(0);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Pilot");
    await page.getByRole("button", { name: "Add Episode" }).click();
    await notice(page, "Episode 1 added");
    const { data: episodes } = await api("GET", `/episodes?series_id=${created.id}`);
    expect(episodes[0].servers).toEqual([
      // A server added without choosing its audio takes the episode's language (Sub), decision 049.
      { label: "Main", url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube", audio: "sub", audio_lang: null },
      { label: "Mirror", url: "https://cdn.example.com/pilot.mp4", type: "direct", audio: "sub", audio_lang: null },
    ]);

    await page.locator("tr", { hasText: "Pilot" }).getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit episode 1" }).waitFor();
    await page.getByLabel("Type 2").selectOption("");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "All server fields (label, url, type) are required for each server." }).waitFor();
    await page.getByLabel("Type 2").selectOption("direct");
    await page.getByLabel("Title", { exact: true }).fill("Pilot (Remastered)");
    await page.getByLabel("Kind").selectOption("filler");
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Episode 1 saved");
    // The kind chosen in the form is answered, and said in a word on the series page (decision 050).
    expect((await api("GET", `/episodes?series_id=${created.id}`)).data[0].kind).toBe("filler");
    expect(await (await fetch(`${page.url().split("/studio-login")[0]}/${slug}`)).text()).toMatch(/data-kind="filler"[^>]*>Filler</);
    await confirmRowAction(page, "Pilot (Remastered)");
    await notice(page, "Episode deleted");
    expect((await api("GET", `/episodes?series_id=${created.id}`)).data).toEqual([]);

    await page.goto(screen(`manage-series?q=${encodeURIComponent(title)}`));
    await confirmRowAction(page, title);
    await notice(page, "Series deleted");
    expect((await fetch(`${page.url().split("/studio-login")[0]}/${slug}`)).status).toBe(404);
    await context.close();
  });
});

describe("a refused admin form without JavaScript", () => {
  it("keeps what was typed and shows the error next to its field", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("add-series"));
    await page.getByLabel("Title", { exact: true }).fill("Half Finished Series");
    await page.getByLabel("Studio").fill("Kept Studio");
    await page.getByLabel("Tags").fill("kept, tags");
    await page.getByLabel("Comedy", { exact: true }).check();
    // The browser's own check would stop the post first; the server must refuse it as well.
    await page.getByLabel("Description").evaluate((area: HTMLTextAreaElement) => area.removeAttribute("required"));
    await page.getByRole("button", { name: "Add Series" }).click();
    await page.locator("#description-new-error").filter({ hasText: "Description is required" }).waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Half Finished Series");
    expect(await page.getByLabel("Studio").inputValue()).toBe("Kept Studio");
    expect(await page.getByLabel("Tags").inputValue()).toBe("kept, tags");
    expect(await page.getByLabel("Comedy", { exact: true }).isChecked()).toBe(true);
    await context.close();
  });
});

describe("home details and Top 10 without JavaScript", () => {
  it("flags a series for a home list and saves social links; the home page shows both", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("home-details?size=50"));
    const row = page.locator("tr", { hasText: "Crimson Pagoda" });
    await row.getByLabel("New").check();
    await row.getByRole("button", { name: "Save" }).click();
    await notice(page, "Crimson Pagoda saved");
    await page.getByRole("textbox", { name: "Instagram" }).fill("https://instagram.com/animestream_demo");
    await page.getByRole("button", { name: "Save links" }).click();
    await notice(page, "Social links saved");
    await page.goto("/?new=1");
    expect(await page.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe("https://instagram.com/animestream_demo");
    const { data: fresh } = await api("GET", "/series/new");
    expect(fresh.some((series: { title: string }) => series.title === "Crimson Pagoda")).toBe(true);
    await context.close();
  });

  // Each button posts the form without JavaScript: the count is read once the next page is there.
  it("edits the monthly Top 10: removes a slot, adds one, saves; validation keeps the draft; reset clears", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("top10?tab=all"));
    const before = (await api("GET", "/top10?tab=all")).data;
    await page.getByRole("button", { name: "Remove" }).first().click();
    await expect.poll(() => page.locator("ol li").count()).toBe(9);
    await page.getByRole("button", { name: "Add Slot" }).click();
    await expect.poll(() => page.locator("ol li").count()).toBe(10);
    await page.getByRole("button", { name: "Save Top 10" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to save Top 10: All slots must have a valid series selected." }).waitFor();
    await expect.poll(() => page.locator("ol li").count()).toBe(10);
    await page.getByLabel("Find series").fill("tidecall");
    await page.getByRole("button", { name: "Find" }).click();
    await page.waitForURL(/find=tidecall/);
    await expect.poll(() => page.locator("ol li").count()).toBe(10);
    await page.getByLabel("Series for rank 10").selectOption({ label: "Tidecaller" });
    await page.getByLabel("Rating for rank 10").fill("7.5");
    await page.getByRole("button", { name: "Save Top 10" }).click();
    await notice(page, "Top 10 saved!");
    const after = (await api("GET", "/top10?tab=all")).data;
    expect(after.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(after[0].series_id).toBe(before[1].series_id);
    expect(after[9]).toMatchObject({ title: "Tidecaller", rating: 7.5 });
    await page.goto("/?top=all");
    expect(await page.locator("#top10 ol li").last().textContent()).toContain("Tidecaller");

    await page.goto(screen("top10?tab=all"));
    await page.getByRole("link", { name: "Reset" }).click();
    await page.getByRole("button", { name: "Reset" }).click();
    await notice(page, "Top 10 reset and cleared.");
    expect((await api("GET", "/top10?tab=all")).data).toEqual([]);
    await expect.poll(() => page.locator("ol li").count()).toBe(1);
    await context.close();
  });
});
