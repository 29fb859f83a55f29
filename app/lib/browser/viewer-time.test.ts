import { describe, expect, it } from "vitest";
import { clockIn, countdown, dateTimeIn, viewerTimeZone } from "./viewer-time";

// The tests run in workerd, whose zone is UTC; the browser story reads them in Tokyo.
describe("times for the viewer", () => {
  it("reads an instant on the viewer's clock, naming the weekday when the day differs from the site's", () => {
    expect(viewerTimeZone()).toBe("UTC");
    expect(clockIn("2026-11-23T17:00:00.000Z", "2026-11-23")).toBe("17:00");
    expect(clockIn("2026-11-23T17:00:00.000Z", "2026-11-24")).toBe("Mon 17:00");
    expect(clockIn("2026-11-23T07:05:00.000Z")).toBe("07:05");
    expect(dateTimeIn("2026-11-25T17:00:00.000Z")).toBe("Wed 25 Nov, 17:00");
    expect(dateTimeIn("2026-09-03T08:30:00.000Z")).toBe("Thu 3 Sept, 08:30");
  });

  it("counts down in days and hours, hours and minutes, or minutes", () => {
    const at = "2026-11-25T17:00:00.000Z";
    expect(countdown(at, Date.parse("2026-11-23T14:00:00.000Z"))).toBe("in 2 d 3 h");
    expect(countdown(at, Date.parse("2026-11-25T14:15:00.000Z"))).toBe("in 2 h 45 min");
    expect(countdown(at, Date.parse("2026-11-25T16:59:30.000Z"))).toBe("in 1 min");
    expect(countdown(at, Date.parse("2026-11-25T17:00:00.000Z"))).toBe("now");
  });
});
