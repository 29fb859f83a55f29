// Durations as admins write them, read without zod so the pages can show them (app/lib/display.ts)
// and the skip ranges can check against them (app/lib/skip-ranges.ts).

/** "1:30" or "1:02:03". */
export const CLOCK = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/;

/**
 * A duration as admins write it ("24m", "1h 48m", "24 min", "23:40", "1:02:03") in seconds, or
 * null when it cannot be read: then only the video itself knows, and the ranges are not held to it.
 */
export function durationSeconds(text: string | null | undefined): number | null {
  if (!text) return null;
  const clock = CLOCK.exec(text.trim());
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const units = /^\s*(?:(\d+)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?)?)?)?\s*(?:(\d+)\s*s(?:ec(?:onds?)?)?)?\s*$/i.exec(text);
  if (!units || units.slice(1).every((part) => part === undefined)) return null;
  return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
}
