import { readdir, readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assEncoded } from "../support/ass-encoding";
import { serveFolder } from "../support/static-server";
import { adminToken, api, baseURL, launchBrowser, pageReady, seriesWithEpisodes, startPlayer, visit } from "./browser";

// Issue #82: an ASS track drawn by JASSUB as its file typesets it, and two tracks at once. The HLS
// fixture (12 s, 320x180; tests/fixtures/hls) with tests/fixtures/subtitles/lantern-keeper.ass and
// a Chinese WebVTT track uploaded through the API: the ASS file's sign "LANTERN HALL" sits top
// left (\an7\pos(160,120) of 1920x1080) for the whole 12 s; its dialogue at the bottom centre
// (0.5-3.5 s "The lantern flickers on.").
let browser: Browser;
let stream: Awaited<ReturnType<typeof serveFolder>>;
let slug: string;
let fontUrl: string;
const UPLOADED_FONT = "codicon";
/** A real font to embed in a track: Noto Sans SC's Latin cut as Google Fonts serves it. */
const EMBEDDED_FONT = "Noto Sans SC";
const EMBEDDED_FONT_FILE = "node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff";

/** JASSUB's files: its module, its worker, its wasm. */
const JASSUB_FILE = /\/assets\/(jassub|worker)[\w-]*\.(js|wasm)$/;
/** A slice of a fallback font (scripts/font-fallbacks-plugin.ts): Chinese and Japanese's, Arabic's. */
const CJK_SLICE = /^\/assets\/noto-sans-sc-[\w-]+\.woff$/;
const ARABIC_SLICE = /^\/assets\/noto-sans-arabic-[\w-]+\.woff$/;

beforeAll(async () => {
  browser = await launchBrowser();
  stream = await serveFolder("tests/fixtures/hls");
  const token = await adminToken();
  const created = await seriesWithEpisodes(
    token,
    { title: `Typeset Story ${Date.now() % 100000}`, description: "Fansub subtitles" },
    [1, 2, 3, 4, 5, 6, 7].map((number) => ({
      episode_number: number,
      title: `Lantern Hall ${number}`,
      description: `Part ${number} of the typeset story`,
      servers: [{ label: "HLS", url: `${stream.origin}/master.m3u8`, type: "hls" }],
      subtitles: [{ lang: "en", label: "English (plain)", url: `${stream.origin}/subtitles.vtt` }],
    })),
  );
  slug = created.slug;
  // A real font nobody here made: the codicon TrueType font Playwright ships (its family: "codicon").
  const icons = (await readdir("node_modules/playwright-core/lib/vite/recorder/assets")).find((name) => name.endsWith(".ttf"))!;
  const font = new FormData();
  font.set("file", new Blob([await readFile(`node_modules/playwright-core/lib/vite/recorder/assets/${icons}`)]), icons);
  const uploaded = await fetch(`${baseURL()}/api/fonts`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: font });
  // Another run against the same state may have uploaded it already.
  expect([201, 409], await uploaded.clone().text()).toContain(uploaded.status);
  fontUrl = ((await api("GET", "/fonts")).data as { family: string; url: string }[]).find((each) => each.family === UPLOADED_FONT)!.url;
  // Episode 1 also gets the typeset track and a Chinese one, uploaded as an admin would; episode 3 a typeset Chinese one.
  const { data: episodes } = await api("GET", `/episodes?series_id=${created.id}`);
  const idOf = (number: number) => episodes.find((each: { episode_number: number }) => each.episode_number === number).id;
  for (const [number, lang, label, file] of [
    [1, "en", "English (signs & songs)", "lantern-keeper.ass"],
    [1, "zh-Hans", "简体中文", "lantern-keeper.zh-Hans.vtt"],
    [3, "zh-Hans", "简体中文（特效）", "lantern-keeper.zh-Hans.ass"],
    [4, "en", "English (an uploaded font)", "lantern-keeper.ass"],
    [5, "en", "English (an embedded font)", "lantern-keeper.ass"],
    [6, "en", "English (a font it lacks)", "lantern-keeper.ass"],
    [7, "ar", "العربية (مؤثرات)", "lantern-keeper.ar.ass"],
  ] as const) {
    const form = new FormData();
    form.set("lang", lang);
    form.set("label", label);
    const text = await readFile(`tests/fixtures/subtitles/${file}`, "utf8");
    const signIn = (font: string) => text.replace("Style: Sign,Arial,", `Style: Sign,${font},`);
    // Episode 4's sign asks for a font the site has only as an upload; episode 5's for the one its
    // file embeds; episode 6's for the same font, which its file lacks.
    const variants: Record<number, string> = {
      4: signIn(UPLOADED_FONT),
      5: `${signIn(EMBEDDED_FONT)}\n[Fonts]\nfontname: noto-sans-sc-latin_0.woff\n${assEncoded(await readFile(EMBEDDED_FONT_FILE))}\n`,
      6: signIn(EMBEDDED_FONT),
    };
    form.set("file", new Blob([variants[number] ?? text]), file);
    const added = await fetch(`${baseURL()}/api/episodes/${idOf(number)}/subtitles`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(added.status, await added.clone().text()).toBe(201);
  }
});

