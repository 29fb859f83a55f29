// A tracker's list as the pull reads it (decision 060): every entry parsed before it is used; one
// the site cannot keep (a fractional progress, a date past any year) is left out and changes
// nothing here; a list past what the site takes changes nothing at all. Scores are kept as 1–10.
import type { z } from "zod";
import type { ForeignEntry } from "~/domain/lists/commands.server";
import { DomainError } from "~/lib/refusals";
import { LIST_PROGRESS_MAX } from "~/lib/vocabulary/list-statuses";
import { SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import type { TrackerProvider } from "./tracker";

/** The most entries a pulled list may hold: MyAnimeList's 20 largest pages. */
export const PULLED_ENTRIES_MAX = 20_000;
/** The most of a title kept for the unmatched list. */
export const TITLE_MOST = 200;

/** A list larger than the site takes, by its entries or its bytes: nothing of it was written. */
export class TrackerListTooLarge extends DomainError {
  constructor(provider: TrackerProvider) {
    super(
      413,
      `${SOURCE_NAMES[provider]}'s list is larger than this site takes (at most ${PULLED_ENTRIES_MAX.toLocaleString("en")} entries): nothing was changed here`,
    );
  }
}

/** A score out of 100 as the site keeps it: 1 to 10, none for 0. */
export const siteScore = (outOf100: number | null | undefined) => (outOf100 ? Math.min(10, Math.max(1, Math.round(outOf100 / 10))) : null);
export const progressOf = (episodes: number | null) => Math.min(episodes ?? 0, LIST_PROGRESS_MAX);

/** Each raw entry that `schema` reads and `toEntry` takes; the rest left out, counted in a log line (no viewer in it). */
export function readEntries<S extends z.ZodType>(
  provider: TrackerProvider,
  raw: unknown[],
  schema: S,
  toEntry: (entry: z.output<S>) => ForeignEntry | null,
) {
  const entries: ForeignEntry[] = [];
  let unreadable = 0;
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    if (!parsed.success) unreadable++;
    const entry = parsed.success ? toEntry(parsed.data) : null;
    if (entry) entries.push(entry);
  }
  if (unreadable > 0) console.warn("trackers: entries left out as unreadable", provider, unreadable);
  return entries;
}
