// Cloudflare's published prices and free-plan limits as issue #25 quotes them (late 2026), and the
// usage figures a response's `Server-Timing` carries (app/.server/usage/request-usage.ts).

export const PRICES_AS_OF = "late 2026, as quoted in issue #25";

/** Paid plan (Workers Standard), dollars per million beyond what the $5 a month includes. */
export const PAID_PRICES = {
  requestPerMillion: 0.3,
  cpuMsPerMillion: 0.02,
  d1ReadPerMillion: 0.001,
  d1WrittenPerMillion: 1.0,
  kvReadPerMillion: 0.5,
  kvWritePerMillion: 5.0,
  kvListPerMillion: 5.0,
  r2ClassAPerMillion: 4.5,
  r2ClassBPerMillion: 0.36,
};

/** Free plan, per day (R2's are monthly: 1 M class A and 10 M class B, spread over 30 days). */
export const FREE_PLAN = {
  requestsPerDay: 100_000,
  cpuMsPerRequest: 10,
  d1ReadPerDay: 5_000_000,
  d1WrittenPerDay: 100_000,
  kvReadsPerDay: 100_000,
  kvWritesPerDay: 1_000,
  kvListsPerDay: 1_000,
  r2ClassAPerDay: Math.floor(1_000_000 / 30),
  r2ClassBPerDay: Math.floor(10_000_000 / 30),
};

export type Usage = {
  d1RowsRead: number;
  d1RowsWritten: number;
  kvReads: number;
  kvWrites: number;
  kvLists: number;
  r2ClassA: number;
  r2ClassB: number;
};

export const zeroUsage = (): Usage => ({ d1RowsRead: 0, d1RowsWritten: 0, kvReads: 0, kvWrites: 0, kvLists: 0, r2ClassA: 0, r2ClassB: 0 });

const METRICS: Record<string, keyof Usage> = {
  "d1-rows-read": "d1RowsRead",
  "d1-rows-written": "d1RowsWritten",
  "kv-reads": "kvReads",
  "kv-writes": "kvWrites",
  "kv-lists": "kvLists",
  "r2-class-a": "r2ClassA",
  "r2-class-b": "r2ClassB",
};

/** The billed counts in a `Server-Timing` value (zeros for a response without one). */
export function usageFromTiming(header: string | null): Usage {
  const usage = zeroUsage();
  for (const [, name, count] of (header ?? "").matchAll(/([\w-]+);desc="(\d+)"/g)) {
    const key = METRICS[name!];
    if (key) usage[key] += Number(count);
  }
  return usage;
}
