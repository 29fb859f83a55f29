// A series' filler list as the fan sites publish it ("filler: 12–15, 33; recap: 20"): for each kind
// but canon, episode numbers and ranges. The list is the series' whole answer (decision 050): an
// episode it names takes that kind, every other episode of the series becomes canon.
import { z } from "zod";
import type { EpisodeKind } from "~/lib/vocabulary/episode-kinds";

/** The kinds a list names; canon is whatever none of them names. */
export const listedKinds = ["filler", "recap", "mixed"] as const satisfies readonly EpisodeKind[];
export type ListedKind = (typeof listedKinds)[number];
/** Inclusive ranges of episode numbers, `[first, last]`. */
export type EpisodeSpan = [number, number];

const MAX_NUMBER = 100_000;
const MAX_LIST_CHARS = 5000;
// A hyphen, an en dash or an em dash between two numbers, spaces allowed around it.
const ITEM = /^(\d+)(?:\s*[-\u2013\u2014]\s*(\d+))?$/;

const fieldName = (kind: ListedKind) => `${kind[0]!.toUpperCase()}${kind.slice(1)}`;

/** "12–15, 33" as spans; an empty list is none; the first item it cannot read, as `{ problem }`. */
export function readSpans(text: string): EpisodeSpan[] | { problem: string } {
  const spans: EpisodeSpan[] = [];
  for (const item of text.split(/[,;]/).map((part) => part.trim())) {
    if (item === "") continue;
    const found = ITEM.exec(item);
    const first = Number(found?.[1]);
    const last = found?.[2] === undefined ? first : Number(found[2]);
    if (!found || first < 1 || last > MAX_NUMBER || last < first) return { problem: item };
    spans.push([first, last]);
  }
  return spans;
}

/** Spans as a list reads them: "12–15, 33" (an en dash, as published). */
export const spansText = (spans: EpisodeSpan[]) =>
  spans.map(([first, last]) => (first === last ? `${first}` : `${first}\u2013${last}`)).join(", ");

/** Sorted episode numbers as the spans of their runs: 12, 13, 14, 33 → 12–14, 33. */
export function spansOf(numbers: number[]): EpisodeSpan[] {
  const spans: EpisodeSpan[] = [];
  for (const number of numbers) {
    const last = spans.at(-1);
    if (last && number === last[1] + 1) last[1] = number;
    else spans.push([number, number]);
  }
  return spans;
}

const listField = (kind: ListedKind) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z
      .string({ error: `${fieldName(kind)} must be episode numbers and ranges, such as 12-15, 33` })
      .max(MAX_LIST_CHARS, `${fieldName(kind)} must be at most ${MAX_LIST_CHARS} characters`)
      .transform((text, ctx) => {
        const spans = readSpans(text);
        if (Array.isArray(spans)) return spans;
        ctx.addIssue({
          code: "custom",
          message: `${fieldName(kind)} cannot read "${spans.problem}": give episode numbers from 1 to ${MAX_NUMBER} and ranges from low to high, such as 12-15, 33`,
        });
        return z.NEVER;
      })
      .meta({ description: `The ${kind} episodes: numbers and ranges, such as "12-15, 33" (a hyphen or an en dash)` }),
  );

const overlap = (a: EpisodeSpan, b: EpisodeSpan) => a[0] <= b[1] && b[0] <= a[1];

/** PUT /api/series/{id}/episode-kinds and the admin's filler-list form: each list as text. */
export const EpisodeKindListsInput = z
  .object({ filler: listField("filler"), recap: listField("recap"), mixed: listField("mixed") })
  .superRefine((lists, ctx) => {
    // An episode has one kind: two lists naming the same episode is a mistake, not a choice.
    listedKinds.forEach((kind, index) => {
      for (const other of listedKinds.slice(index + 1))
        for (const span of lists[kind])
          for (const clash of lists[other])
            if (overlap(span, clash)) {
              const shared = Math.max(span[0], clash[0]);
              ctx.addIssue({
                code: "custom",
                path: [other],
                message: `Episode ${shared} is both ${fieldName(kind)} and ${fieldName(other)}; give each episode one kind`,
              });
              return;
            }
    });
  });
export type EpisodeKindLists = z.output<typeof EpisodeKindListsInput>;
