// The statements a page runs, with the rows D1 said each read, and SQLite's plan for each: read
// off the worker's USAGE_LOG lines (app/.server/usage/d1.ts) and explained against the same state
// file. bench:scale prints them for every page at its scale (10,000 series unless BENCH_SERIES says; issue #25).
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";

export type StatementPlan = { rowsRead: number; sql: string; plan: string[] };

const STATEMENT = /^statement read (\d+|\?) rows, wrote (?:\d+|\?): (.*)$/gm;

/** The statements logged since `from` (a length of the log), in the order they ran. */
export function loggedStatements(logFile: string, from: number): { rowsRead: number; sql: string }[] {
  return [...readFileSync(logFile, "utf8").slice(from).matchAll(STATEMENT)].map(([, rows, sql]) => ({
    rowsRead: rows === "?" ? Number.NaN : Number(rows),
    sql: sql!,
  }));
}

/** SQLite's query plan of each statement, its parameters bound as NULL (the plan does not depend on them). */
export function explain(dbFile: string, statements: { rowsRead: number; sql: string }[]): StatementPlan[] {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return statements.map(({ rowsRead, sql }) => {
      const parameters = (sql.match(/\?/g) ?? []).map(() => null);
      try {
        const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[];
        return { rowsRead, sql, plan: rows.map((row) => row.detail) };
      } catch (error) {
        return { rowsRead, sql, plan: [`(not explained: ${(error as Error).message})`] };
      }
    });
  } finally {
    db.close();
  }
}
