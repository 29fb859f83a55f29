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
