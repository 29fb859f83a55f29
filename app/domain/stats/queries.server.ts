// A viewer's stats read (decision 076): the year's watched episodes along their index, the series
// they belong to, the viewer's scores for those and the series completed in the year, in one
// round trip; counted in the isolate (a year of watching is a few thousand rows at most).
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { listEntries, series, watchEvents } from "~/.server/db/schema";
import { todayIn } from "~/lib/dates";
import { visibleTags } from "~/lib/display";
import { shownTo } from "~/domain/rating-caps/shown.server";
import { measureYear, type WatchedSeries } from "./measure";
import type { ViewerStatsView } from "./responses";
import { yearIn } from "./zone";

/** The most episodes a year counts: one every 25 minutes, day and night. */
const YEAR_MAX = 21_000;

export async function getViewerStats(
  app: AppContext,
  userId: number,
  { year, tz }: { year?: number | null; tz?: string },
): Promise<ViewerStatsView> {
  const timeZone = tz ?? app.env.SITE_TIMEZONE;
  const counted = year ?? Number(todayIn(timeZone).slice(0, 4));
  const { start, end, localTime } = yearIn(counted, timeZone);
  const inYear = and(eq(watchEvents.userId, userId), gte(watchEvents.watchedAt, start), lt(watchEvents.watchedAt, end));
  const yearSeries = app.db.selectDistinct({ id: watchEvents.seriesId }).from(watchEvents).where(inYear);
  const [watched, shown, scored, [completed]] = await app.db.batch([
    app.db
      .select({
        seriesId: watchEvents.seriesId,
        watchedAt: watchEvents.watchedAt,
        duration: watchEvents.duration,
        audio: watchEvents.audio,
      })
      .from(watchEvents)
      .where(inYear)
      .orderBy(asc(watchEvents.watchedAt))
      .limit(YEAR_MAX),
    app.db
      .select({
        id: series.id,
        slug: series.slug,
        title: series.title,
        studio: series.studio,
        genreList: series.genreList,
        tags: series.tags,
      })
      .from(series)
      // A shared year is read for whoever opens it: its series above their cap go unnamed (decision 073).
      .where(and(inArray(series.id, yearSeries), shownTo(app))),
    app.db
      .select({ seriesId: listEntries.seriesId, score: listEntries.score })
      .from(listEntries)
      .where(and(eq(listEntries.userId, userId), sql`${listEntries.score} IS NOT NULL`, inArray(listEntries.seriesId, yearSeries))),
    app.db
      .select({ n: sql<number>`count(*)` })
      .from(listEntries)
      .where(
        and(
          eq(listEntries.userId, userId),
          eq(listEntries.status, "completed"),
          gte(listEntries.completedAt, start),
          lt(listEntries.completedAt, end),
        ),
      ),
  ]);
  const seriesById = new Map(
    shown.map((row): [number, WatchedSeries] => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        studio: row.studio,
        genres: (JSON.parse(row.genreList) as [number, string][]).map(([, name]) => name),
        tags: visibleTags(row.tags),
      },
    ]),
  );
  const scores = new Map(scored.map((entry) => [entry.seriesId, entry.score!]));
  return {
    year: counted,
    time_zone: timeZone,
    completed: completed?.n ?? 0,
    ...measureYear(watched, seriesById, scores, localTime),
  };
}
