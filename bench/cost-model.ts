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

/** D1's round trips and rows in a `Server-Timing` value or a USAGE_LOG line (zeros for none). */
export function d1CountsOf(header: string | null | undefined) {
  const count = (name: string) => Number(new RegExp(`\\b${name};desc="(\\d+)"`).exec(header ?? "")?.[1] ?? 0);
  // `ms`: D1's own time, which a timed request takes off its wall time.
  const ms = Number(/\bd1;dur=([\d.]+)/.exec(header ?? "")?.[1] ?? 0);
  return { calls: count("d1-calls"), read: count("d1-rows-read"), written: count("d1-rows-written"), ms };
}

/** The billed counts in a `Server-Timing` value (zeros for a response without one). */
export function usageFromTiming(header: string | null): Usage {
  const usage = zeroUsage();
  for (const [, name, count] of (header ?? "").matchAll(/([\w-]+);desc="(\d+)"/g)) {
    const key = METRICS[name!];
    if (key) usage[key] += Number(count);
  }
  return usage;
}

// What an owner pays in a month (issue #38). The paid plan is $5 a month with these amounts
// included; beyond them each line is priced per million as above. R2's free tier (1 M class A and
// 10 M class B operations a month) holds on either plan. Queues (1 M operations included) carry
// only the push fan-out of new episodes, not page views, so a page view costs none.
export const PAID_BASE_DOLLARS = 5;

/** What one page view uses: its share of requests and CPU, and the billed counts. */
export type PerView = Usage & { requests: number; cpuMs: number };

type Line = { name: string; uses: keyof PerView; perMillion: number; includedPerMonth: number };
const PAID_LINES: Line[] = [
  { name: "Workers requests", uses: "requests", perMillion: PAID_PRICES.requestPerMillion, includedPerMonth: 10_000_000 },
  { name: "Workers CPU ms", uses: "cpuMs", perMillion: PAID_PRICES.cpuMsPerMillion, includedPerMonth: 30_000_000 },
  { name: "D1 rows read", uses: "d1RowsRead", perMillion: PAID_PRICES.d1ReadPerMillion, includedPerMonth: 25_000_000_000 },
  { name: "D1 rows written", uses: "d1RowsWritten", perMillion: PAID_PRICES.d1WrittenPerMillion, includedPerMonth: 50_000_000 },
  { name: "KV reads", uses: "kvReads", perMillion: PAID_PRICES.kvReadPerMillion, includedPerMonth: 10_000_000 },
  { name: "KV writes", uses: "kvWrites", perMillion: PAID_PRICES.kvWritePerMillion, includedPerMonth: 1_000_000 },
  { name: "KV lists", uses: "kvLists", perMillion: PAID_PRICES.kvListPerMillion, includedPerMonth: 1_000_000 },
  { name: "R2 class A", uses: "r2ClassA", perMillion: PAID_PRICES.r2ClassAPerMillion, includedPerMonth: 1_000_000 },
  { name: "R2 class B", uses: "r2ClassB", perMillion: PAID_PRICES.r2ClassBPerMillion, includedPerMonth: 10_000_000 },
];

/** The paid plan's bill for a month of `views` page views: the $5, and each line beyond what it includes. */
export function paidMonth(perView: PerView, views: number) {
  const lines = PAID_LINES.map((line) => {
    const used = perView[line.uses] * views;
    return { name: line.name, used, dollars: (Math.max(0, used - line.includedPerMonth) / 1_000_000) * line.perMillion };
  });
  return { lines, total: PAID_BASE_DOLLARS + lines.reduce((sum, line) => sum + line.dollars, 0) };
}

const DAYS_A_MONTH = 30;
const FREE_DAILY: { name: string; uses: keyof PerView; perDay: number }[] = [
  { name: "Workers requests", uses: "requests", perDay: FREE_PLAN.requestsPerDay },
  { name: "D1 rows read", uses: "d1RowsRead", perDay: FREE_PLAN.d1ReadPerDay },
  { name: "D1 rows written", uses: "d1RowsWritten", perDay: FREE_PLAN.d1WrittenPerDay },
  { name: "KV reads", uses: "kvReads", perDay: FREE_PLAN.kvReadsPerDay },
  { name: "KV writes", uses: "kvWrites", perDay: FREE_PLAN.kvWritesPerDay },
  { name: "KV lists", uses: "kvLists", perDay: FREE_PLAN.kvListsPerDay },
];

/**
 * The free plan at `views` page views a month, spread evenly over its days: $0 while every daily
 * limit holds, else the limits a day's views pass (the site then answers errors until the next
 * day). R2 past its free tier is billed even here, at the paid prices.
 */
export function freeMonth(perView: PerView, views: number) {
  const perDay = views / DAYS_A_MONTH;
  const passed = FREE_DAILY.filter((limit) => perView[limit.uses] * perDay > limit.perDay).map((limit) => limit.name);
  const r2 = paidMonth(perView, views).lines.filter((line) => line.name.startsWith("R2"));
  return { holds: passed.length === 0, passed, r2Dollars: r2.reduce((sum, line) => sum + line.dollars, 0) };
}

/** The sizes the README's bill table is drawn at: page views a month. */
export const MONTHLY_VIEWS = [100_000, 1_000_000, 10_000_000, 100_000_000];

/**
 * Durable Objects (the watch-together rooms, decision 055), from Cloudflare's pricing page: the
 * paid plan includes 1 million requests and 400,000 GB-s a month, then $0.15 a million requests
 * and $12.50 a million GB-s; the free plan allows 100,000 requests and 13,000 GB-s a day. Incoming
 * WebSocket messages are billed 20 to one request; an object is billed for duration only while it
 * runs or is idle without being able to hibernate (a room always can), at 128 MB.
 */
export const DO_PRICES = {
  requestPerMillion: 0.15,
  gbSecondPerMillion: 12.5,
  messagesPerRequest: 20,
  memoryGb: 0.128,
  freeRequestsPerDay: 100_000,
  freeGbSecondsPerDay: 13_000,
};

/** A room hour's Durable Object requests, its duration at most, and their price past the included amounts. */
export function roomHourCost({ incomingPerMinute, activeMsPerMessage }: { incomingPerMinute: number; activeMsPerMessage: number }) {
  const messages = incomingPerMinute * 60;
  const requests = messages / DO_PRICES.messagesPerRequest;
  const gbSeconds = ((messages * activeMsPerMessage) / 1000) * DO_PRICES.memoryGb;
  const dollars = (requests * DO_PRICES.requestPerMillion + gbSeconds * DO_PRICES.gbSecondPerMillion) / 1_000_000;
  return { requests, gbSeconds, dollars };
}
