import type { z } from "zod";
import type { AppContext } from "~/.server/context";
import { withFormImage } from "./form-upload.server";
import { formFields } from "~/lib/forms";

/**
 * The series form's fields, with an uploaded cover stored in R2 and its address filled in. The
 * cover is stored only when the rest of the form passes `schema`: a form refused for its fields
 * leaves nothing behind in R2 or D1.
 */
export const seriesFieldsFrom = (app: AppContext, form: FormData, schema: z.ZodType): Promise<Record<string, unknown>> =>
  withFormImage(app, form, formFields(form, ["genreIds"]), schema, { kind: "cover", file: "cover_file", address: "cover_image" });