afterAll(async () => {
  await browser?.close();
  await stream?.close();
});

const episodePage = (number: number) => `/${slug}/episode/${number}`;

/** Pauses the video at `seconds` and waits until that frame is the one shown. */
const pauseAt = (page: Page, seconds: number) =>
  page.locator("#player video").evaluate(
    (video: HTMLVideoElement, to) =>
      new Promise<void>((done) => {
        video.pause();
        video.addEventListener("seeked", () => done(), { once: true });
        video.currentTime = to;
      }),
    seconds,
  );

/** A region of the player as a fraction of its picture: left, top, width, height. */
type Region = [number, number, number, number];
const TOP_LEFT: Region = [0, 0, 0.4, 0.3];
const TOP_RIGHT: Region = [0.6, 0, 0.4, 0.3];
// Above the video's own controls, which Chromium draws over the bottom of the picture.
const TOP_BAND: Region = [0, 0, 1, 0.3];
const BOTTOM_BAND: Region = [0, 0.55, 1, 0.25];

const trackModes = (page: Page) =>
  page.locator("#player video").evaluate((video: HTMLVideoElement) => [...video.textTracks].map((track) => track.mode));

/** A screenshot of a region of the video's picture, as PNG bytes. */
async function shot(page: Page, [left, top, width, height]: Region) {
  const box = (await page.locator("#player video").boundingBox())!;
  return page.screenshot({
    clip: { x: box.x + left * box.width, y: box.y + top * box.height, width: width * box.width, height: height * box.height },
  });
}

/** How many pixels of two screenshots of one size differ clearly (decoded by the browser, on a blank page the site's policy does not bind). */
async function differingPixels(page: Page, a: Buffer, b: Buffer) {
  const blank = await page.context().newPage();
  const count = await blank.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = [await pixels(first!), await pixels(second!)];
      let count = 0;
      for (let i = 0; i < x.length; i += 4)
        if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 96) count++;
      return count;
    },
    [a.toString("base64"), b.toString("base64")],
  );
  await blank.close();
  return count;
}

/**
 * An episode opened and paused at 2 s, its picture's top left with subtitles off, then the track
 * `label` shown, drawn by JASSUB (its WebVTT copy hidden; until then the copy shows) and the top
 * left changed by it; with the addresses (paths) the page and its workers fetched.
 */
async function drawnTrack(number: number, label: string) {
  const { context, page } = await visit(browser, episodePage(number));
  const files: string[] = [];
  page.on("request", (request) => files.push(new URL(request.url()).pathname));
  await startPlayer(page);
  const subtitles = page.getByLabel("Subtitles", { exact: true });
  await subtitles.selectOption({ label: "Off" });
  await pauseAt(page, 2);
  const off = await shot(page, TOP_LEFT);
  await subtitles.selectOption({ label });
  // JASSUB's WebAssembly and the track's fonts load first: seconds on a busy machine, not one.
  const loading = { timeout: 10_000 };
  await expect.poll(() => trackModes(page).then((modes) => modes.at(-1)), loading).toBe("hidden");
  await expect.poll(async () => differingPixels(page, await shot(page, TOP_LEFT), off), loading).toBeGreaterThan(100);
  return { context, page, files, sign: await shot(page, TOP_LEFT) };
}

