import { describe, expect, it } from "vitest";
import { firstWeekdayFrom, runAirings, weekdayOf } from "./runs";

describe("weekly runs", () => {
  it("names the weekday of a date", () => {
    expect(weekdayOf("2026-11-28")).toBe("saturday");
    expect(weekdayOf("2026-11-30")).toBe("monday");
    expect(weekdayOf("2026-11-29")).toBe("sunday");
  });

  it("starts on the first wanted weekday on or after the starting date", () => {
    expect(firstWeekdayFrom("2026-11-24", "saturday")).toBe("2026-11-28");
    expect(firstWeekdayFrom("2026-11-28", "saturday")).toBe("2026-11-28");
    expect(firstWeekdayFrom("2026-11-29", "saturday")).toBe("2026-12-05");
    expect(firstWeekdayFrom("2026-12-30", "monday")).toBe("2027-01-04");
  });

  it("airs once a week with the episode counting up, across months and years", () => {
    const airings = runAirings("2026-12-19", 3, 5);
    expect(airings).toEqual([
      { air_date: "2026-12-19", episode_number: 5 },
      { air_date: "2026-12-26", episode_number: 6 },
      { air_date: "2027-01-02", episode_number: 7 },
    ]);
    expect(runAirings("2026-11-28", 12, null).map((airing) => airing.episode_number)).toEqual(Array(12).fill(null));
    expect(runAirings("2026-11-28", 12, 5).at(-1)).toEqual({ air_date: "2027-02-13", episode_number: 16 });
  });
});
