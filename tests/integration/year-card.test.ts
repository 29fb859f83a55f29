// Issue #85, decision 077: a shared year's card, the share page's og:image. Drawn by the card's
// renderer (workers/card, built beside the worker and bound as CARD) with the site's own fonts,
// kept in R2 once for what it shows in a language, drawn again when that changes, and gone with
// the share. Titles are real ones (bangumi-data), in Japanese and Chinese.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { recordWatch } from "~/domain/watch-history/commands.server";
import { sweepUploads, UNNAMED_UPLOAD_GRACE_MS } from "~/.server/storage/sweep";
import { database } from "~/.server/db/client";
import { adminToken, call, newUser } from "../support/api";
import { seedDemo, testAppContext } from "../support/app-context";
import { realSeriesRows } from "../support/real-titles";
import { fetchWorker, userSessionCookie } from "../support/worker";

type Viewer = Awaited<ReturnType<typeof newUser>>;
let viewer: Viewer;
let cookie: string;
/** An episode of each of two real series, one titled in Japanese, one in Chinese. */
const episodes: { seriesId: number; episodeId: number }[] = [];
/** The fonts of the first card drawn (in English), by their first four bytes. */
let englishFonts: string[] = [];

const yearPage = "/account/year/2026?tz=Asia/Tokyo";
const share = (intent: "share" | "unshare") =>
  fetchWorker(yearPage, {
    method: "POST",
    body: new URLSearchParams({ intent }),
    redirect: "manual",
    headers: { Cookie: cookie, Origin: "https://example.com" },
  });

/** The share page's card address, as its og:image names it. */
async function cardAddressOf(sharePath: string) {
  const html = await (await fetchWorker(sharePath)).text();
  return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
}

/** A PNG's width and height, from its IHDR chunk (the first, right after the signature). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The card renderer, counting its calls (and failing them when asked). */
function countedRenderer(fails = false) {
  const counted = {
    calls: 0,
    /** Each call's fonts, each by its first four bytes: "wOFF" for a slice of Noto Sans SC, a TrueType file's version for the whole Noto Sans and Noto Sans Arabic. */
    fonts: [] as string[][],
    binding: {
      fetch: (request: Request) => env.CARD.fetch(request),
      png: async (svg: string, fonts: ArrayBuffer[], family: string) => {
        counted.calls++;
        counted.fonts.push(fonts.map((font) => [...new Uint8Array(font, 0, 4)].map((byte) => byte.toString(16).padStart(2, "0")).join("")));
        if (fails) throw new Error("The renderer ran out of time");
        return env.CARD.png(svg, fonts, family);
      },
    },
  };
  return counted;
}

const cardObjects = async () => (await env.BUCKET.list({ prefix: "year-cards/" })).objects.map((object) => object.key);

beforeAll(async () => {
  await seedDemo();
  const admin = await adminToken();
  const rows = realSeriesRows(400);
  const japanese = rows.find((row) => /[ぁ-ん]/.test(row.title))!;
  const chinese = rows.find((row) => /[\u4e00-\u9fff]/.test(row.title) && !/[ぁ-んァ-ン]/.test(row.title))!;
  for (const row of [japanese, chinese]) {
    const created = await call("POST", "/series", { token: admin, json: { title: row.title, description: row.description } });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const episode = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: created.data.id, episode_number: 1, title: "1", description: "An episode.", duration: "24m" },
    });
    expect(episode.status, JSON.stringify(episode.data)).toBe(201);
    episodes.push({ seriesId: created.data.id, episodeId: episode.data.id });
  }
  viewer = await newUser("card");
  cookie = await userSessionCookie(viewer.token);
  await recordWatch(
    testAppContext(),
    viewer.id,
    { series_id: episodes[0]!.seriesId, episode_id: episodes[0]!.episodeId },
    Date.parse("2026-04-02T12:00:00Z"),
  );
  expect((await share("share")).status).toBe(302);
});

