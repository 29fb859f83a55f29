import { describe, expect, it } from "vitest";
import { freeMonth, PAID_BASE_DOLLARS, PAID_PRICES, paidMonth, type PerView } from "../../bench/cost-model";

const view = (over: Partial<PerView> = {}): PerView => ({
  requests: 1.1,
  cpuMs: 2,
  d1RowsRead: 40,
  d1RowsWritten: 0.5,
  kvReads: 0.2,
  kvWrites: 0,
  kvLists: 0,
  r2ClassA: 0,
  r2ClassB: 0.01,
  ...over,
});

describe("a month's bill", () => {
  it("is the paid plan's $5 alone while every line stays within what it includes", () => {
    const month = paidMonth(view(), 1_000_000);
    expect(month.total).toBe(PAID_BASE_DOLLARS);
    expect(month.lines.every((line) => line.dollars === 0)).toBe(true);
  });

  it("prices each line past its included amount per million", () => {
    // 100 M views: 110 M requests, 100 M past the 10 M included.
    const month = paidMonth(view(), 100_000_000);
    const requests = month.lines.find((line) => line.name === "Workers requests")!;
    expect(requests.used).toBeCloseTo(110_000_000);
    expect(requests.dollars).toBeCloseTo(100 * PAID_PRICES.requestPerMillion);
    const written = month.lines.find((line) => line.name === "D1 rows written")!;
    expect(written.dollars).toBeCloseTo(0); // 50 M written, all included
    expect(month.total).toBeCloseTo(PAID_BASE_DOLLARS + month.lines.reduce((sum, line) => sum + line.dollars, 0));
  });

  it("says where the free plan stops: the daily limits a day's views pass", () => {
    expect(freeMonth(view(), 100_000)).toEqual({ holds: true, passed: [], r2Dollars: 0 });
    // 10 M a month is 333,333 a day: 366,667 requests (100,000 a day), 13.3 M rows read (5 M),
    // 166,667 rows written (100,000); 66,667 KV reads stay under 100,000.
    expect(freeMonth(view(), 10_000_000).passed).toEqual(["Workers requests", "D1 rows read", "D1 rows written"]);
  });
});
