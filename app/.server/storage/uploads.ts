import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, isNull } from "drizzle-orm";
import { originalKeyOf } from "~/lib/image-variants";
import { type FontType, fontTypeOf, sizeText, UPLOAD_LIMITS, type UploadKind } from "~/lib/vocabulary/upload-limits";
import type { Database } from "../db/client";
import { StorageUnavailable } from "../errors";
import { DomainError } from "~/lib/refusals";
import { uploads } from "../db/schema";
import { isAnimated } from "./image-facts";
import { imageLength } from "./image-end";
import { extensionOf, sniffImageType, type ImageType } from "./sniff";
import { checkPicture, makeVariants, type ImageSize } from "./variants";

const anyImage: ImageType[] = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

const anyImageRule = { types: anyImage, label: "a JPEG, PNG, WebP, GIF or AVIF image" };
export type ImageKind = Exclude<UploadKind, "subtitle" | "font">;
const uploadRules: Record<ImageKind, { types: ImageType[]; label: string }> = {
  cover: anyImageRule,
  thumbnail: anyImageRule,
  avatar: anyImageRule,
  ad: anyImageRule,
  logo: { types: ["image/gif"], label: "a GIF image" },
};

/** What asks for an upload's variants: the images queue's message (workers/image-queue.ts). */
export type VariantMessage = { key: string };

/** Where uploads go: the records, the objects, the service that makes image variants and the queue that asks it. */
export type MediaStore = { db: Database; bucket: R2Bucket; images: ImagesBinding; variantQueue: Queue<VariantMessage> };
export const mediaStoreOf = (app: {
  db: Database;
  env: { BUCKET: R2Bucket; IMAGES: ImagesBinding; IMAGE_QUEUE: Queue<VariantMessage> };
}): MediaStore => ({
  db: app.db,
  bucket: app.env.BUCKET,
  images: app.env.IMAGES,
  variantQueue: app.env.IMAGE_QUEUE,
});

/** An R2 call whose failure is a storage outage (503, come back), not a bug. */
export const fromR2 = <T>(call: Promise<T>) =>
  call.catch((error: unknown): never => {
    throw new StorageUnavailable("R2 did not answer", { cause: error });
  });

export type StoredUpload = { key: string; url: string; contentType: string; size: number; filename: string | null };

async function contentKey(bytes: Uint8Array<ArrayBuffer>, extension: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `${encodeHexLowerCase(digest)}.${extension}`;
}

/** How a subtitle track is stored and served, and how a restore judges one. */
const VTT_CONTENT_TYPE = "text/vtt; charset=utf-8";
// No registered type; the one libass's users and Matroska's attachments name.
const ASS_CONTENT_TYPE = "text/x-ssa; charset=utf-8";

/**
 * How long a browser and the caches on the way keep an upload: its key is its bytes' hash, so a
 * year, immutable. An avatar is a viewer's own picture: kept by the browser only, never by a shared
 * cache (issue #49).
 */
const PUBLIC_UPLOAD_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_UPLOAD_CACHE = "private, max-age=31536000, immutable";
const cacheControlOf = (kind: UploadKind) => (kind === "avatar" ? PRIVATE_UPLOAD_CACHE : PUBLIC_UPLOAD_CACHE);

/** A restored object's caching: an avatar's stays private; anything else a backup says is not taken. */
export const restoredCacheControl = (said: string | undefined) => (said === PRIVATE_UPLOAD_CACHE ? said : PUBLIC_UPLOAD_CACHE);

type StoredFile = { key: string; kind: UploadKind; contentType: string; bytes: Uint8Array<ArrayBuffer>; filename: string | null };

/**
 * Stores checked bytes in R2 under their content hash and records them, with their size when it
 * was read. Object first, then its row: a row never names a missing object. An object whose row
 * failed is removed by the daily sweep (./sweep.ts). Storing the same bytes twice answers the same
 * key and writes its row once.
 */
async function storeChecked({ db, bucket }: MediaStore, file: StoredFile, size?: ImageSize): Promise<StoredUpload> {
  const { key, contentType, bytes } = file;
  await fromR2(bucket.put(key, bytes, { httpMetadata: { contentType, cacheControl: cacheControlOf(file.kind) } }));
  await db
    .insert(uploads)
    .values({ key, kind: file.kind, contentType, size: bytes.byteLength, filename: file.filename, ...size })
    .onConflictDoNothing();
  return { key, url: `/uploads/${key}`, contentType, size: bytes.byteLength, filename: file.filename };
}

