import type { FormImage } from "./form-upload.server";
import { formFields } from "~/lib/forms";
import { withSynopsesGathered } from "~/lib/translated-synopses";

/** The series form's fields as its schema reads them (genre ids a list, the translated synopses one object). */
export const seriesFields = (form: FormData): Record<string, unknown> => withSynopsesGathered(formFields(form, ["genreIds"]));

/** The series form's cover: a chosen file, stored once the rest of the form passed, wins over a typed link. */
export const seriesCover: FormImage = { kind: "cover", file: "cover_file", address: "cover_image" };
