// What a signed-in viewer hides (decision 062): the series on their list under a status they chose
// to hide, left out of every list, search and row of series they read.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Browsing } from "~/lib/browsing";
import { listEntries, series } from "~/.server/db/schema";

/** `viewer`'s list entries under the statuses they hide (decision 062), as a test of list_entries; undefined when they hide none. */
export function hiddenEntriesOf(viewer: Browsing | null | undefined): SQL | undefined {
  if (!viewer || viewer.hideStatuses.length === 0) return undefined;
  return and(eq(listEntries.userId, viewer.userId), inArray(listEntries.status, [...viewer.hideStatuses]));
}

/**
 * The series `viewer` hides left out: each series a query reads is looked up in their list by its
 * key, so a page costs what it reads, however long their list is.
 */
export function notHiddenFor(viewer: Browsing | null | undefined, id: SQL | typeof series.id = series.id): SQL | undefined {
  const hidden = hiddenEntriesOf(viewer);
  return hidden && sql`NOT EXISTS (SELECT 1 FROM ${listEntries} WHERE ${hidden} AND ${listEntries.seriesId} = ${id})`;
}
