// Writing a viewer's list: one series' entry set or removed, a MyAnimeList export brought in (as
// a preview or in one batch), and the progress a finished episode moves forward.
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, follows, listEntries, nowIso, series } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import type { ListStatus } from "~/lib/vocabulary/list-statuses";
import type { MalEntry } from "./mal-xml";
import { listEntryOf } from "./queries.server";
import type { ListImportView } from "./responses";
import type { ListEntryChange } from "./schema";

/** Statuses that follow the series when an entry comes to them (docs/decisions/037-viewer-lists.md). */
const FOLLOWING_STATUSES: readonly ListStatus[] = ["watching", "plan_to_watch"];
const startsFollowing = (before: ListStatus | undefined, after: ListStatus) =>
  FOLLOWING_STATUSES.includes(after) && !(before && FOLLOWING_STATUSES.includes(before));

const followAll = (app: AppContext, userId: number, seriesIds: number[]) =>
  app.db
    .insert(follows)
    .select(
      sql`SELECT ${userId}, ${series.id}, ${nowIso} FROM ${series} WHERE ${series.id} IN (SELECT value FROM json_each(${JSON.stringify(seriesIds)}))`,
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
      sql`SELECT ${userId}, ${series.id}, ${change.status}, ${score}, ${progress}, ${nowIso}, ${nowIso} FROM ${series} WHERE ${series.id} = ${seriesId}`,
    )
    .onConflictDoUpdate({ target: [listEntries.userId, listEntries.seriesId], set: takeExcluded, setWhere: changed });
  const follow = startsFollowing(before?.status, change.status) ? [followAll(app, userId, [seriesId])] : [];
  const [written] = await app.db.batch([upsert, ...follow]);
  if (written.meta.changes === 0 && !before) throw notFound("Series");
}

/** Takes the series off the viewer's list (the follow stays: it has its own switch); answers whether it was there. */
export async function removeListEntry(app: AppContext, userId: number, seriesId: number) {
  const removed = await app.db.delete(listEntries).where(and(eq(listEntries.userId, userId), eq(listEntries.seriesId, seriesId)));
  return removed.meta.changes > 0;
}

type Placed = { seriesId: number; malId: number; status: ListStatus | null; score: number | null; progress: number | null };

/** Each entry's series by its MyAnimeList id, with the viewer's entry for it when there is one: one read by the ids' unique index. */
function placeEntries(app: AppContext, userId: number, malIds: number[]) {
  return app.db.all<Placed>(sql`SELECT ${series.id} AS seriesId, ${series.malId} AS malId, ${listEntries.status} AS status,
      ${listEntries.score} AS score, ${listEntries.progress} AS progress
    FROM json_each(${JSON.stringify(malIds)}) AS wanted JOIN ${series} ON ${series.malId} = wanted.value
    LEFT JOIN ${listEntries} ON ${listEntries.userId} = ${userId} AND ${listEntries.seriesId} = ${series.id}`);
}

/**
 * A MyAnimeList export (app/domain/lists/mal-xml.ts) matched to the catalogue by MyAnimeList id:
 * what it would add, change and leave, and the entries no series has. Unless `dryRun`, every added
 * or changed entry is written (and a new Watching or Plan to watch followed) in one batch.
 */
export async function importList(app: AppContext, userId: number, entries: MalEntry[], dryRun: boolean): Promise<ListImportView> {
  const rows = await placeEntries(
    app,
    userId,
    entries.map((entry) => entry.mal_id),
  );
  const placed = new Map(rows.map((row) => [row.malId, row]));
  const writes: { series_id: number; status: ListStatus; score: number | null; progress: number }[] = [];
  const toFollow: number[] = [];
  let added = 0;
  let updated = 0;
  const notFoundEntries: ListImportView["not_found_entries"] = [];
  for (const entry of entries) {
    const held = placed.get(entry.mal_id);
    if (!held) {
      notFoundEntries.push({ mal_id: entry.mal_id, title: entry.title });
      continue;
    }
    const same = held.status === entry.status && held.score === entry.score && held.progress === entry.progress;
    if (same) continue;
    if (held.status === null) added++;
    else updated++;
    writes.push({ series_id: held.seriesId, status: entry.status, score: entry.score, progress: entry.progress });
    if (startsFollowing(held.status ?? undefined, entry.status)) toFollow.push(held.seriesId);
  }
  const matched = entries.length - notFoundEntries.length;
  if (!dryRun && writes.length > 0) {
    const upsert = app.db
      .insert(listEntries)
      .select(
        sql`SELECT ${userId}, value ->> 'series_id', value ->> 'status', value ->> 'score', value ->> 'progress', ${nowIso}, ${nowIso}
          FROM json_each(${JSON.stringify(writes)}) WHERE true`,
      )
      .onConflictDoUpdate({ target: [listEntries.userId, listEntries.seriesId], set: takeExcluded });
    await app.db.batch([upsert, followAll(app, userId, toFollow)]);
  }
  return {
    dry_run: dryRun,
    matched,
    added,
    updated,
    unchanged: matched - added - updated,
    not_found: notFoundEntries.length,
    not_found_entries: notFoundEntries,
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
