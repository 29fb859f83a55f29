// `npm run bench:media` (issue "Covers as a phone needs them"): the image bytes a phone downloads on
// each public page before scrolling and after scrolling to the end, and how many pixels each image
// is sent at against the pixels it is shown at. Builds first unless BENCH_SKIP_BUILD=1, then serves
// a fresh real-size state once its images have their variants. A measurement: exits 0 whatever the verdicts, 1 only
// when setup fails. `--json` prints the results as one JSON line at the end instead of the tables.
import { spawnSync } from "node:child_process";
import { type CDPSession, chromium, type Page } from "playwright-core";
import { withLocalWorker } from "./local-worker";

const RATIO_TARGET = 1.5;
const BEFORE_SCROLL_KB = 300;
const AFTER_SCROLL_KB = { home: 1000, list: 1200, "a to z": 700, series: 300, episode: 300 } as const;
type PageName = keyof typeof AFTER_SCROLL_KB;
// Lighthouse's phone (moto g power): its screen, density and user agent. No throttling: bytes don't depend on it.
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Image bytes as Chromium's network stack counts them (`encodedDataLength`: compressed body and
 * headers, what crossed the wire), one entry per request id so a redirect or a repeated event is
 * counted once. Also the requests in flight, to wait for the network to go quiet.
 */
async function watchNetwork(cdp: CDPSession) {
  const images = new Map<string, { url: string; bytes: number }>();
  const isImage = new Map<string, string>();
  const inFlight = new Set<string>();
  let lastEvent = Date.now();
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => {
    if (!event.request.url.startsWith("data:")) inFlight.add(event.requestId);
    lastEvent = Date.now();
  });
  cdp.on("Network.responseReceived", (event) => {
    // A `<link rel=preload as=image>` may not be typed Image; its MIME type still says so.
    if (event.type === "Image" || event.response.mimeType.startsWith("image/")) isImage.set(event.requestId, event.response.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const url = isImage.get(event.requestId);
    if (url) images.set(event.requestId, { url, bytes: event.encodedDataLength });
    inFlight.delete(event.requestId);
    lastEvent = Date.now();
  });
  cdp.on("Network.loadingFailed", (event) => {
    inFlight.delete(event.requestId);
    lastEvent = Date.now();
  });
  return {
    kb: () => [...images.values()].reduce((sum, image) => sum + image.bytes, 0) / 1000,
    /** The largest image transfers, to see what a page's bytes go to. */
    heaviest: (count: number) => [...images.values()].sort((a, b) => b.bytes - a.bytes).slice(0, count),
    /** Nothing in flight for 600 ms (at most 20 s: a request that never ends must not hang the bench). */
    idle: async () => {
      const deadline = Date.now() + 20_000;
      while ((inFlight.size > 0 || Date.now() - lastEvent < 600) && Date.now() < deadline) await sleep(100);
    },
  };
}

/** Scrolls half a screen every 150 ms to the end, waits for the network, again while the page grows. */
async function scrollToEnd(page: Page, idle: () => Promise<void>) {
  let height = -1;
  for (let round = 0; round < 20; round++) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) return;
    height = now;
    while (
      await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        return Math.ceil(window.scrollY + window.innerHeight) < document.documentElement.scrollHeight;
      })
    )
      await sleep(150);
    await idle();
  }
}

type Shown = { src: string; fit: string; naturalWidth: number; naturalHeight: number; width: number; height: number };

/**
 * Every loaded, drawn `<img>` with its file's true size and its box on screen. `naturalWidth` won't
 * do for a srcset pick: the browser divides it by the density it chose, so a 540w file in a 200-px
 * box reads 200. The file's own size comes from decoding `currentSrc` again, from the memory cache.
 */
const shownImages = (page: Page) =>
  page.evaluate(async () => {
    const shown = [];
    for (const img of Array.from(document.images)) {
      // The box as drawn, transforms included (a backdrop scaled to 110% is drawn 10% larger).
      const box = img.getBoundingClientRect();
      if (!img.complete || img.naturalWidth === 0 || box.width === 0 || box.height === 0) continue;
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode().catch(() => undefined);
      const [naturalWidth, naturalHeight] =
        file.naturalWidth > 0 ? [file.naturalWidth, file.naturalHeight] : [img.naturalWidth, img.naturalHeight];
      shown.push({
        src: img.currentSrc,
        fit: getComputedStyle(img).objectFit,
        naturalWidth,
        naturalHeight,
        width: box.width,
        height: box.height,
      });
    }
    return { dpr: window.devicePixelRatio, shown };
  });

/**
 * Pixels sent per device pixel shown, along one side (variant widths step by 1.5× per side).
 * `object-fit: cover` scales the file until both sides cover the box and crops the longer one, so
 * the side that just fills the box sets the scale: the smaller of the two ratios. The cropped
 * pixels are not "sent too large", they are the price of the box's shape; taking the larger ratio
 * would blame a portrait cover in a landscape box for its shape, not for its size. `contain` (and
 * `fill`, which stretches each side on its own) show the whole file: the worse side, the larger ratio.
 */
