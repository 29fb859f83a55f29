// Counts what one request asks of D1, so `npm run bench:scale` (and anyone reading response
// headers) can see round trips per page. A batch is one round trip however many statements it holds.
export type D1Usage = { calls: number; statements: number; ms: number };

const usageByRequest = new WeakMap<object, D1Usage>();

/** The usage recorded for a request's execution context, if its db was built with `countedD1`. */
export const d1UsageOf = (ctx: object) => usageByRequest.get(ctx);

/** `Server-Timing` metrics for a request's D1 usage. */
export const serverTimingOf = (usage: D1Usage) =>
  `d1;dur=${usage.ms.toFixed(1)};desc="D1", d1-calls;desc="${usage.calls}", d1-statements;desc="${usage.statements}"`;

const runners = new Set(["all", "first", "run", "raw"]);

/** Wraps a D1 binding so every call it makes is counted against this request's context. */
export function countedD1(d1: D1Database, ctx: object): D1Database {
  const usage: D1Usage = { calls: 0, statements: 0, ms: 0 };
  usageByRequest.set(ctx, usage);
  const real = new WeakMap<object, D1PreparedStatement>();
  const timed = async <T>(statements: number, work: () => Promise<T>) => {
    usage.calls += 1;
    usage.statements += statements;
    const started = performance.now();
    try {
      return await work();
    } finally {
      usage.ms += performance.now() - started;
    }
  };
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => wrapStatement(target.bind(...values));
        const value = Reflect.get(target, key, target);
        if (typeof key === "string" && runners.has(key))
          return (...args: unknown[]) => timed(1, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (key === "batch")
        return (statements: D1PreparedStatement[]) =>
          timed(statements.length, () => target.batch(statements.map((statement) => real.get(statement) ?? statement)));
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
