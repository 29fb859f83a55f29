// Counts what one request asks of D1: round trips (a batch is one however many statements it
// holds), and the rows D1's result meta says each statement read and wrote. It also notes what each
// write statement changed, so the page cache can tell whether a request changed anything a public
// page shows (workers/page-cache.ts).
import { type TableWrite, usageOf } from "./request-usage";

const WRITE = /^\s*(insert|replace|update|delete)\b(?:\s+or\s+\w+)?\s+(?:into\s+|from\s+)?["`]?(\w+)/i;
const READ = /^\s*(select|pragma|explain)\b/i;
const SELECT = /^\s*(select|with)\b/i;
/** A column name JavaScript would move to the front of an object's keys. */
const INDEX_LIKE = /^(0|[1-9]\d*)$/;

/** What a statement writes, or null for a read. */
export function writeOf(sql: string): TableWrite | null {
  if (READ.test(sql)) return null;
  const match = WRITE.exec(sql);
  if (!match) return { kind: "update", table: null };
  const kind = match[1]!.toLowerCase();
  return { kind: kind === "replace" ? "insert" : (kind as TableWrite["kind"]), table: match[2]!.toLowerCase() };
}

type Meta = { rows_read?: number; rows_written?: number } | undefined;
type Statement = { query: string; values: unknown[] };

/**
 * Wraps a D1 binding (or session) so every call it makes is counted against this request's usage.
 *
 * drizzle runs its selects through `raw()`, whose answer has no meta. Those are run with `all()`,
 * which has it: rows come back keyed by column name, and a select's columns are named apart by
 * SQLite when it is read as a subquery (a join's two `id`s become `id` and `id:1`), so each row's
 * values are its columns in order. A select with a column named like an array index (`select 1`),
 * whose order an object would not keep, is run again with `raw()` and counted without rows.
 * `logStatement`, when given, hears each statement with its rows (USAGE_LOG; bench:scale reads it).
 */
export function countedD1(d1: D1Database, ctx: object, logStatement?: (line: string) => void): D1Database {
  const usage = usageOf(ctx).d1;
  const real = new WeakMap<object, D1PreparedStatement>();
  const statementOf = new WeakMap<object, Statement>();
  const count = (meta: Meta, query: string | undefined) => {
    usage.rowsRead += meta?.rows_read ?? 0;
    usage.rowsWritten += meta?.rows_written ?? 0;
    logStatement?.(`statement read ${meta?.rows_read ?? "?"} rows, wrote ${meta?.rows_written ?? "?"}: ${query?.replace(/\s+/g, " ")}`);
  };
  // `ms` is the time the request spent waiting on D1: calls that overlap count once.
  let waiting = 0;
  let waitingSince = 0;
  const timed = async <T>(statements: D1PreparedStatement[], work: () => Promise<T>) => {
    usage.calls += 1;
    usage.statements += statements.length;
    for (const statement of statements) {
      const write = writeOf(statementOf.get(statement)?.query ?? "");
      if (write) usage.writes.push(write);
    }
    if (waiting++ === 0) waitingSince = performance.now();
    try {
      return await work();
    } finally {
      if (--waiting === 0) usage.ms += performance.now() - waitingSince;
    }
  };
  const rowsWithMeta = async (statement: D1PreparedStatement, { query, values }: Statement) => {
    const asked = SELECT.test(query) ? d1.prepare(`SELECT * FROM (${query})`).bind(...values) : statement;
    const answer = await asked.all<Record<string, unknown>>();
    if (answer.results.some((row) => Object.keys(row).some((name) => INDEX_LIKE.test(name)))) return statement.raw();
    count(answer.meta, query);
    return answer.results.map((row) => Object.values(row));
  };
  const run = (proxy: D1PreparedStatement, statement: D1PreparedStatement, key: string, args: unknown[]) => {
    const { query, values } = statementOf.get(proxy)!;
    return timed([proxy], async () => {
      if (key === "raw" && !(args[0] as { columnNames?: boolean } | undefined)?.columnNames)
        return rowsWithMeta(statement, { query, values });
      if (key === "first") {
        const answer = await statement.all();
        count(answer.meta, query);
        const row = (answer.results[0] ?? null) as Record<string, unknown> | null;
        return row && typeof args[0] === "string" ? row[args[0]] : row;
      }
      const answer = await (statement[key as "all" | "run" | "raw"] as (...a: unknown[]) => Promise<unknown>).apply(statement, args);
      if (key !== "raw") count((answer as D1Result).meta, query);
      return answer;
    });
  };
  const wrapStatement = (statement: D1PreparedStatement, query: string, values: unknown[]): D1PreparedStatement => {
    const proxy: D1PreparedStatement = new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...bound: unknown[]) => wrapStatement(target.bind(...bound), query, bound);
        const value = Reflect.get(target, key, target);
        if (key === "all" || key === "first" || key === "run" || key === "raw")
          return (...args: unknown[]) => run(proxy, target, key, args);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    statementOf.set(proxy, { query, values });
    return proxy;
  };
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (query: string) => wrapStatement(target.prepare(query), query, []);
      if (key === "batch")
        return (statements: D1PreparedStatement[]) =>
          timed(statements, async () => {
            const answers = await target.batch(statements.map((statement) => real.get(statement) ?? statement));
            for (const [index, answer] of answers.entries()) count(answer.meta, statementOf.get(statements[index]!)?.query);
            return answers;
          });
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
