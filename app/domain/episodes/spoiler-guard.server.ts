// The spoiler guard (issue #68, decision 062): which of a series' episodes are still ahead of a
// signed-in viewer, by the progress on their list (which a finished episode moves forward and the
// trackers keep in step). "unwatched" holds back every episode past it, "after_next" all but the
// next one. A guarded episode is answered and drawn without its still and synopsis.
import { sql } from "drizzle-orm";
import { episodes, listEntries } from "~/.server/db/schema";
import type { SeriesKey } from "~/.server/db/series-key";
import type { Browsing } from "~/lib/browsing";

/** How many episodes past the viewer's progress each guard still shows. */
const shownAhead = { unwatched: 0, after_next: 1 } as const;

/**
 * Whether an episode of series `seriesKey` is guarded for `viewer`, as a column (1 or 0). The
 * progress is read once a query, by the list's key; an anonymous or unguarded read costs nothing.
 */
export function spoilerColumn(viewer: Browsing | null | undefined, seriesKey: SeriesKey) {
  // Named: a batch reads each row by its column names.
  if (!viewer || viewer.spoilerGuard === "off") return sql<number>`0`.as("spoiler");
  const progress = sql`coalesce((SELECT ${listEntries.progress} FROM ${listEntries} WHERE ${listEntries.userId} = ${viewer.userId} AND ${listEntries.seriesId} = ${seriesKey}), 0)`;
  return sql<number>`(${episodes.episodeNumber} > ${progress} + ${sql.raw(String(shownAhead[viewer.spoilerGuard]))})`.as("spoiler");
}

/** An episode as a guarded viewer sees it: no still and no synopsis when it is ahead of them. */
export function guardedEpisode<E extends { thumbnail: string | null; description?: string | null }>(episode: E, spoiler: number | boolean) {
  if (!spoiler) return { ...episode, spoiler: false };
  return { ...episode, thumbnail: null, ...("description" in episode ? { description: null } : {}), spoiler: true };
}

/** Rows read with spoilerColumn, each as the viewer's guard lets them see it. */
export const guardedRows = <R extends { spoiler: number; thumbnail: string | null }>(rows: R[]) =>
  rows.map(({ spoiler, ...row }) => guardedEpisode(row, spoiler));