describe("a shared year's card", () => {
  let sharePath: string;

  it("is named by the share page as a 1200×630 PNG, and is one: drawn once, then read from R2", async () => {
    const html = await (await fetchWorker(yearPage, { headers: { Cookie: cookie } })).text();
    sharePath = new URL(/https?:\/\/[^"<]+\/y\/[A-Za-z0-9_-]{24}/.exec(html)![0]).pathname;
    const page = await (await fetchWorker(sharePath)).text();
    expect(page).toContain('<meta property="og:image:width" content="1200"/>');
    expect(page).toContain('<meta property="og:image:height" content="630"/>');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const address = await cardAddressOf(sharePath);
    expect(address).toMatch(new RegExp(`^https://example\\.com${sharePath}/card\\.png\\?v=[0-9a-f]{16}$`));
    // The page drew nothing: the card is drawn when a preview first asks for it.
    expect(await cardObjects()).toEqual([]);

    const renderer = countedRenderer();
    const first = await fetchWorker(address!, {}, { CARD: renderer.binding });
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("Cache-Control")).toBe("private, max-age=300");
    const drawn = new Uint8Array(await first.arrayBuffer());
    expect(pngSize(drawn)).toEqual({ width: 1200, height: 630 });
    // A real picture, not an empty one: text and blocks of colour compress to tens of kilobytes.
    expect(drawn.byteLength).toBeGreaterThan(20_000);

    const again = await fetchWorker(address!, {}, { CARD: renderer.binding });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(drawn);
    expect(renderer.calls).toBe(1);
    expect(await cardObjects()).toHaveLength(1);
    englishFonts = renderer.fonts[0]!;
  });

  it("is drawn again, once, when the year shows something else, and the earlier one goes", async () => {
    const before = await cardAddressOf(sharePath);
    const [kept] = await cardObjects();
    await recordWatch(
      testAppContext(),
      viewer.id,
      { series_id: episodes[1]!.seriesId, episode_id: episodes[1]!.episodeId },
      Date.parse("2026-05-02T12:00:00Z"),
    );
    const after = await cardAddressOf(sharePath);
    expect(after).not.toBe(before);
    const renderer = countedRenderer();
    for (let fetched = 0; fetched < 2; fetched++) expect((await fetchWorker(after!, {}, { CARD: renderer.binding })).status).toBe(200);
    expect(renderer.calls).toBe(1);
    const objects = await cardObjects();
    expect(objects).toHaveLength(1);
    expect(objects[0]).not.toBe(kept);
  });

  it("is drawn in the page's language, with only the fonts its text needs: Noto Sans Arabic for an Arabic card", async () => {
    const renderer = countedRenderer();
    const arabic = await fetchWorker(`/ar${new URL((await cardAddressOf(sharePath))!).pathname}`, {}, { CARD: renderer.binding });
    expect(arabic.status).toBe(200);
    expect(pngSize(new Uint8Array(await arabic.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    // The whole Noto Sans, some of Noto Sans SC's hundred slices (the titles' kana and ideographs), and Noto Sans Arabic for Arabic only.
    const slice = "774f4646";
    const wholeFonts = (fonts: string[]) => fonts.filter((font) => font !== slice);
    expect(englishFonts.length).toBeGreaterThan(2);
    expect(englishFonts.length).toBeLessThan(20);
    expect(wholeFonts(englishFonts)).toEqual(["00010000"]);
    expect(wholeFonts(renderer.fonts[0]!)).toEqual(["00010000", "00010000"]);
    // Each language's card is kept, each its latest only.
    expect((await cardObjects()).map((key) => key.split("/")[2]).sort()).toEqual(["ar", "en"]);
  });

  it("asks the caller to come back when the renderer fails, keeping nothing", async () => {
    await env.BUCKET.delete(await cardObjects());
    const response = await fetchWorker((await cardAddressOf(sharePath))!, {}, { CARD: countedRenderer(true).binding });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).not.toBeNull();
    expect(await cardObjects()).toEqual([]);
  });

  it("goes with the share: taken back, the card answers 404 and R2 keeps none; a share gone with its profile is swept", async () => {
    const address = (await cardAddressOf(sharePath))!;
    expect((await fetchWorker(address)).status).toBe(200);
    expect(await cardObjects()).toHaveLength(1);
    expect((await share("unshare")).status).toBe(302);
    expect((await fetchWorker(address)).status).toBe(404);
    expect(await cardObjects()).toEqual([]);

    // Shared again and drawn, then the row gone as a deleted profile's cascade takes it: the card stays until the daily sweep.
    expect((await share("share")).status).toBe(302);
    const html = await (await fetchWorker(yearPage, { headers: { Cookie: cookie } })).text();
    const newPath = new URL(/https?:\/\/[^"<]+\/y\/[A-Za-z0-9_-]{24}/.exec(html)![0]).pathname;
    expect((await fetchWorker((await cardAddressOf(newPath))!)).status).toBe(200);
    // A day on, the sweep keeps a live share's card, and takes it once the share is gone.
    const tomorrow = new Date(Date.now() + UNNAMED_UPLOAD_GRACE_MS + 60_000);
    await sweepUploads(database(env.DB), env.BUCKET, tomorrow);
    expect(await cardObjects()).toHaveLength(1);
    await env.DB.prepare("DELETE FROM year_shares WHERE user_id = ?").bind(viewer.id).run();
    await sweepUploads(database(env.DB), env.BUCKET, tomorrow);
    expect(await cardObjects()).toEqual([]);
  });
});
