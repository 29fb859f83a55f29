import type { Context } from "hono";
import { DomainError } from "~/.server/errors";
import { MAX_UPLOAD_BYTES, sizeText } from "~/lib/upload-limits";

// Refuse obviously oversized bodies before reading them; the exact per-kind limit is checked later.
// The multipart envelope (boundaries, part headers, other fields) gets 1 MiB on top of the file.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** The multipart body's fields, with the named file field read into bytes. */
export async function readMultipart(c: Context, fileField: string) {
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new DomainError(413, `The file is larger than ${sizeText(MAX_UPLOAD_BYTES)}.`);
  if (!(c.req.header("Content-Type") ?? "").startsWith("multipart/form-data"))
    throw new DomainError(400, `Send the file as multipart/form-data in the field "${fileField}"`);
  const body = await c.req.parseBody().catch(() => {
    throw new DomainError(400, "The upload could not be read");
  });
  const file = body[fileField];
  const fields = Object.fromEntries(Object.entries(body).filter(([key, value]) => key !== fileField && typeof value === "string")) as Record<string, string>;
  if (!(file instanceof File) || file.size === 0) return { fields, file: null };
  return { fields, file: { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name.slice(0, 200) || null } };
}

export async function requireUploadedFile(c: Context, fileField: string) {
  const { file } = await readMultipart(c, fileField);
  if (!file) throw new DomainError(400, `Choose a file to upload (field "${fileField}")`);
  return file;
}
