import type { z } from "zod";
import type { AppContext } from "~/.server/context";
import { DomainError, FieldError } from "~/lib/refusals";
import { mediaStoreOf, storeUpload, type ImageKind } from "~/.server/storage/uploads";

/**
 * A form's file field stored in R2 as an upload of `kind`, checked by its bytes (the API's
 * multipart uploads go through workers/api/upload-file.ts); null when no file was chosen.
 */
export async function storeFormUpload(app: AppContext, kind: ImageKind, file: FormDataEntryValue | null) {
  const chosen = await formFile(file);
  return chosen && storeUpload(mediaStoreOf(app), kind, chosen.bytes, chosen.name);
}

/** A form's image stored as `kind`; a bad image (413, 415) is refused next to its file input, `field`. */
export async function storeFormImage(app: AppContext, kind: ImageKind, field: string, file: FormDataEntryValue | null) {
  return storeFormUpload(app, kind, file).catch((error: unknown) => {
    throw error instanceof DomainError && !(error instanceof FieldError) ? new FieldError(field, error.message, error.status) : error;
  });
}

/** A form's chosen file as bytes and name, or null when none was chosen. */
export async function formFile(file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name.slice(0, 200) || null };
}

/** A form's image: its file input, the kind it is stored as, and the field that holds its address (a link, or the one kept). */
export type FormImage = { kind: ImageKind; file: string; address: string };

/**
 * `fields` with the image chosen in the form's file input stored in R2 and its address put in
 * place of the one the form sent (a chosen file wins over a typed link); with no file chosen the
 * sent address is kept. The image is stored only when the rest of the form passes `schema`: a form
 * refused for its fields leaves nothing behind in R2 or D1. A bad image (413, 415) is refused next
 * to its file input.
 */
export async function withFormImage<Fields extends Record<string, unknown>>(
  app: AppContext,
  form: FormData,
  fields: Fields,
  schema: z.ZodType,
  image: FormImage,
): Promise<Fields> {
  if (!schema.safeParse(fields).success) return fields;
  const stored = await storeFormImage(app, image.kind, image.file, form.get(image.file));
  return stored ? { ...fields, [image.address]: stored.url } : fields;
}
