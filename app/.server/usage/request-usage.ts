// What one request asks of the billed services, counted as it goes: D1 round trips and the rows
// D1 says each statement read and wrote (its result meta), KV reads, writes and lists, and R2
// operations by price class. Every response reports it in `Server-Timing` (workers/app.ts), and
// `npm run bench:cost` prices a page view from those figures (docs/decisions/031-cost-per-view.md).

/** A write statement's kind and table; `table` is null when the statement could not be read (count it as public). */
export type TableWrite = { kind: "insert" | "update" | "delete"; table: string | null };

export type RequestUsage = {
  d1: { calls: number; statements: number; ms: number; rowsRead: number; rowsWritten: number; writes: TableWrite[] };
  kv: { reads: number; writes: number; lists: number };
  /** R2's price classes: A writes and lists, B reads (deletes are free). */
  r2: { classA: number; classB: number };
};

const emptyUsage = (): RequestUsage => ({
  d1: { calls: 0, statements: 0, ms: 0, rowsRead: 0, rowsWritten: 0, writes: [] },
  kv: { reads: 0, writes: 0, lists: 0 },
  r2: { classA: 0, classB: 0 },
});

// Keyed by the request's execution context, which the worker entry, Hono and every app context share.
const usageByRequest = new WeakMap<object, RequestUsage>();

/** The usage counted so far for the request of this execution context (an empty record at first). */
export function usageOf(ctx: object): RequestUsage {
  let usage = usageByRequest.get(ctx);
  if (!usage) {
    usage = emptyUsage();
    usageByRequest.set(ctx, usage);
  }
  return usage;
}

/** `Server-Timing` metrics for a request's usage: the D1 time as a duration, the counts as descriptions. */
export function serverTimingOf({ d1, kv, r2 }: RequestUsage): string {
  const counts: [string, number][] = [
    ["d1-calls", d1.calls],
    ["d1-statements", d1.statements],
    ["d1-rows-read", d1.rowsRead],
    ["d1-rows-written", d1.rowsWritten],
    ["kv-reads", kv.reads],
    ["kv-writes", kv.writes],
    ["kv-lists", kv.lists],
    ["r2-class-a", r2.classA],
    ["r2-class-b", r2.classB],
  ];
  return [`d1;dur=${d1.ms.toFixed(1)};desc="D1"`, ...counts.map(([name, count]) => `${name};desc="${count}"`)].join(", ");
}

/** Logs what work done after answering cost, which no response can report, when USAGE_LOG is set. */
export function logBackgroundUsage(env: { USAGE_LOG?: "1" }, work: string, usage: RequestUsage) {
  if (env.USAGE_LOG === "1") console.log(`usage of ${work}: ${serverTimingOf(usage)}`);
}
