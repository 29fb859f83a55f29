// Issue #81: main's CI went red by the calendar alone when test support seeded the demo around a
// fixed day while the schedule asks for the 14 days from the real today. Whatever the tests share
// (tests/support) must seed around the real today or take a day from its caller; a test that needs
// a fixed day names it itself, beside the clock it sets.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const support = join(import.meta.dirname, "../support");
/** A "today", "now" or "date" given a calendar day as a value: a default, a constant or a field. */
const FIXED_DAY = /\b(today|now|date|day)\w*\s*[=:]\s*(new Date\()?["'`]\d{4}-\d{2}-\d{2}/i;

function fixedDaysIn(text: string): string[] {
  return text.split("\n").filter((line) => FIXED_DAY.test(line));
}

describe("test support free of the date", () => {
  it("sees a fixed today when one is written", () => {
    expect(fixedDaysIn('export async function seedDemo(today = "2026-11-22") {')).toHaveLength(1);
    expect(fixedDaysIn('const now = new Date("2026-11-23T12:00:00Z");')).toHaveLength(1);
    expect(fixedDaysIn("export async function seedDemo(today = todayIn(env.SITE_TIMEZONE)) {")).toEqual([]);
  });

  it("finds none in tests/support", () => {
    const files = readdirSync(support, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) => fixedDaysIn(readFileSync(join(support, file), "utf8")).map((line) => `${file}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});
