// An episode's intro and outro, in whole seconds from its start (docs/decisions/030-streams.md).
// An episode may carry its own; a series carries the default its episodes fall back on. The API,
// the import files and the admin forms use the same four fields, read by the same schema.
import { z } from "zod";
import { CLOCK, durationSeconds } from "./durations";

export const SKIP_FIELDS = ["intro_start", "intro_end", "outro_start", "outro_end"] as const;
export type SkipField = (typeof SKIP_FIELDS)[number];
export type SkipValues = Partial<Record<SkipField, number | null>>;
export type SkipRange = { start: number; end: number };
export type Segments = { intro: SkipRange | null; outro: SkipRange | null };

/** Shorter ranges get no button: there is nothing worth skipping (Jellyfin's rule too). */
export const MIN_SKIP_SECONDS = 3;
const MAX_SECONDS = 24 * 3600;

/** "90", "1:30" or "1:02:03" as seconds; anything else is left for the schema to refuse. */
function secondsFromText(value: unknown) {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return null;
  if (/^\d+$/.test(text)) return Number(text);
  const clock = CLOCK.exec(text);
  return clock ? Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : text;
}

const secondsField = (label: string) =>
  z
    .preprocess(
      secondsFromText,
      z
        .number({ error: `${label} must be seconds (90) or minutes and seconds (1:30)` })
        .int(`${label} must be a whole number of seconds`)
        .min(0, `${label} must be at least 0`)
        .max(MAX_SECONDS, `${label} must be within a day`)
        .nullable(),
    )
    .optional();

/** The four fields, for an episode's or a series' schema. */
export const skipRangeFields = {
  intro_start: secondsField("Intro start"),
  intro_end: secondsField("Intro end"),
  outro_start: secondsField("Outro start"),
  outro_end: secondsField("Outro end"),
};

/** Seconds as the admin forms write them: minutes and seconds (1:30). */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * What is wrong with the ranges given, each with its field: a range needs both ends, its start
 * before its end, and (when the duration is known) its end within the episode.
 */
export function skipRangeIssues(values: SkipValues, duration: string | null | undefined): { field: SkipField; message: string }[] {
  const issues: { field: SkipField; message: string }[] = [];
  const total = durationSeconds(duration);
  for (const [name, start, end] of [
    ["Intro", "intro_start", "intro_end"],
    ["Outro", "outro_start", "outro_end"],
  ] as const) {
    const from = values[start];
    const to = values[end];
    if (from === undefined && to === undefined) continue;
    if ((from ?? null) === null && (to ?? null) === null) continue;
    if (from === undefined || from === null) issues.push({ field: start, message: `${name} needs a start as well as an end` });
    else if (to === undefined || to === null) issues.push({ field: end, message: `${name} needs an end as well as a start` });
    else if (from >= to) issues.push({ field: end, message: `${name} must end after it starts` });
    else if (total !== null && to > total)
      issues.push({ field: end, message: `${name} must end within the episode (${clockText(total)})` });
  }
  return issues;
}

/** Adds the ranges' issues to a schema's refinement, each on its field. */
export function refineSkipRanges(values: SkipValues & { duration?: string | null }, ctx: z.RefinementCtx) {
  for (const issue of skipRangeIssues(values, values.duration))
    ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
}

const rangeOf = (start: number | null, end: number | null): SkipRange | null =>
  start !== null && end !== null && end - start >= MIN_SKIP_SECONDS ? { start, end } : null;

/** What the player offers to skip: the episode's own range, else the series default, if long enough. */
export function segmentsOf(episode: Record<SkipField, number | null>, seriesDefault: Record<SkipField, number | null>): Segments {
  const own = (start: SkipField, end: SkipField) =>
    episode[start] !== null && episode[end] !== null ? [episode[start], episode[end]] : [seriesDefault[start], seriesDefault[end]];
  const [introStart, introEnd] = own("intro_start", "intro_end");
  const [outroStart, outroEnd] = own("outro_start", "outro_end");
  return { intro: rangeOf(introStart ?? null, introEnd ?? null), outro: rangeOf(outroStart ?? null, outroEnd ?? null) };
}
