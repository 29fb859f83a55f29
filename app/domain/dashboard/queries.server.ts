// What the admin dashboard shows: each figure one small query, all read together.
import { and, count, desc, eq, gte, lte, notExists, sql, sum } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { comments, episodeViewsDaily, scheduleEntries, series } from "~/.server/db/schema";
import { SCHEDULE_DAYS } from "~/domain/schedule/schema";
import { countOpenReports } from "~/domain/player-reports/queries.server";
import { dailyVisits, visitSources } from "~/domain/visitors/retention.server";
import { addDays } from "~/lib/dates";
import { CHART_DAYS } from "./period";

const TOP_SERIES = 8;
const IDLE_SHOWN = 10;

/** Episode views per series in [from, to], most first. */
export function topSeriesByViews(db: Database, from: string, to: string, limit = TOP_SERIES) {
  const views = sum(episodeViewsDaily.views).mapWith(Number);
  return db
    .select({ id: series.id, title: series.title, views })
    .from(episodeViewsDaily)
    .innerJoin(series, eq(series.id, episodeViewsDaily.seriesId))
    .where(and(gte(episodeViewsDaily.day, from), lte(episodeViewsDaily.day, to)))
    .groupBy(series.id)
    .orderBy(desc(views), series.title)
    .limit(limit);
}

/** Episode views per day in [from, to], all series together. */
export function viewsPerDay(db: Database, from: string, to: string) {
  const views = sum(episodeViewsDaily.views).mapWith(Number);
  return db.select({ day: episodeViewsDaily.day, views }).from(episodeViewsDaily).where(and(gte(episodeViewsDaily.day, from), lte(episodeViewsDaily.day, to))).groupBy(episodeViewsDaily.day).orderBy(episodeViewsDaily.day);
}

/** Every day of [from, from + days), zero where nothing was counted, so a chart's axis is time. */
export function everyDay(from: string, days: number, rows: { day: string; value: number }[]) {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return Array.from({ length: days }, (_, index) => addDays(from, index)).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/** Series marked Ongoing with nothing on the schedule in the next 14 days (the first few, and how many). */
function idleOngoing(db: Database, today: string) {
  const scheduled = db
    .select({ one: sql`1` })
    .from(scheduleEntries)
    .where(and(sql`${scheduleEntries.seriesId} = "series"."id"`, gte(scheduleEntries.airDate, today), lte(scheduleEntries.airDate, addDays(today, SCHEDULE_DAYS - 1))));
  const idle = and(eq(series.status, "Ongoing"), notExists(scheduled));
  return [db.select({ id: series.id, title: series.title, slug: series.slug }).from(series).where(idle).orderBy(series.title).limit(IDLE_SHOWN), db.select({ total: count() }).from(series).where(idle)] as const;
}

export async function readDashboard(db: Database, today: string) {
  const from = addDays(today, -(CHART_DAYS - 1));
  const [idleShown, idleCount] = idleOngoing(db, today);
  const [visitsPerDay, sources, top, [waiting], idle, [idleTotal], openReports] = await Promise.all([
    dailyVisits(db, from, today),
    visitSources(db, from, today),
    topSeriesByViews(db, addDays(today, -6), today),
    db.select({ total: count() }).from(comments).where(eq(comments.approved, false)),
    idleShown,
    idleCount,
    countOpenReports(db),
  ]);
  return {
    visits: everyDay(from, CHART_DAYS, visitsPerDay.map((row) => ({ day: row.day, value: row.visits }))),
    sources,
    topSeries: top,
    commentsWaiting: waiting?.total ?? 0,
    openReports,
    idleOngoing: { shown: idle, total: idleTotal?.total ?? 0 },
  };
}
