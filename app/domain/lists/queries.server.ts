// Reading a viewer's list: a page of it (one status or all, newest change first), its count per
// status, one series' entry, and the whole list for an export. Each read goes by the viewer's
// key and its indexes (list_entries_user_status_idx, list_entries_user_time_idx): a list costs
// its own rows, never another viewer's.
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, listEntries, series } from "~/.server/db/schema";
import { seriesImage } from "~/lib/images";
import { type ListStatus, listStatuses } from "~/lib/vocabulary/list-statuses";
import type { ListEntryView } from "./responses";
import type { ListWindow } from "./schema";
import { shownTo } from "~/domain/rating-caps/shown.server";

const episodeCount = sql<number>`(SELECT count(*) FROM ${episodes} WHERE ${episodes.seriesId} = ${listEntries.seriesId})`;

const entryColumns = {
  seriesId: series.id,
  slug: series.slug,
  title: series.title,
  coverImage: series.coverImage,
  image: series.image,
  type: series.type,
  episodes: episodeCount,
  malId: series.malId,
  anilistId: series.anilistId,
  status: listEntries.status,
  score: listEntries.score,
  progress: listEntries.progress,
  createdAt: listEntries.createdAt,
  updatedAt: listEntries.updatedAt,
};

const entriesOf = (app: AppContext, userId: number, only?: SQL) =>
  app.db
    .select(entryColumns)
    .from(listEntries)
    .innerJoin(series, eq(series.id, listEntries.seriesId))
    .where(and(eq(listEntries.userId, userId), only, shownTo(app)))
    .orderBy(desc(listEntries.updatedAt), desc(listEntries.seriesId))
    .$dynamic();

type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

const presentEntry = (row: EntryRow): ListEntryView => ({
  series: {
    id: row.seriesId,
    slug: row.slug,
    title: row.title,
    cover: seriesImage({ cover_image: row.coverImage, image: row.image }),
    episodes: Number(row.episodes),
    mal_id: row.malId,
    anilist_id: row.anilistId,
  },
  status: row.status,
  score: row.score,
  progress: row.progress,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** A page of the viewer's list, one status or all, newest change first, and how many it holds. */
export async function findListEntries(
  app: AppContext,
  userId: number,
  window: ListWindow & { limit: number },
): Promise<{ items: ListEntryView[]; total: number }> {
  const onlyStatus = window.status ? eq(listEntries.status, window.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    entriesOf(app, userId, onlyStatus)
      .limit(window.limit)
      .offset(window.offset ?? 0),
    app.db
      .select({ total: count() })
      .from(listEntries)
      .where(and(eq(listEntries.userId, userId), onlyStatus)),
  ]);
  return { items: rows.map(presentEntry), total: counted?.total ?? 0 };
}

/** How many series the viewer has under each status (My List's tabs). */
export async function listStatusCounts(app: AppContext, userId: number): Promise<Record<ListStatus, number>> {
  const rows = await app.db
    .select({ status: listEntries.status, entries: count() })
    .from(listEntries)
    .where(eq(listEntries.userId, userId))
    .groupBy(listEntries.status);
  const counts = Object.fromEntries(listStatuses.map((status) => [status, 0])) as Record<ListStatus, number>;
  for (const row of rows) counts[row.status] = row.entries;
  return counts;
}

/** The viewer's entry for one series (the API's answer, the pages' list controls), or null when it is not on their list. */
export async function listEntryOf(app: AppContext, userId: number, seriesId: number): Promise<ListEntryView | null> {
  const [row] = await entriesOf(app, userId, eq(listEntries.seriesId, seriesId));
  return row ? presentEntry(row) : null;
}

/** The whole list, newest change first, with what an export names of each series. */
export async function listForExport(app: AppContext, userId: number) {
  const rows = await entriesOf(app, userId);
  return rows.map((row) => ({ ...presentEntry(row), type: row.type }));
}
