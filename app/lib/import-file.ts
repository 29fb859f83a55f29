// What every bulk import file has in common (docs/decisions/015 and 021): CSV with a header row or
// JSON (a list, or an object holding the list), a size and row cap, and the problems said plainly.
// Each format names its columns and turns a record into a row; the schemas judge the values.
import Papa from "papaparse";

export type ImportRow<V> = { row: number; values: V };
export type ParsedImport<V> = { ok: true; rows: ImportRow<V>[] } | { ok: false; problem: string };

type ImportFormat<V> = {
  /** What one row is, many: "episodes", "series". */
  noun: string;
  /** The key of the list in a JSON object ({"episodes": [...]}). */
  listKey: string;
  maxRows: number;
  maxChars: number;
  /** The CSV's rows from its lower-cased header names and data records, or a problem with the header. */
  fromCsv: (names: string[], records: string[][]) => ImportRow<V>[] | string;
  /** One JSON list item as a row's values. */
  fromJson: (item: Record<string, unknown>) => V;
};

/**
 * RFC 4180 records (quoted fields may hold commas, newlines and doubled quotes) by papaparse;
 * blank lines carry nothing. Line ends are made one kind first: papaparse takes the first one it
 * meets for the whole file, and files edited on two systems mix them. Throws when a quote is never closed.
 */
export function parseCsv(text: string): string[][] {
  const oneKindOfLineEnd = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const { data, errors } = Papa.parse<string[]>(oneKindOfLineEnd, { delimiter: ",", newline: "\n", skipEmptyLines: "greedy" });
  const broken = errors.find((error) => error.type === "Quotes");
  if (broken) throw new Error(`a quoted field is never closed (row ${(broken.row ?? 0) + 1})`);
  return data;
}

/** What a spreadsheet reads as a formula when a cell starts with it (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The mark that keeps a spreadsheet from evaluating a cell; the import takes it off again. */
const TEXT_MARK = "'";

/** A CSV field, quoted when it has to be; a text a spreadsheet would evaluate is marked as text (papaparse's escapeFormulae). */
export const csvField = (value: string | number | null) => Papa.unparse([[value ?? ""]], { escapeFormulae: FORMULA_START, newline: "\n" });

/** A CSV cell as its value: the text mark the export puts before a formula character comes off. */
const csvValue = (cell: string) => (cell.startsWith(TEXT_MARK) && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/** "Unknown columns: a, b", or null when every name is known. */
export function unknownColumns(names: string[], isKnown: (name: string) => boolean): string | null {
  const unknown = names.filter((name) => !isKnown(name));
  return unknown.length ? `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}` : null;
}

function fromCsv<V>(text: string, format: ImportFormat<V>): ParsedImport<V> {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    return { ok: false, problem: `The CSV cannot be read: ${(error as Error).message}` };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, problem: "The file has no rows" };
  const rows = format.fromCsv(
    header.map((name) => name.trim().toLowerCase()),
    data.map((record) => record.map(csvValue)),
  );
  return typeof rows === "string" ? { ok: false, problem: rows } : { ok: true, rows };
}

function fromJson<V>(text: string, format: ImportFormat<V>): ParsedImport<V> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: "The JSON cannot be read" };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as Record<string, unknown> | null)?.[format.listKey];
  if (!Array.isArray(list)) return { ok: false, problem: `The JSON must be a list of ${format.noun}` };
  const isObject = (item: unknown): item is Record<string, unknown> => Boolean(item) && typeof item === "object" && !Array.isArray(item);
  return { ok: true, rows: list.map((item, index) => ({ row: index + 1, values: format.fromJson(isObject(item) ? item : {}) })) };
}

/** What an import says of a file past its size cap, whether its upload or its text was measured. */
export const tooLargeProblem = (maxChars: number) => `The file is larger than ${maxChars / 1_000_000} MB`;

/** Reads an upload or pasted text; JSON when it starts with `[` or `{`, else CSV. */
export function readImportFile<V>(text: string, format: ImportFormat<V>): ParsedImport<V> {
  if (text.length > format.maxChars) return { ok: false, problem: tooLargeProblem(format.maxChars) };
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (!trimmed) return { ok: false, problem: "Choose a file or paste CSV or JSON" };
  const parsed = trimmed.startsWith("[") || trimmed.startsWith("{") ? fromJson(trimmed, format) : fromCsv(trimmed, format);
  if (parsed.ok && parsed.rows.length === 0) return { ok: false, problem: "The file has no rows to import" };
  if (parsed.ok && parsed.rows.length > format.maxRows)
    return { ok: false, problem: `At most ${format.maxRows} ${format.noun} in one import (the file has ${parsed.rows.length})` };
  return parsed;
}
