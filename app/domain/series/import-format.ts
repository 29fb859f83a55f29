// The bulk import and export format of the catalogue's series: CSV with a header row, or JSON (a
// list, or {"series": [...]}). Pure text in, plain rows out; the series schema judges each value.
import { altTitlesToLines, type AltTitle } from "~/lib/alt-titles";
import { SKIP_FIELDS } from "~/lib/skip-ranges";
import {
  localeOfSynopsisColumn,
  SYNOPSIS_LOCALES,
  synopsisColumn,
  type TranslatedSynopses,
  withSynopsesGathered,
} from "~/lib/translated-synopses";
import { csvField, type ImportRow, readImportFile, unknownColumns } from "~/lib/import-file";

/**
 * The columns a file may carry, in the order the export writes them. `id` or `slug` finds the
 * series; a row with neither is a new one. `alt_titles` is a list in JSON and `lang: title` lines
 * in one CSV cell; `descriptions` is an object by language in JSON and one `description_zh-Hans`
 * column per language in CSV.
 */
export const SERIES_COLUMNS = [
  "id",
  "slug",
  "title",
  "alt_titles",
  "description",
  "descriptions",
  "subtitle",
  "status",
  "type",
  "language",
  "season",
  "network",
  "year",
  "studio",
  "rating",
  "mal_id",
  "anilist_id",
  "bangumi_id",
  "tags",
  "genres",
  "featured",
  "is_new",
  "show_in_latest",
  "show_in_completed",
  "cover_image",
  "image",
  "trailer_url",
  ...SKIP_FIELDS,
] as const;
export type SeriesColumn = (typeof SERIES_COLUMNS)[number];

// A whole catalogue at the scale we plan for (10,000 series and more) imports back in one file.
export const MAX_SERIES_ROWS = 20_000;
export const MAX_SERIES_CHARS = 40_000_000;

export type RawSeriesRow = ImportRow<Partial<Record<SeriesColumn, unknown>>>;

const isColumn = (name: string): name is SeriesColumn => (SERIES_COLUMNS as readonly string[]).includes(name);
/** A CSV file's columns: the translations are a column per language, not one `descriptions` cell. */
export const SERIES_CSV_COLUMNS = SERIES_COLUMNS.flatMap((name) =>
  name === "descriptions" ? SYNOPSIS_LOCALES.map(synopsisColumn) : [name],
);
const isCsvColumn = (name: string) => isColumn(name) || localeOfSynopsisColumn(name) !== null;

function rowsFromCsv(names: string[], records: string[][]): RawSeriesRow[] | string {
  const unknown = unknownColumns(names, isCsvColumn);
  if (unknown) return unknown;
  if (!names.includes("id") && !names.includes("slug") && !names.includes("title")) return "The header row must name id, slug or title";
  return records.map((fields, index) => ({
    row: index + 1,
    values: withSynopsesGathered(Object.fromEntries(names.map((name, column) => [name, fields[column] ?? ""]))),
  }));
}

const valuesFromJson = (item: Record<string, unknown>): RawSeriesRow["values"] =>
  Object.fromEntries(Object.entries(item).filter(([name]) => isColumn(name)));

/** Reads an upload or pasted text; JSON when it starts with `[` or `{`, else CSV. */
export const parseSeriesFile = (text: string) =>
  readImportFile(text, {
    noun: "series",
    listKey: "series",
    maxRows: MAX_SERIES_ROWS,
    maxChars: MAX_SERIES_CHARS,
    fromCsv: rowsFromCsv,
    fromJson: valuesFromJson,
  });

export type ExportedSeries = Record<
  Exclude<SeriesColumn, "tags" | "genres" | "alt_titles" | "descriptions">,
  string | number | boolean | null
> & {
  tags: string[];
  genres: string[];
  alt_titles: AltTitle[];
  descriptions: TranslatedSynopses;
};

/** The CSV of series: lists (tags, genres) as comma-joined text in one field, alternative titles as lines. */
export function seriesToCsv(rows: ExportedSeries[]): string {
  const cell = (value: unknown) =>
    csvField(Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? String(value) : (value as string | number | null));
  const cellOf = (row: ExportedSeries, name: string) => {
    const locale = localeOfSynopsisColumn(name);
    if (locale) return cell(row.descriptions[locale] ?? null);
    return name === "alt_titles" ? csvField(altTitlesToLines(row.alt_titles)) : cell(row[name as keyof ExportedSeries]);
  };
  const lines = [SERIES_CSV_COLUMNS.join(","), ...rows.map((row) => SERIES_CSV_COLUMNS.map((name) => cellOf(row, name)).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
