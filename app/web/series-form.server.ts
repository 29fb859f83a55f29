import type { AppContext } from "~/.server/context";
import { storeUpload } from "~/.server/storage/uploads";
import { formFields } from "~/lib/forms";

/** The series form's fields, with an uploaded cover stored in R2 and its address filled in. */
export async function seriesFieldsFrom(app: AppContext, form: FormData): Promise<Record<string, unknown>> {
  const fields = formFields(form, ["genreIds"]);
  const file = form.get("cover_file");
  if (file instanceof File && file.size > 0) {
    const stored = await storeUpload(app.db, app.env.BUCKET, "cover", new Uint8Array(await file.arrayBuffer()), file.name);
    fields.cover_image = stored.url;
  }
  return fields;
}
