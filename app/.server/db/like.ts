import { sql, type SQLWrapper } from "drizzle-orm";

/** `column LIKE '%text%'` with the LIKE wildcards in `text` taken literally (ASCII case-insensitive). */
export const likeContains = (column: SQLWrapper, text: string) =>
  sql`${column} LIKE ${`%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;
