import type { z } from "zod";

export type FieldErrors = Record<string, string>;
export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

/**
 * A plain form's fields as an object (repeated names become arrays, files are left out), so the
 * same zod schema validates the API's JSON and the page's form.
 */
export function formFields(form: FormData, arrays: string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((value): value is string => typeof value === "string");
    if (values.length === 0) continue;
    fields[key] = arrays.includes(key) ? values : values[values.length - 1];
  }
  for (const key of arrays) fields[key] ??= [];
  return fields;
}

/** What a form sent as a GET through its Find button (the named fields, from the address), else null. */
export function draftFrom(params: URLSearchParams, names: readonly string[]): Record<string, string> | null {
  return params.get("finding") ? Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""])) : null;
}

/** Every field's first problem, keyed by field name, plus the first problem overall. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): FormResult<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, message: result.error.issues[0]?.message ?? "Invalid input" };
}
