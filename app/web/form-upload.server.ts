import type { AppContext } from "~/.server/context";
import { DomainError, FieldError } from "~/lib/refusals";
import { discardUpload, mediaStoreOf, storeImage, type ImageKind } from "~/.server/storage/uploads";

/** The uploads each form's post made (none had those bytes before), and where: what a refused write takes back. */
const madeFor = new WeakMap<FormData, { app: AppContext; keys: string[] }>();

/**
 * A chosen file stored in R2 as an upload of `kind`, checked by its bytes (the API's multipart
 * uploads go through workers/api/upload-file.ts); null when no file was chosen.
 */
async function storeChosen(app: AppContext, kind: ImageKind, file: FormDataEntryValue | null) {
  const chosen = await formFile(file);
  return chosen && storeImage(mediaStoreOf(app), kind, chosen.bytes, chosen.name);
}

/** A file a form's schema passed on, stored as `kind` (a logo: no record of the post names it). */
export const storeFormFile = async (app: AppContext, kind: ImageKind, file: FormDataEntryValue | null) =>
  (await storeChosen(app, kind, file))?.stored ?? null;

/** A form's file field stored as `kind`, and remembered for discardFormUploads; null when none was chosen. */
async function storeFormUpload(app: AppContext, kind: ImageKind, form: FormData, field: string) {
  const result = await storeChosen(app, kind, form.get(field));
  if (result?.made) madeFor.set(form, { app, keys: [...(madeFor.get(form)?.keys ?? []), result.stored.key] });
  return result?.stored ?? null;
}

/** A form's image stored as `kind`; a bad image (413, 415) is refused next to its file input, `field`. */
export async function storeFormImage(app: AppContext, kind: ImageKind, form: FormData, field: string) {
  return storeFormUpload(app, kind, form, field).catch((error: unknown) => {
    throw error instanceof DomainError && !(error instanceof FieldError) ? new FieldError(field, error.message, error.status) : error;
  });
}

/**
 * Takes back the uploads this form's post made, once its write was refused (a series whose title
 * is taken): the row that would have named them was never written, and nothing else can name
 * bytes no upload had before. Never fails the refusal: what is left is swept the next day.
 */
export async function discardFormUploads(form: FormData) {
  const made = madeFor.get(form);
  madeFor.delete(form);
  for (const key of made?.keys ?? [])
    await discardUpload(mediaStoreOf(made!.app), key).catch((error) => console.error("upload not taken back; the sweep will", key, error));
}

/** A form's chosen file as bytes and name, or null when none was chosen. */
/** Whether a form's file field holds a chosen file (an empty one is sent when none was). */
export const isChosenFile = (value: FormDataEntryValue | null): value is File => value instanceof File && value.size > 0;

export async function formFile(file: FormDataEntryValue | null) {
  if (!isChosenFile(file)) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name.slice(0, 200) || null };
}

/** A form's image: its file input, the kind it is stored as, and the field that holds its address (a link, or the one kept). */
export type FormImage = { kind: ImageKind; file: string; address: string };

/**
 * `input` with the image chosen in the form's file input stored in R2 and its address put in place
 * of the one the form sent (a chosen file wins over a typed link); with no file chosen, as sent.
 * Call it once the form's fields passed, so a form refused for its fields stores nothing.
 */
export async function withFormImage<Input>(app: AppContext, form: FormData, image: FormImage, input: Input): Promise<Input> {
  const stored = await storeFormImage(app, image.kind, form, image.file);
  return stored ? { ...input, [image.address]: stored.url } : input;
}
