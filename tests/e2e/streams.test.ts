import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveFolder } from "../support/static-server";
import { adminToken, api, launchBrowser, logIn, newViewer, pageReady, seriesWithEpisodes, startPlayer, visit } from "./browser";

// An HLS stream from another site (issue #23): 12 seconds in two qualities, 320x180 and 160x90,
// with English subtitles (tests/fixtures/hls, made by scripts/make-hls-fixture.sh). Its cues:
// 0.5–3.5 s, 4–7.5 s and 8–11.5 s ("Welcome back, keeper."). Each episode's intro is 1–8 s; the
// outro, 9–12 s, is the series' default.
let browser: Browser;
let stream: Awaited<ReturnType<typeof serveFolder>>;
let slug: string;
let seriesId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  stream = await serveFolder("tests/fixtures/hls");
  const token = await adminToken();
  const created = await seriesWithEpisodes(
    token,
    { title: `Stream Story ${Date.now() % 100000}`, description: "An HLS stream" },
    [1, 2].map((number) => ({
      episode_number: number,
      title: `Lantern ${number}`,
      description: `Part ${number} of the stream story`,
      servers: [{ label: "HLS", url: `${stream.origin}/master.m3u8`, type: "hls" }],
      subtitles: [{ lang: "en", label: "English", url: `${stream.origin}/subtitles.vtt` }],
      intro_start: 1,
      intro_end: 8,
    })),
  );
  slug = created.slug;
  seriesId = created.id;
  // The series' default outro; each episode has its own intro.
  const defaults = await api("PUT", `/series/${created.id}`, { outro_start: 9, outro_end: 12 }, token);
  expect(defaults.status, JSON.stringify(defaults.data)).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await stream?.close();
});

const episodePage = (number: number) => `/${slug}/episode/${number}`;
const video = (page: Page) => page.locator("#player video");
const videoState = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    src: element.src,
    time: element.currentTime,
    paused: element.paused,
    height: element.videoHeight,
    cue: (element.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.text ?? null,
    mode: element.textTracks[0]?.mode,
  }));
const seek = (page: Page, seconds: number, pause = false) =>
  video(page).evaluate(
    (element: HTMLVideoElement, [to, stop]) => {
      element.currentTime = to as number;
      return stop ? element.pause() : element.play();
    },
    [seconds, pause] as const,
  );
/** Vite names a dynamic import's chunk after the module: hls.js's is hls-<hash>.js, its worker hls.worker-<hash>.js. */
const HLS_CHUNK = /\/assets\/hls-[\w-]+\.js$/;

describe("an HLS episode", () => {
  it("loads hls.js on play, switches quality, shows subtitles and skips the intro and outro", async () => {
    const { context, page } = await visit(browser, episodePage(1));
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await pageReady(page);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    // Signed out, the page carries no app (decision 052): nothing is preloaded, hls.js least of all.
    expect(preloaded).toEqual([]);
    expect(scripts.filter((url) => HLS_CHUNK.test(url))).toEqual([]);

    await page.getByRole("link", { name: /^Play / }).click();
    await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
    expect((await videoState(page)).src).toMatch(/^blob:/);
    expect(scripts.filter((url) => HLS_CHUNK.test(url))).toHaveLength(1);

    // Quality: Auto plays the better level here; choosing 90p switches to it.
    const quality = page.getByLabel("Quality", { exact: true });
    expect(await quality.locator("option").allTextContents()).toEqual(["Auto (180p)", "180p", "90p"]);
    expect((await videoState(page)).height).toBe(180);
    await quality.selectOption({ label: "90p" });
    await expect.poll(async () => (await videoState(page)).height, { timeout: 15_000 }).toBe(90);

    // Into the intro: its button skips to its end, and is offered again on seeking back into it.
    await seek(page, 2);
    await page.getByRole("button", { name: "Skip intro" }).click();
    await expect.poll(async () => (await videoState(page)).time).toBeGreaterThanOrEqual(8);
    await page.getByRole("button", { name: "Skip intro" }).waitFor({ state: "detached" });

    // The subtitles start in the browser's language (Chromium's here is en-US); the cue at 9.5 s shows.
    const subtitles = page.getByLabel("Subtitles", { exact: true });
    expect(await page.evaluate(() => navigator.languages[0])).toBe("en-US");
    expect(await subtitles.inputValue()).toBe("0");
    await seek(page, 9.5, true);
    await expect.poll(async () => (await videoState(page)).cue).toBe("Welcome back, keeper.");
    expect((await videoState(page)).mode).toBe("showing");
    // Turned off, they stay off, on this episode and the next.
    await subtitles.selectOption({ label: "Off" });
    await expect.poll(async () => (await videoState(page)).mode).toBe("disabled");

    // In the outro, S goes on to the next episode.
    await seek(page, 10, true);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByRole("link", { name: "Next episode" }).waitFor();
    await page.keyboard.press("s");
    await page.waitForURL(`**${episodePage(2)}?play=1`);
    await page.getByRole("heading", { level: 1, name: "Lantern 2" }).waitFor();
    await expect.poll(() => page.getByLabel("Subtitles", { exact: true }).inputValue()).toBe("off");
    expect((await videoState(page)).mode).toBe("disabled");
    await context.close();
  });
});

