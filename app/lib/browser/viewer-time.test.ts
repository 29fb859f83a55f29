import { describe, expect, it } from "vitest";
import { clockIn, countdown, dateTimeIn } from "./viewer-time";

describe("times for the viewer", () => {
  it("reads an instant in another zone, naming the weekday when the day differs from the site's", () => {
    expect(clockIn("2026-11-23T17:00:00.000Z", "UTC", "2026-11-23")).toBe("17:00");
    expect(clockIn("2026-11-23T17:00:00.000Z", "Asia/Tokyo", "2026-11-23")).toBe("Tue 02:00");
    expect(clockIn("2026-11-23T17:00:00.000Z", "America/New_York", "2026-11-23")).toBe("12:00");
    expect(dateTimeIn("2026-11-25T17:00:00.000Z", "Europe/Berlin")).toBe("Wed 25 Nov, 18:00");
  });

  it("counts down in days and hours, hours and minutes, or minutes", () => {
    const at = "2026-11-25T17:00:00.000Z";
    expect(countdown(at, Date.parse("2026-11-23T14:00:00.000Z"))).toBe("in 2 d 3 h");
    expect(countdown(at, Date.parse("2026-11-25T14:15:00.000Z"))).toBe("in 2 h 45 min");
    expect(countdown(at, Date.parse("2026-11-25T16:59:30.000Z"))).toBe("in 1 min");
    expect(countdown(at, Date.parse("2026-11-25T17:00:00.000Z"))).toBe("now");
  });
});
