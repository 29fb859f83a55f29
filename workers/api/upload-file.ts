import type { Context } from "hono";
import type { ApiEnv } from "./env";
import { bodyWithin } from "~/lib/read-within";
import { DomainError } from "~/lib/refusals";
import { mediaStoreOf, storeUpload } from "~/.server/storage/uploads";
import { MAX_UPLOAD_BYTES, sizeText } from "~/lib/vocabulary/upload-limits";
import { UploadedImage } from "./responses";
import type { RouteDoc } from "./route-meta";

// Refuse obviously oversized bodies before reading them; the exact per-kind limit is checked later.
// The multipart envelope (boundaries, part headers, other fields) gets 1 MiB on top of the file.
const ENVELOPE_BYTES = 1024 * 1024;

/** The largest body the API takes but for uploads (bounded by their own kind): a list import's 6 MB, with room. */
export const API_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;

/**
 * The multipart body's fields, with the named file field read into bytes. The body is counted as
 * it arrives (a chunked one too) and refused past the file's limit and its envelope, before it is
 * parsed (issue #49), with the limit of what is uploaded.
 */
async function readMultipart(c: Context, fileField: string, maxFileBytes = MAX_UPLOAD_BYTES) {
  const damaged = "The upload could not be read";
  const bytes = await bodyWithin(c.req.raw, maxFileBytes + ENVELOPE_BYTES, {
    tooLarge: `The file is larger than ${sizeText(maxFileBytes)}.`,
    damaged,
  });
  const type = c.req.header("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data"))
    throw new DomainError(400, `Send the file as multipart/form-data in the field "${fileField}"`);
  const body = await new Response(bytes, { headers: { "Content-Type": type } }).formData().catch(() => {
    throw new DomainError(400, damaged);
  });
  const file = body.get(fileField);
  const fields = Object.fromEntries([...body.entries()].filter(([key, value]) => key !== fileField && typeof value === "string")) as Record<
    string,
    string
  >;
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
