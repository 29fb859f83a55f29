import { asc, count, eq, gte, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { scheduleEntries, scheduleRuns, series } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { currentScheduleCacheKey } from "./cache-keys";
import { entryInserts, slotOf } from "./commands.server";
import { firstWeekdayFrom, runAirings, weekdayOf } from "./runs";
import type { ScheduleRunWrite, Weekday } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The weekly run writes as the audit log names them. */
export const scheduleRunAudit = auditNames("schedule/runs", "create", "update", "delete");

export type ScheduleRun = {
  id: number;
  series_id: number | null;
  series_title: string | null;
  title: string | null;
  weekday: Weekday;
  first_date: string;
  last_date: string;
  air_time: string;
  first_episode: number | null;
  weeks: number;
};

const runColumns = {
  id: scheduleRuns.id,
  series_id: scheduleRuns.seriesId,
  // A subquery, not a join: D1's batch answers rows keyed by column name, so a join's two `title`s would collide.
  series_title: sql<string | null>`(SELECT ${series.title} FROM ${series} WHERE ${series.id} = ${scheduleRuns.seriesId})`,
  title: scheduleRuns.title,
  first_date: scheduleRuns.firstDate,
  last_date: scheduleRuns.lastDate,
  air_time: scheduleRuns.airTime,
  first_episode: scheduleRuns.firstEpisode,
  weeks: scheduleRuns.weeks,
};

const selectRuns = (app: AppContext) => app.db.select(runColumns).from(scheduleRuns);
const withWeekday = <T extends { first_date: string }>(run: T) => ({ ...run, weekday: weekdayOf(run.first_date) });

/** Runs still airing on or after `today`, soonest first, one window of them and how many there are. */
export async function findCurrentRuns(app: AppContext, today: string, window: { limit: number; offset: number }) {
  const current = gte(scheduleRuns.lastDate, today);
  const [rows, [counted]] = await app.db.batch([
    selectRuns(app)
      .where(current)
      .orderBy(asc(scheduleRuns.firstDate), asc(scheduleRuns.airTime), asc(scheduleRuns.id))
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(scheduleRuns).where(current),
  ]);
  return { items: rows.map(withWeekday) as ScheduleRun[], total: counted?.total ?? 0 };
}

export async function scheduleRunOrNull(app: AppContext, id: number): Promise<ScheduleRun | null> {
  const [row] = await selectRuns(app).where(eq(scheduleRuns.id, id));
  return row ? withWeekday(row) : null;
}

export async function findScheduleRun(app: AppContext, id: number): Promise<ScheduleRun> {
  const run = await scheduleRunOrNull(app, id);
  if (!run) throw notFound("Schedule run");
  return run;
}

/** The run's row and the inserts of its entries, which name their run with `runId`. */
async function runPlan(app: AppContext, input: ScheduleRunWrite, runId: number | SQL) {
  const slot = await slotOf(app, input);
  const firstDate = firstWeekdayFrom(input.starts_on, input.weekday);
  const airings = runAirings(firstDate, input.weeks, input.first_episode ?? null);
  const run = { ...slot, firstDate, lastDate: airings.at(-1)!.air_date, firstEpisode: input.first_episode ?? null, weeks: input.weeks };
  const entries = airings.map((airing) => ({ ...slot, airDate: airing.air_date, episodeNumber: airing.episode_number, runId }));
  return { run, inserts: entryInserts(app, entries) };
}

type Statements = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/** Creates the run and every entry of it in one batch (one transaction): all of them or none. */
export async function createScheduleRun(app: AppContext, input: ScheduleRunWrite): Promise<ScheduleRun> {
  // Inside the batch's transaction the newest run is the one just inserted (AUTOINCREMENT ids only grow).
  const { run, inserts } = await runPlan(app, input, sql`(SELECT max(${scheduleRuns.id}) FROM ${scheduleRuns})`);
  const [[created]] = await app.db.batch([app.db.insert(scheduleRuns).values(run).returning({ id: scheduleRuns.id }), ...inserts]);
  await invalidate(app, [currentScheduleCacheKey(app)]);
  return findScheduleRun(app, created!.id);
}

/**
 * Edits the whole run: its entries are made again from the new definition, so an entry edited
 * on its own takes the run's values again (decision 018).
 */
export async function updateScheduleRun(app: AppContext, id: number, input: ScheduleRunWrite): Promise<ScheduleRun> {
  await findScheduleRun(app, id);
  const { run, inserts } = await runPlan(app, input, id);
  await app.db.batch([
    app.db.update(scheduleRuns).set(run).where(eq(scheduleRuns.id, id)),
    app.db.delete(scheduleEntries).where(eq(scheduleEntries.runId, id)),
    ...inserts,
  ] as Statements);
  await invalidate(app, [currentScheduleCacheKey(app)]);
  return findScheduleRun(app, id);
}

export async function deleteScheduleRun(app: AppContext, id: number) {
  await findScheduleRun(app, id);
  await app.db.batch([
    app.db.delete(scheduleEntries).where(eq(scheduleEntries.runId, id)),
    app.db.delete(scheduleRuns).where(eq(scheduleRuns.id, id)),
  ]);
  await invalidate(app, [currentScheduleCacheKey(app)]);
}

/** The entries of a run, by date: what the run screen lists under the run being edited. */
export function listRunEntries(app: AppContext, runId: number) {
  return app.db
    .select({
      id: scheduleEntries.id,
      air_date: scheduleEntries.airDate,
      air_time: scheduleEntries.airTime,
      episode_number: scheduleEntries.episodeNumber,
      title: scheduleEntries.title,
    })
    .from(scheduleEntries)
    .where(eq(scheduleEntries.runId, runId))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime));
}
