// The bulk import and export format of the catalogue's series: CSV with a header row, or JSON (a
// list, or {"series": [...]}). Pure text in, plain rows out; the series schema judges each value.
import { csvField, parseCsv } from "../episodes/import-format";

/** The columns a file may carry, in the order the export writes them. `slug` finds the series. */
export const SERIES_COLUMNS = [
  "slug", "title", "description", "subtitle", "status", "type", "language", "season", "network", "year", "studio",
  "tags", "genres", "featured", "is_new", "show_in_latest", "show_in_completed", "cover_image", "image",
] as const;
export type SeriesColumn = (typeof SERIES_COLUMNS)[number];

export const MAX_SERIES_ROWS = 1000;
export const MAX_SERIES_CHARS = 2_000_000;

export type RawSeriesRow = { row: number; values: Partial<Record<SeriesColumn, unknown>> };
export type ParsedSeriesFile = { ok: true; rows: RawSeriesRow[] } | { ok: false; problem: string };

const isColumn = (name: string): name is SeriesColumn => (SERIES_COLUMNS as readonly string[]).includes(name);

function rowsFromCsv(text: string): ParsedSeriesFile {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    return { ok: false, problem: `The CSV cannot be read: ${(error as Error).message}` };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, problem: "The file has no rows" };
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !isColumn(name));
  if (unknown.length) return { ok: false, problem: `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}` };
  if (!names.includes("slug") && !names.includes("title")) return { ok: false, problem: "The header row must name slug or title" };
  return { ok: true, rows: data.map((fields, index) => ({ row: index + 1, values: Object.fromEntries(names.map((name, column) => [name, fields[column] ?? ""])) })) };
}

function rowsFromJson(text: string): ParsedSeriesFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: "The JSON cannot be read" };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { series?: unknown } | null)?.series;
  if (!Array.isArray(list)) return { ok: false, problem: "The JSON must be a list of series" };
  return {
    ok: true,
    rows: list.map((item, index) => {
      const entries = item && typeof item === "object" && !Array.isArray(item) ? Object.entries(item as Record<string, unknown>) : [];
      return { row: index + 1, values: Object.fromEntries(entries.filter(([name]) => isColumn(name))) };
    }),
  };
}

/** Reads an upload or pasted text; JSON when it starts with `[` or `{`, else CSV. */
export function parseSeriesFile(text: string): ParsedSeriesFile {
  if (text.length > MAX_SERIES_CHARS) return { ok: false, problem: `The file is larger than ${MAX_SERIES_CHARS / 1_000_000} MB` };
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (!trimmed) return { ok: false, problem: "Choose a file or paste CSV or JSON" };
  const parsed = trimmed.startsWith("[") || trimmed.startsWith("{") ? rowsFromJson(trimmed) : rowsFromCsv(trimmed);
  if (parsed.ok && parsed.rows.length === 0) return { ok: false, problem: "The file has no series rows" };
  if (parsed.ok && parsed.rows.length > MAX_SERIES_ROWS) return { ok: false, problem: `At most ${MAX_SERIES_ROWS} series in one import (the file has ${parsed.rows.length})` };
  return parsed;
}

export type ExportedSeries = Record<Exclude<SeriesColumn, "tags" | "genres">, string | number | boolean | null> & { tags: string[]; genres: string[] };

/** The CSV of series: lists (tags, genres) as comma-joined text in one field. */
export function seriesToCsv(rows: ExportedSeries[]): string {
  const cell = (value: unknown) => csvField(Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? String(value) : (value as string | number | null));
  const lines = [SERIES_COLUMNS.join(","), ...rows.map((row) => SERIES_COLUMNS.map((name) => cell(row[name])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