/** The row of an upload already stored under `key`, if any. */
async function storedRow(db: Database, key: string) {
  const [row] = await db.select({ variants: uploads.variants }).from(uploads).where(eq(uploads.key, key));
  return row;
}

/**
 * Checks the image's bytes against the rules of `kind` (its pixels too: ./variants.ts
 * checkPicture), then stores and records it and asks the images queue for its variants, which
 * follow within seconds (addVariants); meanwhile each variant's address answers 307 to the
 * original (serveUpload). A GIF logo is kept as it is, animation and all. A bad image stores nothing.
 */
export async function storeUpload(
  store: MediaStore,
  kind: ImageKind,
  bytes: Uint8Array<ArrayBuffer>,
  filename: string | null = null,
): Promise<StoredUpload> {
  return (await storeImage(store, kind, bytes, filename)).stored;
}

/** storeUpload, saying too whether this call made the upload (no upload had these bytes before). */
export async function storeImage(store: MediaStore, kind: ImageKind, bytes: Uint8Array<ArrayBuffer>, filename: string | null) {
  const { file, type, label } = await checkedImage(kind, bytes, filename);
  if (kind === "logo") return { stored: await storeChecked(store, file), made: false };
  refuseMoving(bytes, type);
  const known = await storedRow(store.db, file.key);
  if (known?.variants) return { stored: await storeChecked(store, file), made: false };
  const stored = await storeChecked(store, file, await checkPicture(store.images, bytes, type, label));
  await store.variantQueue.send({ key: file.key }).catch((error: unknown) => {
    // Shown as the original meanwhile; the daily backfill makes what the queue was not asked for.
    console.error("images: variants not queued for", file.key, error);
  });
  return { stored, made: !known };
}

/**
 * Makes and stores the variants of an upload stored without them (the queue's and the backfill's
 * work). Bytes today's checks refuse (an animated cover from before, a damaged picture) are
 * marked as having none, shown as they are and not tried again. The row is written only while it
 * still waits: variants made for an upload taken back meanwhile are removed again.
 */
export async function addVariants(
  store: MediaStore,
  upload: { key: string; kind: string; filename: string | null },
): Promise<"made" | "refused" | "missing"> {
  const object = await fromR2(store.bucket.get(upload.key));
  if (!object) {
    // Its row without its object: the sweep's to judge; marked so the backfill passes it by.
    await markWithoutVariants(store, upload.key);
    return "missing";
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    const { type, label } = await checkedImage(upload.kind as ImageKind, bytes, upload.filename);
    refuseMoving(bytes, type);
    made = await makeVariants(store.images, upload.key, bytes, type, label);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.warn("images: no variants for", upload.key, error.message);
    await markWithoutVariants(store, upload.key);
    return "refused";
  }
  await Promise.all(
    made.variants.map(({ variant, bytes }) =>
      fromR2(
        store.bucket.put(variant.key, bytes, {
          httpMetadata: { contentType: `image/${variant.format}`, cacheControl: cacheControlOf(upload.kind as UploadKind) },
        }),
      ),
    ),
  );
  const written = await store.db
    .update(uploads)
    .set({ ...made.size, variants: made.variants.map(({ variant }) => variant) })
    .where(and(eq(uploads.key, upload.key), isNull(uploads.variants)))
    .returning({ key: uploads.key });
  if (written.length === 0 && !(await storedRow(store.db, upload.key)))
    await fromR2(store.bucket.delete(made.variants.map(({ variant }) => variant.key)));
  return "made";
}

const markWithoutVariants = (store: MediaStore, key: string) =>
  store.db
    .update(uploads)
    .set({ variants: [] })
    .where(and(isNull(uploads.variants), eq(uploads.key, key)));

/**
 * Takes back an upload a refused write carried (one storeImage made): its row, then its object
 * and variants. The row goes first, as in the sweep: an object left alone is swept the next day.
 */
export async function discardUpload({ db, bucket }: MediaStore, key: string) {
  const [removed] = await db.delete(uploads).where(eq(uploads.key, key)).returning({ variants: uploads.variants });
  if (removed) await fromR2(bucket.delete([key, ...(removed.variants ?? []).map((variant) => variant.key)]));
}

/**
 * Stores a checked image as a release before variants did: the original alone, its variants left
 * to the backfill (./backfill.ts), with no queue asked. For the demo's pictures, which the seed
 * stores outside any worker and tests seed by the dozen.
 */
export async function storeUploadForBackfill(store: MediaStore, kind: ImageKind, bytes: Uint8Array<ArrayBuffer>, filename: string) {
  return storeChecked(store, (await checkedImage(kind, bytes, filename)).file);
}

