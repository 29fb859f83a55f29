// Many rows in one statement: the rows travel as JSON text in one bound value and SQLite reads them
// with json_each, so a statement binds a few values whatever its row count (D1 binds at most 100
// per statement and counts statements against a request's query limit).
import { sql, type SQL } from "drizzle-orm";

const CHUNK_CHARS = 200_000; // one bound JSON value stays far below D1's 1 MB value limit

/** Splits records into JSON texts of at most CHUNK_CHARS each. */
export function jsonChunks<T>(items: T[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const item of items) {
    const text = JSON.stringify(item);
    if (current.length && size + text.length > CHUNK_CHARS) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + 1;
  }
  if (current.length) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

/** A field of the current JSON row (`j`). */
export const jsonField = (name: string) => sql`json_extract(j.value, ${`$.${name}`})`;
/** The rows of one chunk, as the table `j`. */
export const jsonRows = (chunk: string) => sql`json_each(${chunk}) j`;

/** A SELECT feeding INSERT ... SELECT needs each expression named. */
export const named = <T extends Record<string, SQL>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.as(key)])) as {
    [K in keyof T]: SQL.Aliased<T[K] extends SQL<infer U> ? U : never>;
  };
