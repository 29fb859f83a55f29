import type { Context } from "hono";
import type { ApiEnv } from "./env";
import { DomainError } from "~/lib/refusals";
import { mediaStoreOf, storeUpload } from "~/.server/storage/uploads";
import { MAX_UPLOAD_BYTES, sizeText } from "~/lib/vocabulary/upload-limits";
import { UploadedImage } from "./responses";
import type { RouteDoc } from "./route-meta";

// Refuse obviously oversized bodies before reading them; the exact per-kind limit is checked later.
// The multipart envelope (boundaries, part headers, other fields) gets 1 MiB on top of the file.
const ENVELOPE_BYTES = 1024 * 1024;

/** The largest body the API takes: the largest upload in its envelope (a list import is smaller). */
export const API_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;

/** The multipart body's fields, with the named file field read into bytes. */
async function readMultipart(c: Context, fileField: string, maxFileBytes = MAX_UPLOAD_BYTES) {
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > maxFileBytes + ENVELOPE_BYTES) throw new DomainError(413, `The file is larger than ${sizeText(maxFileBytes)}.`);
  if (!(c.req.header("Content-Type") ?? "").startsWith("multipart/form-data"))
    throw new DomainError(400, `Send the file as multipart/form-data in the field "${fileField}"`);
  const body = await c.req.parseBody().catch(() => {
    throw new DomainError(400, "The upload could not be read");
  });
  const file = body[fileField];
  const fields = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => key !== fileField && typeof value === "string"),
  ) as Record<string, string>;
  if (!(file instanceof File) || file.size === 0) return { fields, file: null };
  return { fields, file: { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name.slice(0, 200) || null } };
}

/** A body sent as JSON, or as multipart with a file beside its fields. */
export async function readJsonOrMultipart(c: Context, fileField: string, maxFileBytes = MAX_UPLOAD_BYTES) {
  if ((c.req.header("Content-Type") ?? "").startsWith("multipart/form-data")) return readMultipart(c, fileField, maxFileBytes);
  return { fields: (await c.req.json().catch(() => undefined)) as unknown, file: null };
}

export async function requireUploadedFile(c: Context, fileField: string) {
  const { file } = await readMultipart(c, fileField);
  if (!file) throw new DomainError(400, `Choose a file to upload (field "${fileField}")`);
  return file;
}

/** An image upload route's declaration: the file in the multipart field "image", its URL answered. */
export const imageUploadDoc = (operationId: string, summary: string): RouteDoc => ({
  operationId,
  summary,
  multipart: { image: "file" },
  response: UploadedImage,
  status: 201,
  errors: [400, 413, 415],
});

/** Stores the uploaded "image" as `kind` and answers where it is served. */
export const storeImageUpload = (kind: "cover" | "thumbnail" | "ad") => async (c: Context<ApiEnv>) => {
  const file = await requireUploadedFile(c, "image");
  const stored = await storeUpload(mediaStoreOf(c.var.app), kind, file.bytes, file.name);
  return c.json({ url: stored.url }, 201);
};
