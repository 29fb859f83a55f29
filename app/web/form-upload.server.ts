import type { AppContext } from "~/.server/context";
import type { UploadKind } from "~/.server/db/schema";
import { storeUpload } from "~/.server/storage/uploads";

/**
 * A form's file field stored in R2 as an upload of `kind`, checked by its bytes (the API's
 * multipart uploads go through workers/api/upload-file.ts); null when no file was chosen.
 */
export async function storeFormUpload(app: AppContext, kind: UploadKind, file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0) return null;
  return storeUpload(app.db, app.env.BUCKET, kind, new Uint8Array(await file.arrayBuffer()), file.name);
}
