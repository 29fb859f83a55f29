import { describe, expect, it } from "vitest";
import { dayLabel, scheduleTitle } from "./schedule-display";

const entry = (fields: Partial<Parameters<typeof scheduleTitle>[0]>) => ({
  series_id: null,
  series_title: null,
  series_slug: null,
  title: null,
  ...fields,
});

describe("schedule titles", () => {
  it("link a series' title to its page", () => {
    expect(scheduleTitle(entry({ series_id: 3, series_title: "Tidecaller", series_slug: "tidecaller" }))).toEqual({
      text: "Tidecaller",
      href: "/tidecaller",
    });
  });

  it("show a plain title when there is no series, Unknown Series with an id link, else No Title", () => {
    expect(scheduleTitle(entry({ title: "Special Broadcast" }))).toEqual({ text: "Special Broadcast", href: null });
    expect(scheduleTitle(entry({ series_id: 7 }))).toEqual({ text: "Unknown Series", href: "/series/7" });
    expect(scheduleTitle(entry({}))).toEqual({ text: "No Title", href: null });
  });

  it("label days with weekday and date", () => {
    expect(dayLabel("2026-11-22")).toEqual({ weekday: "Sun", day: "22 Nov" });
  });
});
