// Issue #33: every uploaded image gets right-sized AVIF and WebP variants, made through the real
// Images binding (Miniflare's sharp) when it is stored; bad images are refused with nothing
// stored; older uploads get theirs from an idempotent backfill; the sweep takes them with the image.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { drawRealSizeCover } from "~/.server/seed/media";
import { chunk, encodePng } from "~/.server/seed/png";
import { backfillVariants } from "~/.server/storage/backfill";
import { sweepUploads } from "~/.server/storage/sweep";
import { mediaStoreOf } from "~/.server/storage/uploads";
import { VARIANT_FORMATS, VARIANT_WIDTHS } from "~/lib/image-variants";
import { adminToken, call, expectError, multipart } from "../support/api";
import { testAppContext } from "../support/app-context";
import { animatedGif, animatedWebp, cmykJpeg, exifRotatedJpeg } from "../support/hard-images";
import { failingBinding } from "../support/faults";
import { fetchWorker, heldImageQueue } from "../support/worker";

type Row = { key: string; width: number | null; height: number | null; variants: string | null };
const uploadRows = async () => (await env.DB.prepare("SELECT key, width, height, variants FROM uploads ORDER BY key").all<Row>()).results;
const objectKeys = async () => (await env.BUCKET.list()).objects.map((object) => object.key).sort();
const variantsOf = (row: Row | undefined) =>
  JSON.parse(row?.variants ?? "null") as { key: string; format: string; width: number; height: number }[];
const sizeOf = async (bytes: ArrayBuffer) =>
  (await env.IMAGES.info(new Blob([bytes]).stream())) as { width: number; height: number; format: string };

let admin: string;
const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  call("POST", "/series/upload", { token: admin, body: multipart("image", bytes, name) });
beforeAll(async () => {
  admin = await adminToken();
});

