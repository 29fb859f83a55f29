import { eq } from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { scheduleEntries, series } from "~/.server/db/schema";
import { DomainError } from "~/lib/refusals";
import { zonedDateTime } from "~/lib/dates";
import { currentScheduleCacheKey } from "./cache-keys";
import { findScheduleEntry, type ScheduleEntry } from "./queries.server";
import type { ScheduleWrite } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The schedule entry writes as the audit log names them. */
export const scheduleAudit = auditNames("schedule", "create", "update", "delete");

// An entry or run keeps a title of its own, so it still reads well after its series is deleted.
export async function slotOf(app: AppContext, input: Pick<ScheduleWrite, "series_id" | "title" | "air_time">) {
  let title = input.title ?? null;
  if (input.series_id) {
    const [linked] = await app.db.select({ title: series.title }).from(series).where(eq(series.id, input.series_id));
    if (!linked) throw new DomainError(404, "Series not found");
    title ??= linked.title;
  }
  return { seriesId: input.series_id ?? null, title, airTime: input.air_time };
}

const rowOf = async (app: AppContext, input: ScheduleWrite) => ({
  ...(await slotOf(app, input)),
  airDate: input.air_date,
  episodeNumber: input.episode_number ?? null,
});

export async function createScheduleEntry(app: AppContext, input: ScheduleWrite): Promise<ScheduleEntry> {
  const [created] = await app.db
    .insert(scheduleEntries)
    .values(await rowOf(app, input))
    .returning({ id: scheduleEntries.id });
  await invalidate(app, [currentScheduleCacheKey(app)]);
  return findScheduleEntry(app, created!.id);
}

export async function updateScheduleEntry(app: AppContext, id: number, input: ScheduleWrite): Promise<ScheduleEntry> {
  await findScheduleEntry(app, id);
  await app.db
    .update(scheduleEntries)
    .set(await rowOf(app, input))
    .where(eq(scheduleEntries.id, id));
  await invalidate(app, [currentScheduleCacheKey(app)]);
  return findScheduleEntry(app, id);
}

export async function deleteScheduleEntry(app: AppContext, id: number) {
  await findScheduleEntry(app, id);
  await app.db.delete(scheduleEntries).where(eq(scheduleEntries.id, id));
  await invalidate(app, [currentScheduleCacheKey(app)]);
}

// D1 binds at most 100 values per statement; an entry binds 5 or 6 (a run's id is SQL or a value).
const ENTRIES_PER_INSERT = 16;

/** Inserts of schedule entries, as many statements as D1's bound values need. */
export const entryInserts = (app: AppContext, entries: SQLiteInsertValue<typeof scheduleEntries>[]) =>
  Array.from({ length: Math.ceil(entries.length / ENTRIES_PER_INSERT) }, (_, index) =>
    app.db.insert(scheduleEntries).values(entries.slice(index * ENTRIES_PER_INSERT, (index + 1) * ENTRIES_PER_INSERT)),
  );

/**
 * Puts a series' coming episodes on the schedule at the site's time for each instant (a source's
 * air times), in one write; an episode it already lists is left as it is. Answers how many it added.
 */
export async function addScheduleEntries(
  app: AppContext,
  seriesId: number,
  title: string,
  airings: { episode: number; airs_at: string }[],
): Promise<number> {
  if (airings.length === 0) return 0;
  const rows = airings.map((airing) => {
    const { date, time } = zonedDateTime(new Date(airing.airs_at), app.env.SITE_TIMEZONE);
    return { seriesId, title, airDate: date, airTime: time, episodeNumber: airing.episode };
  });
  const listed = await app.db
    .select({ episode: scheduleEntries.episodeNumber })
    .from(scheduleEntries)
    .where(eq(scheduleEntries.seriesId, seriesId));
  const known = new Set(listed.map((row) => row.episode));
  const added = rows.filter((row) => !known.has(row.episodeNumber));
  const [first, ...rest] = entryInserts(app, added);
  if (!first) return 0;
  await app.db.batch([first, ...rest]);
  await invalidate(app, [currentScheduleCacheKey(app)]);
  return added.length;
}
