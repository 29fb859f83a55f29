import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import { cached, invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import type { Database } from "~/.server/db/client";
import { scheduleEntries, series } from "~/.server/db/schema";
import { DomainError, notFound } from "~/.server/errors";
import { addDays, todayIn } from "~/lib/dates";
import { SCHEDULE_DAYS, type ScheduleWrite } from "./schema";

export const scheduleCacheKey = (today: string) => `schedule:v1:${today}`;
export const currentScheduleCacheKey = (app: AppContext) => scheduleCacheKey(todayIn(app.env.SITE_TIMEZONE));

const entryColumns = {
  id: scheduleEntries.id,
  series_id: scheduleEntries.seriesId,
  series_title: series.title,
  series_slug: series.slug,
  title: scheduleEntries.title,
  air_date: scheduleEntries.airDate,
  air_time: scheduleEntries.airTime,
  episode_number: scheduleEntries.episodeNumber,
  run_id: scheduleEntries.runId,
};

export type ScheduleEntry = {
  id: number;
  series_id: number | null;
  series_title: string | null;
  series_slug: string | null;
  title: string | null;
  air_date: string;
  air_time: string;
  episode_number: number | null;
  run_id: number | null;
};

const selectEntries = (db: Database) =>
  db.select(entryColumns).from(scheduleEntries).leftJoin(series, eq(series.id, scheduleEntries.seriesId));

/** The 14 days the schedule shows, from `today`. */
const scheduleDaysFrom = (today: string) => and(gte(scheduleEntries.airDate, today), lte(scheduleEntries.airDate, addDays(today, SCHEDULE_DAYS - 1)));

/** The entries of the 14 days from today (SITE_TIMEZONE), by date and time; cached in KV. */
export function listUpcomingSchedule(app: AppContext): Promise<ScheduleEntry[]> {
  const today = todayIn(app.env.SITE_TIMEZONE);
  return cached(app, scheduleCacheKey(today), () =>
    selectEntries(app.db)
      .where(scheduleDaysFrom(today))
      .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime), asc(scheduleEntries.id)),
  );
}

/** The 14 days of schedule from `today` for one series, or null when no series has that slug. */
export async function upcomingScheduleOf(db: Database, slug: string, today: string): Promise<{ title: string; entries: ScheduleEntry[] } | null> {
  const [found] = await db.select({ id: series.id, title: series.title }).from(series).where(eq(series.slug, slug)).limit(1);
  if (!found) return null;
  const rows = await db
    .select({ id: scheduleEntries.id, title: scheduleEntries.title, air_date: scheduleEntries.airDate, air_time: scheduleEntries.airTime, episode_number: scheduleEntries.episodeNumber, run_id: scheduleEntries.runId })
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.seriesId, found.id), scheduleDaysFrom(today)))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime), asc(scheduleEntries.id));
  return { title: found.title, entries: rows.map((row) => ({ ...row, series_id: found.id, series_title: found.title, series_slug: slug })) };
}

/** What the episode page needs for its next-episode estimate. */
export async function listScheduleOfSeries(db: Database, seriesId: number) {
  const rows = await db
    .select({ episode: scheduleEntries.episodeNumber, air_date: scheduleEntries.airDate, air_time: scheduleEntries.airTime })
    .from(scheduleEntries)
    .where(eq(scheduleEntries.seriesId, seriesId))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime));
  return rows;
}

/** The schedule entry of a series' episode, for the episode page's next-episode estimate. */
export function scheduledAiringQuery(db: Database, seriesId: number | SQL, episodeNumber: number) {
  return db
    .select({ air_date: scheduleEntries.airDate, air_time: scheduleEntries.airTime })
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.seriesId, seriesId), eq(scheduleEntries.episodeNumber, episodeNumber)))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime))
    .limit(1);
}

async function findEntry(db: Database, id: number): Promise<ScheduleEntry> {
  const [row] = await selectEntries(db).where(eq(scheduleEntries.id, id));
  if (!row) throw notFound("Schedule entry");
  return row;
}

// An entry or run keeps a title of its own, so it still reads well after its series is deleted.
export async function slotOf(db: Database, input: Pick<ScheduleWrite, "series_id" | "title" | "air_time">) {
  let title = input.title ?? null;
  if (input.series_id) {
    const [linked] = await db.select({ title: series.title }).from(series).where(eq(series.id, input.series_id));
    if (!linked) throw new DomainError(404, "Series not found");
    title ??= linked.title;
  }
  return { seriesId: input.series_id ?? null, title, airTime: input.air_time };
}

const rowOf = async (db: Database, input: ScheduleWrite) => ({ ...(await slotOf(db, input)), airDate: input.air_date, episodeNumber: input.episode_number ?? null });

export async function createScheduleEntry(app: AppContext, input: ScheduleWrite): Promise<ScheduleEntry> {
  const [created] = await app.db.insert(scheduleEntries).values(await rowOf(app.db, input)).returning({ id: scheduleEntries.id });
  await invalidate(app, [currentScheduleCacheKey(app)]);
  return findEntry(app.db, created!.id);
}

export async function updateScheduleEntry(app: AppContext, id: number, input: ScheduleWrite): Promise<ScheduleEntry> {
  await findEntry(app.db, id);
  await app.db.update(scheduleEntries).set(await rowOf(app.db, input)).where(eq(scheduleEntries.id, id));
  await invalidate(app, [currentScheduleCacheKey(app)]);
  return findEntry(app.db, id);
}

export async function deleteScheduleEntry(app: AppContext, id: number) {
  await findEntry(app.db, id);
  await app.db.delete(scheduleEntries).where(eq(scheduleEntries.id, id));
  await invalidate(app, [currentScheduleCacheKey(app)]);
}
