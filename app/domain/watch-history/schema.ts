// What the account's watch history takes, from the API and from the pages' script alike.
import { z } from "zod";
import { HISTORY_LIMIT } from "~/lib/browser/watch-history";
import { idField } from "~/lib/schema-fields";

/** The most resume positions an account (and a browser) keeps. */
export const POSITIONS_LIMIT = 200;
/** Longer than any episode: a position or duration past it is not a video's. */
const MAX_SECONDS = 24 * 3600;

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .finite()
    .min(0, `${label} must be 0 or more`)
    .max(MAX_SECONDS, `${label} is too long`);
const optionalId = (label: string) => z.preprocess((value) => (value === "" ? null : value), idField(label).nullable().optional());

export const HistoryRecordInput = z.object({ series_id: idField("Series"), episode_id: optionalId("Episode") });
export type HistoryRecord = z.infer<typeof HistoryRecordInput>;

export const PositionInput = z.object({
  position: seconds("Position"),
  duration: seconds("Duration").positive("Duration must be more than 0"),
});

/** A browser's history and positions, merged into the account at sign-in (newest entry first). */
export const HistoryMergeInput = z.object({
  entries: z.array(HistoryRecordInput).max(HISTORY_LIMIT, `At most ${HISTORY_LIMIT} history entries`),
  positions: z
    .array(PositionInput.extend({ episode_id: idField("Episode"), saved_at: z.number().int().min(0) }))
    .max(POSITIONS_LIMIT, `At most ${POSITIONS_LIMIT} positions`),
});
export type HistoryMerge = z.infer<typeof HistoryMergeInput>;

/** Which entries to remove: some series' entries, or (none named) the whole history and its positions. */
export const HistoryClearInput = z.object({ series_ids: z.array(idField("Series")).max(HISTORY_LIMIT).optional() });
