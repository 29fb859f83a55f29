// A table's fields by the names the API, the forms and the import files use, which are its
// columns' SQL names (episodes.videoUrl is "video_url"): the way between a row and those names is
// read off the table here, not written out again in each place that needs it (decision 029).
import { getTableColumns, type SQL, type Table } from "drizzle-orm";

export function fieldNamesOf<T extends Table, F extends string>(table: T, fields: readonly F[]) {
  const columns = Object.entries(getTableColumns(table));
  const keyOfName = new Map(columns.map(([key, column]) => [column.name, key]));
  const keyOf = (field: F) => keyOfName.get(field)!;
  return {
    /** A row's fields by their names. */
    fieldsOfRow: (row: object) =>
      Object.fromEntries(fields.map((field) => [field, (row as Record<string, unknown>)[keyOf(field)]])) as Record<F, unknown>,
    /** Fields a form or a call gave, as column values (an absent one stays undefined: drizzle leaves its column alone). */
    columnsOfFields: (input: Partial<Record<F, unknown>>) =>
      Object.fromEntries(fields.map((field) => [keyOf(field), input[field]])) as Partial<T["$inferInsert"]>,
    /**
     * The fields' columns in the table's order, each as `read(sqlName, isJson)`: an INSERT ... SELECT
     * fills columns by position, so the order is the table's own.
     */
    columnsInTableOrder: (read: (name: string, isJson: boolean) => SQL<never>) =>
      Object.fromEntries(
        columns
          .filter(([, column]) => (fields as readonly string[]).includes(column.name))
          .map(([key, column]) => [key, read(column.name, column.columnType === "SQLiteTextJson")]),
      ) as Record<string, SQL<never>>,
  };
}
