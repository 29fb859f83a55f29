// The real bindings, wrapped so they fail on demand as the platform's do when a part is down
// (issue #24). Nothing is mocked: what does not fail is the real D1, KV or R2 underneath.

/** D1's own words when it drops out in passing (a retryable error in its docs). */
const d1DropsOut = () => new Error("D1_ERROR: Network connection lost.");

/** Whether a query (its SQL; "batch" for a batch) fails this time. */
type Fails = (query: string) => boolean;

/** A statement of the real binding whose every way of running fails when `fails()` says so. */
const failingStatement = (statement: D1PreparedStatement, fails: () => boolean): D1PreparedStatement =>
  new Proxy(statement, {
    get(target, name, receiver) {
      if (name === "bind") return (...values: unknown[]) => failingStatement(target.bind(...values), fails);
      const value = Reflect.get(target, name, receiver);
      if (["first", "all", "run", "raw"].includes(String(name)))
        return (...args: unknown[]) =>
          fails() ? Promise.reject(d1DropsOut()) : (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      return value;
    },
  });

/**
 * The real D1 binding (and its sessions): every query fails, or those for which `fails` answers
 * true (one in ten, say, or one table's). A failed batch writes nothing, as D1's batches are transactions.
 */
export function failingD1(database: D1Database | D1DatabaseSession, fails: Fails = () => true): D1Database {
  return new Proxy(database, {
    get(target, name, receiver) {
      if (name === "prepare") return (query: string) => failingStatement(target.prepare(query), () => fails(query));
      if (name === "batch")
        return (statements: D1PreparedStatement[]) => (fails("batch") ? Promise.reject(d1DropsOut()) : target.batch(statements));
      if (name === "withSession") return (constraint?: string) => failingD1((target as D1Database).withSession(constraint), fails);
      const value = Reflect.get(target, name, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as D1Database;
}

/** A KV or R2 binding every call of which fails, as when the service is down. */
export function failingBinding<T extends object>(binding: T, what: string): T {
  return new Proxy(binding, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      return typeof value === "function" ? () => Promise.reject(new Error(`${what} is unavailable`)) : value;
    },
  });
}