describe("subtitles as anime is subtitled (issue #82)", () => {
  it("draws its sign where the file puts it, with WebAssembly allowed on that page alone", async () => {
    const { context, page } = await visit(browser, episodePage(1));
    const files: string[] = [];
    page.on("request", (request) => files.push(new URL(request.url()).pathname));
    const policy = (await page.request.get(episodePage(1))).headers()["content-security-policy"];
    expect(policy).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(files.filter((url) => JASSUB_FILE.test(url))).toEqual([]);

    await startPlayer(page);
    const subtitles = page.getByLabel("Subtitles", { exact: true });
    // The picture paused at 2 s with no subtitles, then with the typeset track.
    await subtitles.selectOption({ label: "Off" });
    await pauseAt(page, 2);
    const off = { topLeft: await shot(page, TOP_LEFT), topRight: await shot(page, TOP_RIGHT) };
    await subtitles.selectOption({ label: "English (signs & songs)" });
    await page.locator("canvas.JASSUB").waitFor();
    // The copy of the drawn track is hidden under the drawing, not off.
    await expect.poll(() => trackModes(page)).toEqual(["disabled", "hidden", "disabled"]);
    // Drawn: the top left of the picture changes where the sign is; the top right, where nothing is, does not.
    await expect.poll(async () => differingPixels(page, await shot(page, TOP_LEFT), off.topLeft)).toBeGreaterThan(200);
    expect(await differingPixels(page, await shot(page, TOP_RIGHT), off.topRight)).toBe(0);
    // Off again, the sign goes with its canvas.
    await subtitles.selectOption({ label: "Off" });
    await page.locator("canvas.JASSUB").waitFor({ state: "detached" });
    expect(await differingPixels(page, await shot(page, TOP_LEFT), off.topLeft)).toBe(0);
    expect(files.some((url) => /\.wasm$/.test(url))).toBe(true);
    // An English track needs no CJK fallback.
    expect(files.filter((url) => CJK_SLICE.test(url))).toEqual([]);
    await context.close();
  });

  it("loads no JASSUB file, and allows no WebAssembly, on an episode with only WebVTT tracks", async () => {
    const { context, page } = await visit(browser, episodePage(2));
    const files: string[] = [];
    page.on("request", (request) => files.push(new URL(request.url()).pathname));
    const policy = (await page.request.get(episodePage(2))).headers()["content-security-policy"];
    expect(policy).not.toContain("wasm-unsafe-eval");
    await startPlayer(page);
    await pauseAt(page, 2);
    await expect
      .poll(() => page.locator("#player video").evaluate((video: HTMLVideoElement) => video.textTracks[0]?.activeCues?.length ?? 0))
      .toBe(1);
    expect(files.filter((url) => JASSUB_FILE.test(url))).toEqual([]);
    expect(await page.locator("canvas.JASSUB").count()).toBe(0);
    await context.close();
  });

  it("shows a second track above the first, in the language the viewer keeps with how they watch", async () => {
    const { context, page } = await visit(browser, episodePage(1));
    await pageReady(page);
    await page.getByLabel("Second subtitles, above").selectOption({ label: "简体中文" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL((url) => url.pathname === episodePage(1));
    await startPlayer(page);
    const subtitles = page.getByLabel("Subtitles", { exact: true });
    await subtitles.selectOption({ label: "Off" });
    await pauseAt(page, 2);
    const off = { top: await shot(page, TOP_BAND), bottom: await shot(page, BOTTOM_BAND) };

    await subtitles.selectOption({ label: "English (plain)" });
    await expect.poll(() => trackModes(page)).toEqual(["showing", "disabled", "showing"]);
    const cues = await page.locator("#player video").evaluate((video: HTMLVideoElement) =>
      [video.textTracks[0], video.textTracks[2]].map((track) => {
        const cue = track?.activeCues?.[0] as VTTCue | undefined;
        return { text: cue?.text, line: cue?.line };
      }),
    );
    expect(cues).toEqual([
      { text: "The lantern flickers on.", line: "auto" },
      { text: "灯笼亮了起来。", line: 0 },
    ]);
    // Both drawn at once: the English at the bottom, the Chinese at the top.
    await expect.poll(async () => differingPixels(page, await shot(page, BOTTOM_BAND), off.bottom)).toBeGreaterThan(100);
    await expect.poll(async () => differingPixels(page, await shot(page, TOP_BAND), off.top)).toBeGreaterThan(100);
    await context.close();
  });

  it("draws a Chinese track with the slices of the CJK fallback its text needs, and no others", async () => {
    const { context, files } = await drawnTrack(3, "简体中文（特效）");
    const slices = files.filter((path) => CJK_SLICE.test(path));
    // The track's 20-odd characters sit in a few of the font's hundred slices.
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.length).toBeLessThan(20);
    expect(files.filter((path) => ARABIC_SLICE.test(path))).toEqual([]);
    await context.close();
  });

  it("draws an Arabic track with the Arabic fallback's slices", async () => {
    const { context, files } = await drawnTrack(7, "العربية (مؤثرات)");
    // Its Arabic slice, and the Latin one its full stops and digits are in.
    expect(files.filter((path) => ARABIC_SLICE.test(path)).map((path) => path.replace(/-400-normal-.*$/, ""))).toEqual(
      expect.arrayContaining(["/assets/noto-sans-arabic-arabic", "/assets/noto-sans-arabic-latin"]),
    );
    expect(files.filter((path) => CJK_SLICE.test(path))).toEqual([]);
    await context.close();
  });

  it("loads a font the admins uploaded when a track's style names it, before its first frame", async () => {
    const { context, files } = await drawnTrack(4, "English (an uploaded font)");
    expect(files).toContain(fontUrl);
    await context.close();
  });

  it("draws with a font its file embeds, not the default it would draw with otherwise", async () => {
    const embedded = await drawnTrack(5, "English (an embedded font)");
    const lacking = await drawnTrack(6, "English (a font it lacks)");
    // The same sign in the same place, in Noto Sans from the file against Liberation Sans.
    expect(await differingPixels(lacking.page, embedded.sign, lacking.sign)).toBeGreaterThan(50);
    await embedded.context.close();
    await lacking.context.close();
  });
});
