// Writing a viewer's list: one series' entry set or removed, a MyAnimeList export brought in (as
// a preview or in one batch), and the progress a finished episode moves forward.
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { jsonChunks } from "~/.server/db/json-rows";
import { episodes, follows, listEntries, nowIso, series, seriesIdAtSource } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import type { ListStatus } from "~/lib/vocabulary/list-statuses";
import { queueListPushes } from "~/.server/sources/list-pushes";
import type { SeriesIdKind } from "~/lib/vocabulary/series-sources";
import type { MalEntry } from "./mal-xml";
import { listEntryOf } from "./queries.server";
import type { ListImportView } from "./responses";
import type { ListEntryChange } from "./schema";
import { shownTo } from "~/domain/rating-caps/shown.server";

/** Statuses that follow the series when an entry comes to them (docs/decisions/037-viewer-lists.md). */
const FOLLOWING_STATUSES: readonly ListStatus[] = ["watching", "plan_to_watch"];
const startsFollowing = (before: ListStatus | undefined, after: ListStatus) =>
  FOLLOWING_STATUSES.includes(after) && !(before && FOLLOWING_STATUSES.includes(before));

/** Follows the series that exist and are within the viewer's cap (a series above it takes no entry either). */
const followAll = (app: AppContext, userId: number, seriesIds: number[]) =>
  app.db
    .insert(follows)
    .select(
      sql`SELECT ${userId}, ${series.id}, ${nowIso} FROM ${series} WHERE ${and(sql`${series.id} IN (SELECT value FROM json_each(${JSON.stringify(seriesIds)}))`, shownTo(app))}`,
    )
    .onConflictDoNothing();

// Only a change moves updated_at (the list's order is by last change): an entry set again as it is stays where it was.
const changed = sql`(${listEntries.status}, ${listEntries.score}, ${listEntries.progress}) IS NOT (excluded.status, excluded.score, excluded.progress)`;
const takeExcluded = {
  status: sql`excluded.status`,
  score: sql`excluded.score`,
  progress: sql`excluded.progress`,
  updatedAt: nowIso,
};

/**
 * Puts the series on the viewer's list as `change` says; a score or progress left out keeps the
 * entry's (none and 0 on a new entry). Coming to Watching or Plan to watch also follows the
 * series. One batch; 404 when there is no such series.
 */
export async function setListEntry(app: AppContext, userId: number, seriesId: number, change: ListEntryChange) {
  const before = await listEntryOf(app, userId, seriesId);
  const score = change.score === undefined ? (before?.score ?? null) : change.score;
  const progress = change.progress ?? before?.progress ?? 0;
  const upsert = app.db
    .insert(listEntries)
    .select(
      // completed_at last, left to the list's triggers (migration 0052).
      sql`SELECT ${userId}, ${series.id}, ${change.status}, ${score}, ${progress}, ${nowIso}, ${nowIso}, NULL FROM ${series} WHERE ${and(eq(series.id, seriesId), shownTo(app))}`,
    )
    .onConflictDoUpdate({ target: [listEntries.userId, listEntries.seriesId], set: takeExcluded, setWhere: changed });
  const follow = startsFollowing(before?.status, change.status) ? [followAll(app, userId, [seriesId])] : [];
  const [written] = await app.db.batch([upsert, ...follow]);
  if (written.meta.changes === 0 && !before) throw notFound("Series");
  if (written.meta.changes > 0) await queueListPushes(app, userId, [seriesId]);
}

/** Takes the series off the viewer's list (the follow stays: it has its own switch); answers whether it was there. */
export async function removeListEntry(app: AppContext, userId: number, seriesId: number) {
  const removed = await app.db.delete(listEntries).where(and(eq(listEntries.userId, userId), eq(listEntries.seriesId, seriesId)));
  if (removed.meta.changes > 0) await queueListPushes(app, userId, [seriesId]);
  return removed.meta.changes > 0;
}

/** An entry of the viewer's list kept elsewhere, by its series' id there; `updated_at` when that list says when it changed. */
export type ForeignEntry = { id: number; title: string; status: ListStatus; score: number | null; progress: number; updated_at?: string };

type Placed = {
  seriesId: number;
  sourceId: number;
  status: ListStatus | null;
  score: number | null;
  progress: number | null;
  updatedAt: string | null;
};

/** Each entry's series by its id at the source, with the viewer's entry for it when there is one: one read by the ids' unique index. */
function placeEntries(app: AppContext, userId: number, source: SeriesIdKind, ids: number[]) {
  const column = seriesIdAtSource[source];
  return app.db.all<Placed>(sql`SELECT ${series.id} AS seriesId, ${column} AS sourceId, ${listEntries.status} AS status,
      ${listEntries.score} AS score, ${listEntries.progress} AS progress, ${listEntries.updatedAt} AS updatedAt
    FROM json_each(${JSON.stringify(ids)}) AS wanted JOIN ${series} ON ${column} = wanted.value
    LEFT JOIN ${listEntries} ON ${listEntries.userId} = ${userId} AND ${listEntries.seriesId} = ${series.id}`);
}

