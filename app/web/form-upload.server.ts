import type { AppContext } from "~/.server/context";
import { storeUpload, type ImageKind } from "~/.server/storage/uploads";

/**
 * A form's file field stored in R2 as an upload of `kind`, checked by its bytes (the API's
 * multipart uploads go through workers/api/upload-file.ts); null when no file was chosen.
 */
export async function storeFormUpload(app: AppContext, kind: ImageKind, file: FormDataEntryValue | null) {
  const chosen = await formFile(file);
  return chosen && storeUpload(app.db, app.env.BUCKET, kind, chosen.bytes, chosen.name);
}

/** A form's chosen file as bytes and name, or null when none was chosen. */
export async function formFile(file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name.slice(0, 200) || null };
}