describe("an uploaded cover", () => {
  let key: string;
  let cover: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    cover = await drawRealSizeCover(env.IMAGES, "A key visual");
    const stored = await upload(cover, "key-visual.jpg");
    expect(stored.status, JSON.stringify(stored.data)).toBe(201);
    key = stored.data.url.slice("/uploads/".length);
  }, 60_000);

  it("is recorded with its size and every width of the ladder in AVIF and WebP, none wider than the original", async () => {
    expect(cover.byteLength).toBeGreaterThan(150_000);
    const row = (await uploadRows()).find((upload) => upload.key === key);
    expect(row).toMatchObject({ width: 800, height: 1200 });
    const variants = variantsOf(row);
    expect(variants).toHaveLength(VARIANT_WIDTHS.length * VARIANT_FORMATS.length);
    for (const variant of variants) {
      expect(variant.width).toBeLessThanOrEqual(800);
      expect(variant.height).toBe(Math.round((variant.width * 1200) / 800));
    }
  });

  it("has variants in R2 of the recorded pixel size and format, far lighter than the original", async () => {
    const variants = variantsOf((await uploadRows()).find((upload) => upload.key === key));
    const small = variants.find((variant) => variant.format === "avif" && variant.width === 108)!;
    const object = await env.BUCKET.get(small.key);
    expect(object?.httpMetadata?.contentType).toBe("image/avif");
    const bytes = await object!.arrayBuffer();
    expect(await sizeOf(bytes)).toMatchObject({ format: "image/avif", width: 108, height: 162 });
    expect(bytes.byteLength * 20).toBeLessThan(cover.byteLength);
    const largest = variants.find((variant) => variant.format === "webp" && variant.width === 800)!;
    expect(await sizeOf(await (await env.BUCKET.get(largest.key))!.arrayBuffer())).toMatchObject({ format: "image/webp", width: 800 });
  });

  it("serves a variant with its type and a year of immutable caching, and the original still", async () => {
    const variant = await fetchWorker(`/uploads/${key}.w240.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("Content-Type")).toBe("image/webp");
    expect(variant.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    await variant.arrayBuffer();
    const original = await fetchWorker(`/uploads/${key}`);
    expect(original.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await original.arrayBuffer()).byteLength).toBe(cover.byteLength);
  });

  it("is stored once when sent again: the same key, no second set of variants", async () => {
    const before = await objectKeys();
    const again = await upload(cover, "same-again.jpg");
    expect(again.data.url).toBe(`/uploads/${key}`);
    expect(await objectKeys()).toEqual(before);
  });
});

describe("an upload's variants, from the images queue", () => {
  let cover: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    cover = await drawRealSizeCover(env.IMAGES, "A cover whose variants follow");
  });
  /** An upload whose queued messages are held for the test to deliver: its key and that queue. */
  async function uploadHeld(bytes: Uint8Array<ArrayBuffer>, name: string) {
    const images = heldImageQueue();
    const stored = await call("POST", "/series/upload", {
      token: admin,
      body: multipart("image", bytes, name),
      vars: { IMAGE_QUEUE: images.queue },
    });
    expect(stored.status).toBe(201);
    return { key: stored.data.url.slice("/uploads/".length) as string, images };
  }

  it("are asked for once the checked original is stored: it answers with no variant made, each variant's address sends to the original until the queue has made them", async () => {
    const { key, images } = await uploadHeld(cover, "follows.jpg");
    expect(images.held).toEqual([{ key }]);
    const row = (await uploadRows()).find((upload) => upload.key === key);
    expect(row).toMatchObject({ width: 800, height: 1200, variants: null });
    expect((await objectKeys()).filter((object) => object.startsWith(key))).toEqual([key]);
    const waiting = await fetchWorker(`/uploads/${key}.w240.avif`, { redirect: "manual" });
    expect([waiting.status, waiting.headers.get("Location")]).toEqual([307, `/uploads/${key}`]);

    expect(await images.deliver(env)).toEqual(["acked"]);
    expect(variantsOf((await uploadRows()).find((upload) => upload.key === key))).toHaveLength(
      VARIANT_WIDTHS.length * VARIANT_FORMATS.length,
    );
    expect((await fetchWorker(`/uploads/${key}.w240.avif`)).headers.get("Content-Type")).toBe("image/avif");
    // A second delivery of the same message finds them made and writes nothing.
    const objects = await objectKeys();
    images.held.push({ key });
    expect(await images.deliver(env)).toEqual(["acked"]);
    expect(await objectKeys()).toEqual(objects);
  }, 60_000);

  it("are retried while R2 does not answer, then left to the daily backfill after the last retry", async () => {
    const { key, images } = await uploadHeld(exifRotatedJpeg, "retried.jpg");
    const down = { ...env, BUCKET: failingBinding(env.BUCKET, "R2") } as Env;
    images.held.push({ key });
    // The upload's own message and a redelivery, each retried.
    expect(await images.deliver(down, 1)).toEqual(["retried", "retried"]);
    images.held.push({ key });
    expect(await images.deliver(down, 4)).toEqual(["acked"]);
    expect((await uploadRows()).find((upload) => upload.key === key)?.variants).toBeNull();
    expect(await backfillVariants(mediaStoreOf(testAppContext()))).toMatchObject({ made: 1 });
  });
});

describe("images that need care", () => {
  it("shows a JPEG with an EXIF rotation upright: its size and its variants are turned", async () => {
    const stored = await upload(exifRotatedJpeg, "phone.jpg");
    expect(stored.status).toBe(201);
    const row = (await uploadRows()).find((upload) => `/uploads/${upload.key}` === stored.data.url);
    expect(row).toMatchObject({ width: 32, height: 48 });
    const variant = variantsOf(row).find((item) => item.format === "webp")!;
    expect(await sizeOf(await (await env.BUCKET.get(variant.key))!.arrayBuffer())).toMatchObject({ width: 32, height: 48 });
  });

  it("takes a CMYK JPEG and makes its variants", async () => {
    const stored = await upload(cmykJpeg, "print.jpg");
    expect(stored.status).toBe(201);
    const row = (await uploadRows()).find((upload) => `/uploads/${upload.key}` === stored.data.url);
    expect(row).toMatchObject({ width: 48, height: 32 });
    expect(variantsOf(row)).toHaveLength(VARIANT_WIDTHS.length * VARIANT_FORMATS.length);
  });
});

describe("a bad image", () => {
  const zeroByZero = () => encodePng(0, 0, new Uint8Array());
  /** A well-formed PNG whose header says 50,000×50,000 pixels: a few bytes that would decode to 7.5 GB. */
  async function decompressionBomb() {
    const header = new Uint8Array(13);
    new DataView(header.buffer).setUint32(0, 50_000);
    new DataView(header.buffer).setUint32(4, 50_000);
    header.set([8, 2, 0, 0, 0], 8);
    const idat = new Uint8Array(
      await new Response(new Blob([new Uint8Array(4096)]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
    );
    const parts = [
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", idat),
      chunk("IEND", new Uint8Array()),
    ];
    return new Uint8Array(await new Blob(parts).arrayBuffer());
  }
  /** A JPEG's start and end markers around a header segment and no picture. */
  const corruptJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

  /** A 1×1 PNG whose header reads but whose pixel data fails its checksum. */
  const badPixels = Uint8Array.from(
    "89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082"
      .match(/../g)!
      .map((pair) => Number.parseInt(pair, 16)),
  );

  it.each([
    ["corrupt bytes", async () => corruptJpeg, 415, /could not be read as an image/],
    ["a PNG whose pixels fail their checksum", async () => badPixels, 415, /damaged: its pixels could not be read/],
    ["a 50,000×50,000 PNG of a few bytes", decompressionBomb, 413, /50000×50000 pixels; the largest allowed is 8000/],
    ["a 0×0 image", zeroByZero, 415, /could not be read|no pixels/],
    ["an animated GIF", async () => animatedGif, 415, "The image must be a still picture; only logos may move."],
    ["an animated WebP", async () => animatedWebp, 415, "The image must be a still picture; only logos may move."],
  ])("is refused (%s) with a clear error and nothing stored", async (_name, make, status, text) => {
    const [rows, objects] = [await uploadRows(), await objectKeys()];
    await expectError(upload(await make(), "bad.img"), status, text);
    expect(await uploadRows()).toEqual(rows);
    expect(await objectKeys()).toEqual(objects);
  });
});

/** Stores an image as a release before variants did: under its content hash, with a row without sizes or variants. */
async function storedBeforeVariants(bytes: Uint8Array<ArrayBuffer>, extension: string, contentType: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const key = `${[...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("")}.${extension}`;
  await env.BUCKET.put(key, bytes, { httpMetadata: { contentType } });
  await env.DB.prepare("INSERT INTO uploads (key, kind, content_type, size) VALUES (?, 'cover', ?, ?)")
    .bind(key, contentType, bytes.byteLength)
    .run();
  return key;
}

describe("older uploads", () => {
  it("get their variants from the backfill, once: a second run makes and writes nothing", async () => {
    const key = await storedBeforeVariants(await encodePng(30, 20, new Uint8Array(30 * 20 * 3).fill(90)), "png", "image/png");
    const waiting = await fetchWorker(`/uploads/${key}.w160.avif`, { redirect: "manual" });
    expect(waiting.status).toBe(307);
    expect(waiting.headers.get("Location")).toBe(`/uploads/${key}`);

    const store = mediaStoreOf(testAppContext());
    const first = await backfillVariants(store);
    expect(first).toMatchObject({ made: 1, refused: 0, left: false });
    const objects = await objectKeys();
    expect(objects.filter((object) => object.startsWith(key))).toHaveLength(1 + VARIANT_WIDTHS.length * VARIANT_FORMATS.length);
    expect((await fetchWorker(`/uploads/${key}.w160.avif`)).headers.get("Content-Type")).toBe("image/avif");

    expect(await backfillVariants(store)).toEqual({ made: 0, refused: 0, missing: 0, left: false });
    expect(await objectKeys()).toEqual(objects);
  });

  it("that today's checks refuse are passed by and not tried again", async () => {
    await storedBeforeVariants(animatedGif, "gif", "image/gif");
    const store = mediaStoreOf(testAppContext());
    expect(await backfillVariants(store)).toMatchObject({ made: 0, refused: 1 });
    expect(await backfillVariants(store)).toEqual({ made: 0, refused: 0, missing: 0, left: false });
  });
});

describe("the sweep", () => {
  it("removes an unnamed image's variants with it", async () => {
    const stored = await upload(cmykJpeg, "unused.jpg");
    const key = stored.data.url.slice("/uploads/".length);
    expect((await objectKeys()).some((object) => object.startsWith(`${key}.w`))).toBe(true);
    await env.DB.prepare("UPDATE uploads SET created_at = '2000-01-01T00:00:00.000Z'").run();
    await sweepUploads(testAppContext().db, env.BUCKET, new Date());
    expect((await objectKeys()).filter((object) => object.startsWith(key))).toEqual([]);
  });
});
