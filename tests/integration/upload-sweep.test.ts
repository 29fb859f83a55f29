// Issue #24: the daily sweep removes upload objects that no row names (an upload whose write
// failed, or that was never used) and R2 objects whose row was never written, once a day old;
// what a row names, the logo choices, and anything younger stay.
import { originalKeyOf } from "~/lib/image-variants";
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, multipart } from "../support/api";
import { worker } from "../support/worker";
import { seedDemo } from "../support/app-context";
import { jpegImage, webpImage } from "../support/image-fixtures";
import lanternKeeper from "../fixtures/subtitles/lantern-keeper.ass?raw";

const keyOf = (url: string) => url.slice("/uploads/".length);
const allObjectKeys = async () => (await env.BUCKET.list({ limit: 1000 })).objects.map((object) => object.key).sort();
/** The originals in R2; their variants are checked apart (the cron also makes the seed's). */
const objectKeys = async () => (await allObjectKeys()).filter((key) => originalKeyOf(key) === null);
const uploadRows = async () =>
  (await env.DB.prepare("SELECT key FROM uploads ORDER BY key").all<{ key: string }>()).results.map((row) => row.key);

/** A cron run also makes the variants of up to 25 of the seed's drawn covers: seconds of encoding. */
const CRON_TIMEOUT_MS = 60_000;

async function runCron(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: "17 3 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

let unnamed: string;
let named: string;
/** An ASS track's two files: its WebVTT copy and the file as uploaded, both named by the episode. */
let subtitleKeys: string[];
const rowless = `${"f".repeat(64)}.png`;
beforeAll(async () => {
  await seedDemo();
  const admin = await adminToken();
  unnamed = keyOf((await call("POST", "/series/upload", { token: admin, body: multipart("image", jpegImage, "unused.jpg") })).data.url);
  const cover = (await call("POST", "/series/upload", { token: admin, body: multipart("image", webpImage, "used.webp") })).data.url;
  named = keyOf(cover);
  const created = await call("POST", "/series", {
    token: admin,
    json: { title: "Sweep Survivor", description: "Named cover", cover_image: cover },
  });
  expect(created.status).toBe(201);
  const episode = await env.DB.prepare("SELECT id FROM episodes ORDER BY id LIMIT 1").first<{ id: number }>();
  const ass = new TextEncoder().encode(lanternKeeper);
  const track = await call("POST", `/episodes/${episode!.id}/subtitles`, {
    token: admin,
    body: multipart("file", ass, "lantern.ass", "text/x-ssa", { lang: "en", label: "Signs & Songs" }),
  });
  expect(track.status, JSON.stringify(track.data)).toBe(201);
  const { url, ass_url } = track.data.subtitles.at(-1);
  subtitleKeys = [keyOf(url), keyOf(ass_url)];
  // An object whose row was never written (the D1 insert after the R2 put failed).
  await env.BUCKET.put(rowless, jpegImage);
});

describe("the daily upload sweep", () => {
  it(
    "leaves everything younger than a day",
    async () => {
      const [objects, rows] = [await objectKeys(), await uploadRows()];
      await runCron(new Date());
      expect(await objectKeys()).toEqual(objects);
      expect(await uploadRows()).toEqual(rows);
    },
    CRON_TIMEOUT_MS,
  );

  it(
    "a day on, removes the unnamed upload and the row-less object, and nothing a row names",
    async () => {
      const before = await objectKeys();
      const logos = (await env.DB.prepare("SELECT key FROM uploads WHERE kind = 'logo'").all<{ key: string }>()).results.map(
        (row) => row.key,
      );
      expect(before).toEqual(expect.arrayContaining([unnamed, named, rowless, ...logos, ...subtitleKeys]));
      await runCron(new Date(Date.now() + 25 * 3600 * 1000));
      const after = await objectKeys();
      expect(after).toEqual(before.filter((key) => key !== unnamed && key !== rowless));
      expect(await uploadRows()).toEqual(after);
      // Every image a row names is still served.
      const covers = await env.DB.prepare("SELECT cover_image AS url FROM series WHERE cover_image LIKE '/uploads/%'").all<{
        url: string;
      }>();
      expect(covers.results.length).toBeGreaterThan(1);
      for (const { url } of covers.results) expect(after).toContain(keyOf(url));
      // Variants went with their images: each one left belongs to an image still stored.
      const variants = (await allObjectKeys()).filter((key) => originalKeyOf(key) !== null);
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) expect(after).toContain(originalKeyOf(variant));
    },
    CRON_TIMEOUT_MS,
  );
});