function sentPerShown(image: Shown, dpr: number): number {
  const byWidth = image.naturalWidth / (image.width * dpr);
  const byHeight = image.naturalHeight / (image.height * dpr);
  return image.fit === "cover" ? Math.min(byWidth, byHeight) : Math.max(byWidth, byHeight);
}

/** A series page and one of its episodes: the first series (of a few) whose page links an episode. */
async function findPages(base: string): Promise<{ name: PageName; path: string }[]> {
  const series = (await (await fetch(`${base}/api/series?limit=20`)).json()) as { slug: string }[];
  for (const { slug } of series) {
    const html = await (await fetch(`${base}/${slug}`)).text();
    const episode = new RegExp(`href="(/${slug}/episode/\\d+)"`).exec(html)?.[1];
    if (episode)
      return [
        { name: "home", path: "/" },
        { name: "list", path: "/list" },
        { name: "a to z", path: "/atoz" },
        { name: "series", path: `/${slug}` },
        { name: "episode", path: episode },
      ];
  }
  throw new Error("no series in the first 20 has an episode link on its page");
}

async function main(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run"].concat([
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ]),
  });
  const results = [];
  try {
    for (const { name, path } of await findPages(base)) {
      // A fresh context per page: an empty cache, as a first visit on a phone.
      const context = await browser.newContext({ ...PHONE, baseURL: base });
      const page = await context.newPage();
      const network = await watchNetwork(await context.newCDPSession(page));
      await page.goto(path, { waitUntil: "networkidle" });
      await network.idle();
      const beforeKb = network.kb();
      await scrollToEnd(page, network.idle);
      const afterKb = network.kb();
      const heaviest = network.heaviest(3);
      const { dpr, shown } = await shownImages(page);
      await context.close();
      // Only uploads have variants to choose from; the logo and shipped placeholders are listed apart.
      const isUpload = (src: string) => new URL(src).origin === base && new URL(src).pathname.startsWith("/uploads/");
      const uploads = shown.filter((image) => isUpload(image.src)).map((image) => ({ ...image, ratio: sentPerShown(image, dpr) }));
      const over = uploads.filter((image) => image.ratio > RATIO_TARGET);
      const largest = Math.max(0, ...uploads.map((image) => image.ratio));
      const pass = { before: beforeKb <= BEFORE_SCROLL_KB, after: afterKb <= AFTER_SCROLL_KB[name], ratio: over.length === 0 };
      const others = shown.filter((image) => !isUpload(image.src));
      results.push({ name, path, shown: shown.length, beforeKb, afterKb, largest, over, others, heaviest, pass });
      console.error(`measured ${name} (${path})`);
    }
  } finally {
    await browser.close();
  }
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ targets: { RATIO_TARGET, BEFORE_SCROLL_KB, AFTER_SCROLL_KB }, results }));
    return;
  }
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  const row = (cells: (string | number)[]) => console.log(cells.map(String).join("\t"));
  console.log("\nPhone 412×915 @2.625, empty cache. kB = 1000 bytes over the wire (images only).");
  row(["page", "path", "images", "kB before", "kB after", "largest ×", "over 1.5×", "before ≤ 300", "after ≤ target", "ratio ≤ 1.5"]);
  for (const r of results)
    row([
      r.name,
      r.path,
      r.shown,
      r.beforeKb.toFixed(1),
      r.afterKb.toFixed(1),
      r.largest.toFixed(2),
      r.over.length,
      verdict(r.pass.before),
      `${verdict(r.pass.after)} (${AFTER_SCROLL_KB[r.name]})`,
      verdict(r.pass.ratio),
    ]);
  for (const r of results) {
    console.log(`\n${r.name} (${r.path}):`);
    for (const image of r.heaviest) console.log(`  heaviest: ${(image.bytes / 1000).toFixed(1)} kB  ${image.url}`);
    for (const image of r.over)
      console.log(
        `  ${image.ratio.toFixed(2)}×  ${image.naturalWidth}×${image.naturalHeight} in ${image.width.toFixed(0)}×${image.height.toFixed(0)} CSS px (${image.fit})  ${image.src}`,
      );
    for (const image of r.others)
      console.log(`  not an upload, not judged: ${image.width.toFixed(0)}×${image.height.toFixed(0)}  ${image.src}`);
  }
  const all = results.every((r) => r.pass.before && r.pass.after && r.pass.ratio);
  console.log(`\n${all ? "PASS: every target met." : "FAIL: a target is missed (above)."}`);
}

if (process.env.BENCH_SKIP_BUILD !== "1" && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) {
  console.error("npm run build failed");
  process.exit(1);
}
await withLocalWorker("media", main, { variants: true });