/**
 * Entries of a list kept elsewhere (a MyAnimeList export, a tracker's list) matched to the
 * catalogue by the source's ids: what they would add, change and leave, and the entries no series
 * has. An entry the viewer changed here after the source did stays as it is (the newer change
 * wins). Unless `dryRun`, every added or changed entry is written, with the source's time of the
 * change when it gives one (and a new Watching or Plan to watch followed), in one batch.
 */
export async function mergeForeignEntries(app: AppContext, userId: number, source: SeriesIdKind, entries: ForeignEntry[], dryRun: boolean) {
  const rows = await placeEntries(
    app,
    userId,
    source,
    entries.map((entry) => entry.id),
  );
  const placed = new Map(rows.map((row) => [row.sourceId, row]));
  const writes: { series_id: number; status: ListStatus; score: number | null; progress: number; updated_at: string | null }[] = [];
  const toFollow: number[] = [];
  let added = 0;
  let updated = 0;
  const unmatched: { id: number; title: string }[] = [];
  for (const entry of entries) {
    const held = placed.get(entry.id);
    if (!held) {
      unmatched.push({ id: entry.id, title: entry.title });
      continue;
    }
    const same = held.status === entry.status && held.score === entry.score && held.progress === entry.progress;
    const newerHere = held.updatedAt !== null && entry.updated_at !== undefined && held.updatedAt >= entry.updated_at;
    if (same || newerHere) continue;
    if (held.status === null) added++;
    else updated++;
    writes.push({
      series_id: held.seriesId,
      status: entry.status,
      score: entry.score,
      progress: entry.progress,
      updated_at: entry.updated_at ?? null,
    });
    if (startsFollowing(held.status ?? undefined, entry.status)) toFollow.push(held.seriesId);
  }
  if (!dryRun && writes.length > 0) {
    // A list of thousands is more than one bound value D1 takes: a statement a chunk, all in one batch.
    const upserts = jsonChunks(writes).map((chunk) =>
      app.db
        .insert(listEntries)
        .select(
          sql`SELECT ${userId}, value ->> 'series_id', value ->> 'status', value ->> 'score', value ->> 'progress', ${nowIso},
            coalesce(value ->> 'updated_at', ${nowIso}), NULL
          FROM json_each(${chunk}) WHERE true`,
        )
        .onConflictDoUpdate({
          target: [listEntries.userId, listEntries.seriesId],
          set: { ...takeExcluded, updatedAt: sql`excluded.updated_at` },
        }),
    );
    await app.db.batch([followAll(app, userId, toFollow), ...upserts]);
  }
  const matched = entries.length - unmatched.length;
  const written = dryRun ? [] : writes.map((write) => write.series_id);
  return { matched, added, updated, unchanged: matched - added - updated, unmatched, written };
}

/** A MyAnimeList export (app/domain/lists/mal-xml.ts), as a preview or in one batch. */
export async function importList(app: AppContext, userId: number, entries: MalEntry[], dryRun: boolean): Promise<ListImportView> {
  const foreign = entries.map(({ mal_id, ...entry }) => ({ ...entry, id: mal_id }));
  const { unmatched, written, ...counts } = await mergeForeignEntries(app, userId, "mal", foreign, dryRun);
  // What an export brought in goes to the viewer's trackers too; what a tracker's own pull brings does not go back.
  await queueListPushes(app, userId, written);
  return {
    dry_run: dryRun,
    ...counts,
    not_found: unmatched.length,
    not_found_entries: unmatched.map(({ id, title }) => ({ mal_id: id, title })),
  };
}

/**
 * A finished episode (FINISHED_SHARE of it watched, saveWatchPosition decides): the viewer's entry
 * for its series counts at least that episode as watched. Never backward, and never an entry the
 * viewer did not make. A statement for saveWatchPosition's batch.
 */
export function progressToEpisode(app: AppContext, userId: number, episodeId: number) {
  const episode = (column: typeof episodes.seriesId | typeof episodes.episodeNumber) =>
    sql`(SELECT ${column} FROM ${episodes} WHERE ${episodes.id} = ${episodeId})`;
  return app.db
    .update(listEntries)
    .set({ progress: episode(episodes.episodeNumber), updatedAt: nowIso })
    .where(
      and(
        eq(listEntries.userId, userId),
        eq(listEntries.seriesId, episode(episodes.seriesId)),
        sql`${listEntries.progress} < ${episode(episodes.episodeNumber)}`,
      ),
    );
}
