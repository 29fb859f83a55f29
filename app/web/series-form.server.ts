import type { z } from "zod";
import type { AppContext } from "~/.server/context";
import { storeFormUpload } from "./form-upload.server";
import { formFields } from "~/lib/forms";

/**
 * The series form's fields, with an uploaded cover stored in R2 and its address filled in. The
 * cover is stored only when the rest of the form passes `schema`: a form refused for its fields
 * leaves nothing behind in R2 or D1.
 */
export async function seriesFieldsFrom(app: AppContext, form: FormData, schema: z.ZodType): Promise<Record<string, unknown>> {
  const fields = formFields(form, ["genreIds"]);
  const stored = schema.safeParse(fields).success ? await storeFormUpload(app, "cover", form.get("cover_file")) : null;
  if (stored) fields.cover_image = stored.url;
  return fields;
}
