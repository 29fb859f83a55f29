// The series fields an admin edits, by the names the API, the forms and the import files use.
// Each name is its column's SQL name (series.coverImage is "cover_image"), so the way between a
// row and the fields is read off the table here, not written out again in each place that needs it.
import { getTableColumns, type SQL } from "drizzle-orm";
import { series } from "~/.server/db/schema";
import { SERIES_COLUMNS, type SeriesColumn } from "./import-format";

const NOT_EDITED = ["id", "slug", "genres"] as const;
/** The fields an admin edits: the import format's columns but the keys (id, slug) and the genres, which are links. */
export const EDITABLE_SERIES_FIELDS = SERIES_COLUMNS.filter(
  (column): column is Exclude<SeriesColumn, (typeof NOT_EDITED)[number]> => !(NOT_EDITED as readonly string[]).includes(column),
);
export type SeriesField = (typeof EDITABLE_SERIES_FIELDS)[number];

type SeriesColumns = typeof series.$inferSelect;
type ColumnKey = keyof SeriesColumns;
const columns = getTableColumns(series);
/** The column key of each SQL name, in the table's order ("cover_image" → "coverImage"). */
const keyOfName = new Map(Object.entries(columns).map(([key, column]) => [column.name, key as ColumnKey]));
const keyOf = (field: SeriesField) => keyOfName.get(field) as Exclude<ColumnKey, "searchTerms">;

/** A row's editable fields by their names. */
export const fieldsOfRow = (row: Omit<SeriesColumns, "searchTerms">) =>
  Object.fromEntries(EDITABLE_SERIES_FIELDS.map((field) => [field, row[keyOf(field)]])) as Record<SeriesField, unknown>;

/** Fields a form or a call gave (an absent one stays undefined: drizzle leaves its column alone) as column values. */
export const columnsOfFields = (input: Partial<Record<SeriesField, unknown>>) =>
  Object.fromEntries(EDITABLE_SERIES_FIELDS.map((field) => [keyOf(field), input[field]])) as Partial<typeof series.$inferInsert>;

/**
 * Every column but the id and the times, in the table's order, each as `read(sqlName, isJson)`: an
 * INSERT ... SELECT fills columns by position, so the order is the table's own.
 */
export function columnsInTableOrder(read: (name: string, isJson: boolean) => SQL<never>) {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !["id", "createdAt", "updatedAt"].includes(key))
      .map(([key, column]) => [key, read(column.name, column.columnType === "SQLiteTextJson")]),
  ) as Record<Exclude<ColumnKey, "id" | "createdAt" | "updatedAt">, SQL<never>>;
}
