// Counts what one request asks of D1, so `npm run bench:scale` (and anyone reading response
// headers) can see round trips per page. A batch is one round trip however many statements it holds.
// It also notes what each write statement changed, so the page cache can tell whether a request
// changed anything a public page shows (workers/page-cache.ts).
export type D1Usage = { calls: number; statements: number; ms: number; writes: TableWrite[] };

/** A write statement's kind and table; `table` is null when the statement could not be read (count it as public). */
export type TableWrite = { kind: "insert" | "update" | "delete"; table: string | null };

const WRITE = /^\s*(insert|replace|update|delete)\b(?:\s+or\s+\w+)?\s+(?:into\s+|from\s+)?["`]?(\w+)/i;
const READ = /^\s*(select|pragma|explain)\b/i;

/** What a statement writes, or null for a read. */
export function writeOf(sql: string): TableWrite | null {
  if (READ.test(sql)) return null;
  const match = WRITE.exec(sql);
  if (!match) return { kind: "update", table: null };
  const kind = match[1]!.toLowerCase();
  return { kind: kind === "replace" ? "insert" : (kind as TableWrite["kind"]), table: match[2]!.toLowerCase() };
}

const usageByRequest = new WeakMap<object, D1Usage>();

/** The usage recorded for a request's execution context, if its db was built with `countedD1`. */
export const d1UsageOf = (ctx: object) => usageByRequest.get(ctx);

/** `Server-Timing` metrics for a request's D1 usage. */
export const serverTimingOf = (usage: D1Usage) =>
  `d1;dur=${usage.ms.toFixed(1)};desc="D1", d1-calls;desc="${usage.calls}", d1-statements;desc="${usage.statements}"`;

const runners = new Set(["all", "first", "run", "raw"]);

/** Wraps a D1 binding so every call it makes is counted against this request's context. */
export function countedD1(d1: D1Database, ctx: object): D1Database {
  const usage: D1Usage = { calls: 0, statements: 0, ms: 0, writes: [] };
  usageByRequest.set(ctx, usage);
  const real = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();
  const timed = async <T>(statements: D1PreparedStatement[], work: () => Promise<T>) => {
    usage.calls += 1;
    usage.statements += statements.length;
    for (const statement of statements) {
      const write = writeOf(sqlOf.get(statement) ?? "");
      if (write) usage.writes.push(write);
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      usage.ms += performance.now() - started;
    }
  };
  const wrapStatement = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    const proxy: D1PreparedStatement = new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => wrapStatement(target.bind(...values), query);
        const value = Reflect.get(target, key, target);
        if (typeof key === "string" && runners.has(key))
          return (...args: unknown[]) => timed([proxy], () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    sqlOf.set(proxy, query);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (query: string) => wrapStatement(target.prepare(query), query);
      if (key === "batch")
        return (statements: D1PreparedStatement[]) =>
          timed(statements, () => target.batch(statements.map((statement) => real.get(statement) ?? statement)));
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
