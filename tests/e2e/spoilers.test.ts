// Issue #68: a comment's spoiler, marked ||like this||, stays hidden until pressed, with and
// without JavaScript (a native disclosure); the spoiler guard holds back the stills of episodes
// ahead of the viewer until they choose Show anyway (decision 062).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "~/.server/seed/png";
import { paintThumbnail, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "~/.server/seed/thumbnails";
import { adminToken, baseURL, hydrated, launchBrowser, logIn, newViewer, seriesWithEpisodes, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([false, true])("a comment's spoiler with JavaScript %s", (js) => {
  it("is hidden until pressed, the rest of the comment shown", async () => {
    const viewer = await newViewer("spoiler");
    const { context, page } = await visit(browser, "/", { js });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/the-lantern-keeper-s-daughter/episode/1");
    if (js) await hydrated(page);
    const secret = `the keeper was the lantern all along ${viewer.username}`;
    await page.getByLabel("Your comment").fill(`What a finale. ||${secret}|| I cried.`);
    expect(await page.getByText("Put a spoiler between || and || to hide it until pressed.").count()).toBe(1);
    await page.getByRole("button", { name: "Post Comment" }).click();

    const mine = page.locator("#comments li").filter({ hasText: "What a finale." });
    await mine.waitFor();
    expect(await mine.textContent()).toContain("I cried.");
    expect(await mine.getByText(secret).isVisible()).toBe(false);
    await mine.getByText("Show spoiler").click();
    await mine.getByText(secret).waitFor({ state: "visible" });
    await context.close();
  });
});

/** Episode n's still, a 1280×720 scene as an admin uploads one; answers where the site serves it. */
async function uploadStill(token: string, n: number) {
  const body = new FormData();
  const png = await encodePng(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, paintThumbnail(n));
  body.append("image", new File([png], `still-${n}.png`, { type: "image/png" }));
  const answer = await fetch(`${baseURL()}/api/episodes/upload-thumbnail`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { url: string }).url;
}

/** The still episode n's card draws (its upload's name, in the picture's address), else null. */
const stillOf = async (page: Page, n: number) => {
  const picture = page.locator(`#ep-${n} img`);
  if ((await picture.count()) === 0 || !(await picture.isVisible())) return null;
  return (await picture.getAttribute("src"))?.match(/\/uploads\/([0-9a-f]{64})/)?.[1] ?? null;
};
const uploadNameOf = (url: string) => url.match(/\/uploads\/([0-9a-f]{64})/)![1];

describe.each([false, true])("the spoiler guard with JavaScript %s", (js) => {
  it("shows a viewer two episodes in the still of episode 3 and no later one, until Show anyway", async () => {
    const token = await adminToken();
    const stills = await Promise.all([1, 2, 3, 4, 5].map((n) => uploadStill(token, n)));
    const series = await seriesWithEpisodes(
      token,
      { title: `The Guarded Lighthouse ${Date.now()}`, description: "Five nights at the lighthouse." },
      stills.map((thumbnail, index) => ({
        episode_number: index + 1,
        title: `Night ${index + 1}`,
        description: `What the keeper finds on night ${index + 1}.`,
        thumbnail,
      })),
    );
    const viewer = await newViewer("guard");
    const { context, page } = await visit(browser, "/", { js });
    await logIn(page, viewer.username, viewer.password);

    // The guard is chosen on the profile form; the progress on the series page's list form.
    await page.goto("/profile?edit=1");
    if (js) await hydrated(page);
    await page.getByLabel("Spoiler guard").selectOption({ label: "Hide all but my next episode" });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Profile updated successfully!").waitFor();
    await page.goto(`/${series.slug}`);
    const listForm = page.getByRole("form", { name: "My list" });
    await listForm.getByRole("combobox", { name: "My list" }).selectOption("watching");
    await listForm.getByRole("spinbutton", { name: "Episodes" }).fill("2");
    await listForm.getByRole("button", { name: "Add to list" }).click();
    // Saved once the form offers Save for the entry it now holds (with JavaScript, the page stays).
    await listForm.getByRole("button", { name: "Save", exact: true }).waitFor();
    await page.goto(`/${series.slug}`);
    if (js) await hydrated(page);
    for (const n of [1, 2, 3]) expect(await stillOf(page, n), `episode ${n}`).toBe(uploadNameOf(stills[n - 1]!));
    for (const n of [4, 5]) {
      expect(await stillOf(page, n), `episode ${n}`).toBeNull();
      expect(await page.locator(`#ep-${n}`).getByText("Not watched yet").isVisible()).toBe(true);
    }
    // Not even in the page's source: a guarded still is never sent.
    expect(await page.content()).not.toContain(uploadNameOf(stills[3]!));

    await page.getByRole("link", { name: "Show anyway" }).click();
    await page.locator("#ep-5 img").waitFor();
    for (const n of [4, 5]) expect(await stillOf(page, n), `episode ${n}`).toBe(uploadNameOf(stills[n - 1]!));
    await context.close();
  });
});