describe("skip segments for a signed-in viewer (issue #82)", () => {
  it("passes the intro by itself when the viewer asked, offers it again on a seek back, and offers a recap another viewer sent", async () => {
    const signedIn = async (prefix: string) => {
      const account = await newViewer(prefix);
      const { data } = await api("POST", "/users/login", { identifier: account.username, password: account.password });
      return { ...account, token: data.token as string };
    };
    const viewer = await newViewer("skipper");
    // Another viewer marks 8–11 s of episode 1 a recap: after the admin's intro, over the outro's start.
    const { data: series } = await api("GET", `/series/${seriesId}`);
    const episodeId = (series.episodes as { id: number; episode_number: number }[]).find((episode) => episode.episode_number === 1)!.id;
    const sent = await api(
      "POST",
      `/episodes/${episodeId}/segments`,
      { kind: "recap", start: 8, end: 11 },
      (await signedIn("recapper")).token,
    );
    expect(sent.status, JSON.stringify(sent.data)).toBe(201);

    // The profile form's box: openings are skipped without a press.
    const { context, page } = await visit(browser, "/login");
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.getByRole("group", { name: "Skip without a press" }).getByLabel("Openings", { exact: true }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Profile updated successfully!").waitFor();
    await page.goto("/profile");
    await page.getByText("Skip without a press").waitFor();
    expect(await page.locator("dd", { hasText: /^Openings$/ }).count()).toBe(1);

    await page.goto(episodePage(1));
    await startPlayer(page);
    // Every skip button the page shows, as it shows it.
    const shown: string[] = [];
    await page.exposeFunction("noteSkipButton", (text: string) => shown.push(text));
    await page.evaluate(() => {
      new MutationObserver(() => {
        const button = document.querySelector("[data-skip-segment]");
        if (button) (window as unknown as { noteSkipButton: (text: string) => void }).noteSkipButton(button.textContent ?? "");
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Played from before the intro (1–8 s), it is passed over with no press and no button: at 8 s
    // well before playing there would take (7.5 s).
    await seek(page, 0.5);
    await expect.poll(async () => (await videoState(page)).time, { timeout: 4_000 }).toBeGreaterThanOrEqual(8);
    expect(shown.filter((text) => text.includes("Skip intro"))).toEqual([]);
    // A seek back into it is the viewer's own: the button is offered, and nothing jumps.
    await seek(page, 3, true);
    await page.getByRole("button", { name: "Skip intro" }).waitFor();
    expect((await videoState(page)).time).toBeLessThan(8);
    // Past the intro, the other viewer's recap.
    await seek(page, 8.3, true);
    await page.getByRole("button", { name: "Skip recap" }).click();
    await expect.poll(async () => (await videoState(page)).time).toBeGreaterThanOrEqual(11);
    await context.close();
  });
});
