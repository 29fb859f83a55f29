import { type ParsedImport, tooLargeProblem } from "~/lib/import-file";

/**
 * A bulk import form's rows, as the series and the episode imports take them: on confirm
 * (`intent=import`) the rows the preview sent back as JSON, parsed and checked again; else the
 * chosen file, refused unread past `maxChars`, else the pasted text; read by the import's `parse`.
 */
export async function readImportForm<V>(form: FormData, maxChars: number, parse: (text: string) => ParsedImport<V>) {
  const file = form.get("file");
  const upload = file instanceof File && file.size > 0 ? file : null;
  if (upload && upload.size > maxChars) return { ok: false, problem: tooLargeProblem(maxChars) } satisfies ParsedImport<V>;
  const confirmed = form.get("intent") === "import";
  return parse(confirmed ? String(form.get("payload") ?? "") : upload ? await upload.text() : String(form.get("text") ?? ""));
}
