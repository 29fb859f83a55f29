// What the admin dashboard shows: each figure one small query, all read together.
import { and, count, desc, eq, gte, lte, notExists, sql, sum } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { comments, episodeViewsDaily, scheduleEntries, series } from "~/.server/db/schema";
import { SCHEDULE_DAYS } from "~/domain/schedule/schema";
import { countOpenReports } from "~/domain/player-reports/queries.server";
import { mostFollowedSeries } from "~/domain/follows/queries.server";
import { dailyVisits, visitSources } from "~/domain/visitors/retention.server";
import { addDays } from "~/lib/dates";
import { CHART_DAYS, everyDay } from "./period";

const TOP_SERIES = 8;
const IDLE_SHOWN = 10;

/** Episode views per series in [from, to], most first. */
export function topSeriesByViews(app: AppContext, from: string, to: string, limit = TOP_SERIES) {
  const views = sum(episodeViewsDaily.views).mapWith(Number);
  return app.db
    .select({ id: series.id, title: series.title, views })
    .from(episodeViewsDaily)
    .innerJoin(series, eq(series.id, episodeViewsDaily.seriesId))
    .where(and(gte(episodeViewsDaily.day, from), lte(episodeViewsDaily.day, to)))
    .groupBy(series.id)
    .orderBy(desc(views), series.title)
    .limit(limit);
}

/** Episode views per day in [from, to], all series together. */
export function viewsPerDay(app: AppContext, from: string, to: string) {
  const views = sum(episodeViewsDaily.views).mapWith(Number);
  return app.db
    .select({ day: episodeViewsDaily.day, views })
    .from(episodeViewsDaily)
    .where(and(gte(episodeViewsDaily.day, from), lte(episodeViewsDaily.day, to)))
    .groupBy(episodeViewsDaily.day)
    .orderBy(episodeViewsDaily.day);
}

/** Series marked Ongoing with nothing on the schedule in the next 14 days (the first few, and how many). */
function idleOngoing(app: AppContext, today: string) {
  const scheduled = app.db
    .select({ one: sql`1` })
    .from(scheduleEntries)
    .where(
      and(
        sql`${scheduleEntries.seriesId} = "series"."id"`,
        gte(scheduleEntries.airDate, today),
        lte(scheduleEntries.airDate, addDays(today, SCHEDULE_DAYS - 1)),
      ),
    );
  const idle = and(eq(series.status, "Ongoing"), notExists(scheduled));
  return [
    app.db
      .select({ id: series.id, title: series.title, slug: series.slug })
      .from(series)
      .where(idle)
      .orderBy(series.title)
      .limit(IDLE_SHOWN),
    app.db.select({ total: count() }).from(series).where(idle),
  ] as const;
}

export async function readDashboard(app: AppContext, today: string) {
  const from = addDays(today, -(CHART_DAYS - 1));
  const [idleShown, idleCount] = idleOngoing(app, today);
  const [visitsPerDay, sources, top, [waiting], idle, [idleTotal], openReports, followed] = await Promise.all([
    dailyVisits(app, from, today),
    visitSources(app, from, today),
    topSeriesByViews(app, addDays(today, -6), today),
    app.db.select({ total: count() }).from(comments).where(eq(comments.approved, false)),
    idleShown,
    idleCount,
    countOpenReports(app),
    mostFollowedSeries(app),
  ]);
  return {
    visits: everyDay(
      from,
      CHART_DAYS,
      visitsPerDay.map((row) => ({ day: row.day, value: row.visits })),
    ),
    sources,
    topSeries: top,
    commentsWaiting: waiting?.total ?? 0,
    openReports,
    idleOngoing: { shown: idle, total: idleTotal?.total ?? 0 },
    mostFollowed: followed,
  };
}
