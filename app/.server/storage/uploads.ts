import type { Database } from "../db/client";
import { DomainError, StorageUnavailable } from "../errors";
import { uploads, type UploadKind } from "../db/schema";
import { imageLength } from "./image-end";
import { extensionOf, sniffImageType, type ImageType } from "./sniff";
import { sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";

const anyImage: ImageType[] = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

const anyImageRule = { types: anyImage, label: "a JPEG, PNG, WebP, GIF or AVIF image" };
export type ImageKind = Exclude<UploadKind, "subtitle">;
const uploadRules: Record<ImageKind, { types: ImageType[]; label: string }> = {
  cover: anyImageRule,
  avatar: anyImageRule,
  ad: anyImageRule,
  logo: { types: ["image/gif"], label: "a GIF image" },
};

/** An R2 call whose failure is a storage outage (503, come back), not a bug. */
export const fromR2 = <T>(call: Promise<T>) =>
  call.catch((error: unknown): never => {
    throw new StorageUnavailable("R2 did not answer", { cause: error });
  });

export type StoredUpload = { key: string; url: string; contentType: string; size: number; filename: string | null };

async function contentKey(bytes: Uint8Array<ArrayBuffer>, extension: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex}.${extension}`;
}

/**
 * Stores checked bytes in R2 under their content hash and records them. Object first, then its
 * row: a row never names a missing object. An object whose row failed is removed by the daily
 * sweep (./sweep.ts). Storing the same bytes twice answers the same key.
 */
async function storeChecked(
  db: Database,
  bucket: R2Bucket,
  kind: UploadKind,
  bytes: Uint8Array<ArrayBuffer>,
  file: { contentType: string; extension: string; filename: string | null },
): Promise<StoredUpload> {
  const key = await contentKey(bytes, file.extension);
  await fromR2(bucket.put(key, bytes, { httpMetadata: { contentType: file.contentType } }));
  await db
    .insert(uploads)
    .values({ key, kind, contentType: file.contentType, size: bytes.byteLength, filename: file.filename })
    .onConflictDoNothing();
  return { key, url: `/uploads/${key}`, contentType: file.contentType, size: bytes.byteLength, filename: file.filename };
}

/** Checks the image's bytes against the rules of `kind`, then stores and records them. */
export async function storeUpload(
  db: Database,
  bucket: R2Bucket,
  kind: ImageKind,
  bytes: Uint8Array<ArrayBuffer>,
  filename: string | null = null,
): Promise<StoredUpload> {
  const rule = uploadRules[kind];
  if (bytes.byteLength === 0) throw new DomainError(400, "The file is empty.");
  if (bytes.byteLength > UPLOAD_LIMITS[kind]) throw new DomainError(413, `The file is larger than ${sizeText(UPLOAD_LIMITS[kind])}.`);
  const type = sniffImageType(bytes);
  if (!type || !rule.types.includes(type)) throw new DomainError(415, `The file must be ${rule.label}.`);
  // Refused rather than trimmed: what is stored is exactly what was sent, or nothing.
  const length = imageLength(bytes, type);
  if (length === null) throw new DomainError(415, `The file must be ${rule.label}; this one is damaged or cut short.`);
  if (length < bytes.byteLength) throw new DomainError(415, "The file has data after the end of the image.");
  return storeChecked(db, bucket, kind, bytes, { contentType: type, extension: extensionOf[type], filename });
}

/** Stores a subtitle track the domain has checked and written as WebVTT (app/domain/subtitles). */
export const storeSubtitle = (db: Database, bucket: R2Bucket, vtt: string, filename: string | null) =>
  storeChecked(db, bucket, "subtitle", new TextEncoder().encode(vtt), {
    contentType: "text/vtt; charset=utf-8",
    extension: "vtt",
    filename,
  });

/** Serves a stored object: its sniffed type, nosniff, and a year of immutable caching. */
export async function serveUpload(bucket: R2Bucket, key: string): Promise<Response | null> {
  if (!/^[a-f0-9]{64}\.(jpg|png|gif|webp|avif|vtt)$/.test(key)) return null;
  const object = await fromR2(bucket.get(key));
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: object.httpEtag,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
