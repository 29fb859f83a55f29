import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, startPlayer } from "./browser";
import { seriesOnHlsFixture } from "./hls-series";

// Chrome casts the page's own player through Google's Cast sender (issue #69, decision 065). No
// device is here, and no network: Google's script is answered with a stand-in of the framework
// that records what the page asks of it, on the HLS fixture from another origin with English
// subtitles (tests/e2e/hls-series.ts).
const SENDER = "https://www.gstatic.com/cv/js/sender/v1/cast_sender.js*";

/**
 * The slice of cast.framework and chrome.cast the page uses. `window.castPicker` says how the
 * device picker ends: a device chosen (unset), "cancel" (closed) or "fail" (the media does not load).
 */
const senderStandIn = `
  const record = (window.castRecord = { options: [], sessions: 0, loads: [] });
  const plain = (value) => JSON.parse(JSON.stringify(value));
  const session = {
    loadMedia(request) {
      if (window.castPicker === "fail") return Promise.reject("load_failed");
      record.loads.push(plain(request));
      return Promise.resolve();
    },
  };
  const context = {
    setOptions(options) { record.options.push(plain(options)); },
    requestSession() {
      record.sessions += 1;
      return window.castPicker === "cancel" ? Promise.reject("cancel") : Promise.resolve();
    },
    getCurrentSession() { return session; },
  };
  window.cast = { framework: { CastContext: { getInstance: () => context } } };
  window.chrome = window.chrome || {};
  window.chrome.cast = {
    AutoJoinPolicy: { ORIGIN_SCOPED: "origin_scoped" },
    Image: class { constructor(url) { this.url = url; } },
    media: {
      DEFAULT_MEDIA_RECEIVER_APP_ID: "CC1AD845",
      MediaInfo: class { constructor(contentId, contentType) { this.contentId = contentId; this.contentType = contentType; } },
      GenericMediaMetadata: class {},
      LoadRequest: class { constructor(media) { this.media = media; } },
      Track: class { constructor(trackId, type) { this.trackId = trackId; this.type = type; } },
      TrackType: { TEXT: "TEXT" },
      TextTrackType: { SUBTITLES: "SUBTITLES" },
    },
  };
  window.__onGCastApiAvailable(true);
`;

type CastRecord = { options: unknown[]; sessions: number; loads: Record<string, any>[] };

let browser: Browser;
let stream: Awaited<ReturnType<typeof seriesOnHlsFixture>>["stream"];
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ stream, slug } = await seriesOnHlsFixture("Cast Sender Story", "Casting through Google's sender"));
});

afterAll(async () => {
  await browser?.close();
  await stream?.close();
});

/** The HLS episode opened in Chromium with the sender answered by the stand-in; counts the requests for it. */
async function castableEpisode() {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 768 } });
  const senderRequests: string[] = [];
  await context.route(SENDER, (route) => {
    senderRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: senderStandIn });
  });
  const page = await context.newPage();
  const response = await page.goto(`/${slug}/episode/1`);
  const video = await startPlayer(page);
  return { context, page, video, senderRequests, policy: response?.headers()["content-security-policy"] ?? "" };
}

const castRecord = (page: Page) => page.evaluate(() => (window as unknown as { castRecord?: CastRecord }).castRecord ?? null);
const castButton = (page: Page) => page.getByRole("button", { name: "Cast", exact: true });

describe("casting through Google's Cast sender", () => {
  it("offers Cast on an HLS episode in Chromium, loads the sender only when pressed, and sends the stream, its subtitles and the place", async () => {
    const { context, page, video, senderRequests, policy } = await castableEpisode();
    const scriptSrc = policy.split(/;\s*/).find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toContain("https://www.gstatic.com");

    await castButton(page).waitFor();
    expect(await castButton(page).count()).toBe(1);
    expect(senderRequests).toEqual([]);
    expect(await castRecord(page)).toBeNull();

    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 5;
      return element.play();
    });
    await castButton(page).click();
    await expect.poll(async () => (await castRecord(page))?.loads.length).toBe(1);
    const record = (await castRecord(page))!;
    expect(senderRequests).toEqual(["https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1"]);
    expect(record.options).toEqual([{ receiverApplicationId: "CC1AD845", autoJoinPolicy: "origin_scoped" }]);
    const [load] = record.loads;
    expect(load!.media).toMatchObject({
      contentId: `${stream.origin}/master.m3u8`,
      contentUrl: `${stream.origin}/master.m3u8`,
      contentType: "application/x-mpegurl",
      metadata: { title: expect.stringMatching(/^Cast Sender Story \d+ episode 1$/) },
      tracks: [
        {
          trackId: 1,
          type: "TEXT",
          trackContentId: `${stream.origin}/subtitles.vtt`,
          trackContentType: "text/vtt",
          subtype: "SUBTITLES",
          name: "English",
          language: "en",
        },
      ],
    });
    // The poster is a path on the site: the TV gets its whole address.
    const poster = await video.getAttribute("poster");
    expect(poster).toMatch(/^\/[^/]/);
    expect(load!.media.metadata.images).toEqual([{ url: new URL(poster!, page.url()).href }]);
    // English is showing (the browser's language), so the TV shows it too.
    expect(load!.activeTrackIds).toEqual([1]);
    expect(load!.currentTime).toBeGreaterThanOrEqual(5);
    expect(load!.currentTime).toBeLessThan(8);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    // A second press asks for a device again; the sender is not loaded twice.
    await castButton(page).click();
    await expect.poll(async () => (await castRecord(page))?.loads.length).toBe(2);
    expect(senderRequests).toHaveLength(1);
    await context.close();
  });

  it("says nothing when the viewer closes the device picker, and says so when the TV cannot play it", async () => {
    const { context, page } = await castableEpisode();
    const failure = page.getByRole("alert").filter({ hasText: "Casting did not start" });

    await page.evaluate(() => Object.assign(window, { castPicker: "cancel" }));
    await castButton(page).click();
    await expect.poll(async () => (await castRecord(page))?.sessions).toBe(1);
    await page.waitForTimeout(200);
    expect(await failure.count()).toBe(0);

    await page.evaluate(() => Object.assign(window, { castPicker: "fail" }));
    await castButton(page).click();
    await failure.waitFor();
    expect((await castRecord(page))?.loads).toEqual([]);
    await context.close();
  });
});
