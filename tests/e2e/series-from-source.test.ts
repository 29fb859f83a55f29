// Issue #67: an admin adds a series from AniList in one step, with JavaScript off, against the
// AniList stand-in (tests/support/catalogue-stand-ins.ts) the server is pointed at; issue #83: a
// donghua from Bangumi's, by its address there.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawCover } from "../../app/.server/seed/artwork";
import { adminLogIn, notice, screen } from "./admin-support";
import { baseURL, launchBrowser, visit } from "./browser";

const FRIEREN = 154587;
/** A donghua of 2017 on Bangumi (bangumi-data's), named in Chinese only. */
const DONGHUA = { bangumi: 204251, title: "超游世界" };
const DAY_MS = 86_400_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const standIn = inject("sourcesStandIn");
  // Its cover as AniList's picture host serves it, and its next episode two days from now.
  const put = await fetch(`${standIn}/art/cover-${FRIEREN}.jpg`, { method: "PUT", body: await drawCover("Frieren") });
  expect(put.status).toBe(201);
  await fetch(`${standIn}/__set`, { method: "POST", body: JSON.stringify({ airing: { id: FRIEREN, next: Date.now() + 2 * DAY_MS } }) });
});
afterAll(async () => {
  await browser?.close();
});

describe("a series from AniList without JavaScript", () => {
  it("is found by its title, fills the add form, and once added shows its cover, synopsis and next episode", async () => {
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("add-series"));
    await page.getByLabel("Title, address or id").fill("Frieren");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    const found = page
      .getByRole("listitem")
      .filter({ hasText: "葬送のフリーレン" })
      .filter({ hasText: /^Frieren/ });
    // Its cover as the candidate list shows it: from the source's picture host, which ARTWORK_HOSTS names.
    expect(await found.locator("img").getAttribute("src")).toBe(`${inject("sourcesStandIn")}/art/cover-${FRIEREN}.jpg`);
    await found.getByRole("link", { name: "Fill the form" }).click();

    await page.getByText("Filled from AniList").waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toMatch(/^Frieren/);
    expect(await page.getByLabel("Studio").inputValue()).toBe("Madhouse");
    expect(await page.getByLabel("Description").inputValue()).toContain("Decades after their grand adventure");
    expect(await page.getByText("Coming episodes that go on the schedule: 3").count()).toBe(1);
    await page.getByRole("button", { name: "Add Series" }).click();
    await notice(page, "Frieren");

    const [added] = (await (await fetch(`${baseURL()}/api/series?anilist_id=${FRIEREN}`)).json()) as { slug: string }[];
    await page.goto(`/${added!.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Frieren/);
    expect(await page.locator("body").textContent()).toContain("Decades after their grand adventure");
    expect(await page.locator("img[src^='/uploads/']").count()).toBeGreaterThan(0);
    // Its trailer where AniList says it is watched.
    expect(await page.getByRole("link", { name: /Watch the trailer/ }).getAttribute("href")).toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    );
    await page.goto("/?day=2");
    expect(await page.locator("#schedule").textContent()).toMatch(/Frieren/);
    await context.close();
  });

  it("names the fields that follow AniList on its edit screen, and refreshes them from there", async () => {
    const [added] = (await (await fetch(`${baseURL()}/api/series?anilist_id=${FRIEREN}`)).json()) as { id: number }[];
    // AniList now knows one more coming episode than the schedule lists.
    await fetch(`${inject("sourcesStandIn")}/__set`, {
      method: "POST",
      body: JSON.stringify({ airing: { id: FRIEREN, next: Date.now() + 2 * DAY_MS, first: 6 } }),
    });
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(`${screen("manage-series")}?q=Frieren&edit=${added!.id}`);
    const following = page.getByText("Follows AniList in:");
    expect(await following.textContent()).toMatch(/Description, Status, Type, Season, Year, Studio, and Tags/);
    await page.getByRole("button", { name: "Refresh from AniList" }).click();
    await notice(page, "Coming episodes added to the schedule: 1");
    // The write closes the editor, as every save does; open again, a second refresh finds nothing new.
    await page.goto(`${screen("manage-series")}?q=Frieren&edit=${added!.id}`);
    await page.getByRole("button", { name: "Refresh from AniList" }).click();
    await notice(page, "is current with AniList: nothing new");
    await context.close();
  });
});

describe("a donghua from Bangumi without JavaScript", () => {
  it("is found by its Bangumi address, fills the form with its Chinese title and Bangumi id, and is added", async () => {
    const put = await fetch(`${inject("sourcesStandIn")}/art/bangumi-cover-${DONGHUA.bangumi}.jpg`, {
      method: "PUT",
      body: await drawCover(DONGHUA.title),
    });
    expect(put.status).toBe(201);
    const { context, page } = await visit(browser, "/", { js: false });
    await adminLogIn(page);
    await page.goto(screen("add-series"));
    await page.getByLabel("Source").selectOption("bangumi");
    await page.getByLabel("Title, address or id").fill(`https://bgm.tv/subject/${DONGHUA.bangumi}`);
    await page.getByRole("button", { name: "Find", exact: true }).click();

    await page.getByText("Filled from Bangumi").waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(DONGHUA.title);
    expect(await page.getByLabel("Bangumi id").inputValue()).toBe(String(DONGHUA.bangumi));
    expect(await page.getByLabel("Description").inputValue()).toContain("超大型网络游戏");
    await page.getByRole("button", { name: "Add Series" }).click();
    await notice(page, DONGHUA.title);

    const [added] = (await (await fetch(`${baseURL()}/api/series?bangumi_id=${DONGHUA.bangumi}`)).json()) as {
      title: string;
      type: string;
    }[];
    expect(added).toMatchObject({ title: DONGHUA.title, type: "ONA" });
    await context.close();
  });
});
