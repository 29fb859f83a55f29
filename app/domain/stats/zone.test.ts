import { describe, expect, it } from "vitest";
import { yearIn } from "./zone";

describe("a year on a zone's clocks", () => {
  it("reads each instant on the clocks of its moment, across the spring change", () => {
    const { start, end, localTime } = yearIn(2026, "Europe/Berlin");
    expect([start, end]).toEqual(["2025-12-31T23:00:00.000Z", "2026-12-31T23:00:00.000Z"]);
    // Sunday 29 March 2026: 01:30 in winter time, then 03:30 in summer time an hour later.
    expect(localTime(Date.parse("2026-03-29T00:30:00Z"))).toMatchObject({ month: 2, weekday: 6, hour: 1 });
    expect(localTime(Date.parse("2026-03-29T01:30:00Z"))).toMatchObject({ month: 2, weekday: 6, hour: 3 });
    // The year's first minute is January's, a Thursday.
    expect(localTime(Date.parse(start))).toMatchObject({ month: 0, weekday: 3, hour: 0 });
    // Its last minute is December's, a Thursday too, 23:59.
    expect(localTime(Date.parse(end) - 60_000)).toMatchObject({ month: 11, weekday: 3, hour: 23 });
  });

  it("counts the days in a row from one day to the next on those clocks", () => {
    const { localTime } = yearIn(2026, "Asia/Shanghai");
    const [late, early] = [localTime(Date.parse("2026-03-02T15:30:00Z")), localTime(Date.parse("2026-03-02T16:30:00Z"))];
    // 23:30 on 2 March and 00:30 on 3 March in Shanghai: the next day.
    expect(early.day - late.day).toBe(1);
    expect([late.hour, early.hour]).toEqual([23, 0]);
  });
});
