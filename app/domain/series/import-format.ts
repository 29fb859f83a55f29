// The bulk import and export format of the catalogue's series: CSV with a header row, or JSON (a
// list, or {"series": [...]}). Pure text in, plain rows out; the series schema judges each value.
import { csvField, readImportFile, unknownColumns, type ParsedImport } from "~/lib/import-file";

/** The columns a file may carry, in the order the export writes them. `slug` finds the series. */
export const SERIES_COLUMNS = [
  "slug", "title", "description", "subtitle", "status", "type", "language", "season", "network", "year", "studio",
  "tags", "genres", "featured", "is_new", "show_in_latest", "show_in_completed", "cover_image", "image",
] as const;
export type SeriesColumn = (typeof SERIES_COLUMNS)[number];

export const MAX_SERIES_ROWS = 1000;
export const MAX_SERIES_CHARS = 2_000_000;

export type RawSeriesRow = { row: number; values: Partial<Record<SeriesColumn, unknown>> };
export type ParsedSeriesFile = ParsedImport<RawSeriesRow["values"]>;

const isColumn = (name: string): name is SeriesColumn => (SERIES_COLUMNS as readonly string[]).includes(name);

function rowsFromCsv(names: string[], records: string[][]): RawSeriesRow[] | string {
  const unknown = unknownColumns(names, isColumn);
  if (unknown) return unknown;
  if (!names.includes("slug") && !names.includes("title")) return "The header row must name slug or title";
  return records.map((fields, index) => ({ row: index + 1, values: Object.fromEntries(names.map((name, column) => [name, fields[column] ?? ""])) }));
}

const valuesFromJson = (item: Record<string, unknown>): RawSeriesRow["values"] => Object.fromEntries(Object.entries(item).filter(([name]) => isColumn(name)));

/** Reads an upload or pasted text; JSON when it starts with `[` or `{`, else CSV. */
export const parseSeriesFile = (text: string): ParsedSeriesFile =>
  readImportFile(text, { noun: "series", listKey: "series", maxRows: MAX_SERIES_ROWS, maxChars: MAX_SERIES_CHARS, fromCsv: rowsFromCsv, fromJson: valuesFromJson });

export type ExportedSeries = Record<Exclude<SeriesColumn, "tags" | "genres">, string | number | boolean | null> & { tags: string[]; genres: string[] };

/** The CSV of series: lists (tags, genres) as comma-joined text in one field. */
export function seriesToCsv(rows: ExportedSeries[]): string {
  const cell = (value: unknown) => csvField(Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? String(value) : (value as string | number | null));
  const lines = [SERIES_COLUMNS.join(","), ...rows.map((row) => SERIES_COLUMNS.map((name) => cell(row[name])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
