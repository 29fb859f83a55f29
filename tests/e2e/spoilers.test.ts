// Issue #68: a comment's spoiler, marked ||like this||, stays hidden until pressed, with and
// without JavaScript (a native disclosure).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, logIn, newViewer, visit } from "./browser";

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