/** Every image but a logo is a still: an upload now, or a stored one the backfill comes to. */
function refuseMoving(bytes: Uint8Array, type: ImageType) {
  if (isAnimated(bytes, type)) throw new DomainError(415, "The image must be a still picture; only logos may move.");
}

/** The image's bytes checked against the rules of `kind`: what may be stored, or a DomainError. */
async function checkedImage(kind: ImageKind, bytes: Uint8Array<ArrayBuffer>, filename: string | null) {
  const rule = uploadRules[kind];
  if (bytes.byteLength === 0) throw new DomainError(400, "The file is empty.");
  if (bytes.byteLength > UPLOAD_LIMITS[kind]) throw new DomainError(413, `The file is larger than ${sizeText(UPLOAD_LIMITS[kind])}.`);
  const type = sniffImageType(bytes);
  if (!type || !rule.types.includes(type)) throw new DomainError(415, `The file must be ${rule.label}.`);
  // Refused rather than trimmed: what is stored is exactly what was sent, or nothing.
  const length = imageLength(bytes, type);
  if (length === null) throw new DomainError(415, `The file must be ${rule.label}; this one is damaged or cut short.`);
  if (length < bytes.byteLength) throw new DomainError(415, "The file has data after the end of the image.");
  const file: StoredFile = { key: await contentKey(bytes, extensionOf[type]), kind, contentType: type, bytes, filename };
  return { file, type, label: rule.label };
}

/** Stores a subtitle track the domain has checked and written as WebVTT (app/domain/subtitles). */
export async function storeSubtitle(store: MediaStore, vtt: string, filename: string | null) {
  const bytes = new TextEncoder().encode(vtt);
  return storeChecked(store, { key: await contentKey(bytes, "vtt"), kind: "subtitle", contentType: VTT_CONTENT_TYPE, bytes, filename });
}

/** Stores a font the domain has checked (app/domain/fonts), as uploaded. */
export async function storeFont(store: MediaStore, bytes: Uint8Array<ArrayBuffer>, type: FontType, filename: string | null) {
  return storeChecked(store, {
    key: await contentKey(bytes, type.extension),
    kind: "font",
    contentType: type.contentType,
    bytes,
    filename,
  });
}

/** Stores an ASS/SSA subtitle file the domain has checked, as uploaded. */
export async function storeAssSubtitle(store: MediaStore, bytes: Uint8Array<ArrayBuffer>, filename: string | null) {
  return storeChecked(store, { key: await contentKey(bytes, "ass"), kind: "subtitle", contentType: ASS_CONTENT_TYPE, bytes, filename });
}

/** A key this code gives an object: an upload's content hash and extension, or one of its variants. */
export const isUploadKey = (key: string) =>
  /^[a-f0-9]{64}\.(jpg|png|gif|webp|avif|vtt|ass|ttf|otf|ttc|woff)$/.test(key) || originalKeyOf(key) !== null;

/**
 * The content type an object's bytes and key say it has, as storeUpload would have stored it; null
 * when they disagree (a ".jpg" that is HTML, a ".vtt" that is not WebVTT, an ".ass" that is not ASS).
 */
export function contentTypeOf(key: string, bytes: Uint8Array): string | null {
  if (key.endsWith(".vtt")) return new TextDecoder().decode(bytes.subarray(0, 6)) === "WEBVTT" ? VTT_CONTENT_TYPE : null;
  if (key.endsWith(".ass")) return /^\s*\[Script Info\]/i.test(new TextDecoder().decode(bytes.subarray(0, 64))) ? ASS_CONTENT_TYPE : null;
  if (/\.(ttf|otf|ttc|woff)$/.test(key)) {
    const font = fontTypeOf(bytes);
    return font && key.endsWith(`.${font.extension}`) ? font.contentType : null;
  }
  const type = sniffImageType(bytes);
  return type && key.endsWith(`.${extensionOf[type]}`) ? type : null;
}

/**
 * Serves a stored object: its sniffed type, nosniff, and its caching (cacheControlOf). A variant
 * not made yet (an upload older than variants, before the backfill reached it) is answered by its
 * original, for now only.
 */
export async function serveUpload(bucket: R2Bucket, key: string): Promise<Response | null> {
  if (!isUploadKey(key)) return null;
  const original = originalKeyOf(key);
  const object = await fromR2(bucket.get(key));
  if (!object && original)
    return new Response(null, { status: 307, headers: { Location: `/uploads/${original}`, "Cache-Control": "no-store" } });
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Cache-Control": object.httpMetadata?.cacheControl ?? PUBLIC_UPLOAD_CACHE,
      ETag: object.httpEtag,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
