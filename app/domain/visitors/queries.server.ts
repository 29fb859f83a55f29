import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { episodeViewsDaily, series, visits } from "~/.server/db/schema";
import { addDays } from "~/lib/dates";
import type { SeriesKey } from "../episodes/queries.server";
import type { VisitorsFilter, WatchStatsFilter } from "./schema";

export type VisitSource = { ip: string | null; userAgent: string | null; referrer: string | null; url: string; /** When it happened (ISO); now when left out. */ at?: string };

/** DECISIONS: how_came is the utm_source parameter, else the referrer's host, else "direct". */
export function howCame(pageUrl: string, referrer: string | null): string {
  const utm = safeUrl(pageUrl)?.searchParams.get("utm_source")?.trim();
  if (utm) return utm.slice(0, 200);
  return safeUrl(referrer ?? "")?.hostname || "direct";
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const visitRow = (source: VisitSource) => {
  const page = safeUrl(source.url);
  return {
    visitTime: source.at ?? new Date().toISOString(),
    ip: source.ip,
    userAgent: source.userAgent?.slice(0, 500) ?? null,
    referrer: source.referrer?.slice(0, 1000) || null,
    path: page ? page.pathname.slice(0, 500) : null,
    howCame: howCame(source.url, source.referrer),
  };
};

/** The insert of some visits: one statement, to await or to put in a batch. */
export const logVisits = (db: Database, sources: VisitSource[]) => db.insert(visits).values(sources.map(visitRow));

export async function logVisit(db: Database, source: VisitSource) {
  await logVisits(db, [source]);
}

export function listVisits(db: Database, filter: VisitorsFilter = {}) {
  return db
    .select({
      id: visits.id,
      visit_time: visits.visitTime,
      ip: visits.ip,
      user_agent: visits.userAgent,
      referrer: visits.referrer,
      path: visits.path,
      how_came: visits.howCame,
    })
    .from(visits)
    .where(
      and(
        filter.date ? and(gte(visits.visitTime, filter.date), lt(visits.visitTime, addDays(filter.date, 1))) : undefined,
        filter.referrer ? sql`${visits.referrer} LIKE ${`%${filter.referrer}%`}` : undefined,
        filter.how_came ? eq(visits.howCame, filter.how_came) : undefined,
      ),
    )
    .orderBy(desc(visits.visitTime), desc(visits.id))
    .limit(filter.limit ?? 20)
    .offset(filter.offset ?? 0);
}

/**
 * `views` more views of a series' episodes on `day` (an upsert, so concurrent counts all add up).
 * Written as INSERT … SELECT: a series that is gone by now counts nowhere instead of failing.
 */
export function countEpisodeView(db: Database, seriesId: SeriesKey, day: string, views = 1) {
  const counted = db
    .select({ seriesId: series.id, day: sql<string>`${day}`.as("day"), views: sql<number>`${views}`.as("views") })
    .from(series)
    .where(eq(series.id, seriesId));
  return db
    .insert(episodeViewsDaily)
    .select(counted)
    .onConflictDoUpdate({ target: [episodeViewsDaily.seriesId, episodeViewsDaily.day], set: { views: sql`${episodeViewsDaily.views} + excluded.views` } });
}

export function watchStats(db: Database, filter: WatchStatsFilter = {}) {
  return db
    .select({ series_id: episodeViewsDaily.seriesId, title: series.title, views: episodeViewsDaily.views, date: episodeViewsDaily.day })
    .from(episodeViewsDaily)
    .innerJoin(series, eq(series.id, episodeViewsDaily.seriesId))
    .where(and(filter.from ? gte(episodeViewsDaily.day, filter.from) : undefined, filter.to ? lte(episodeViewsDaily.day, filter.to) : undefined))
    .orderBy(desc(episodeViewsDaily.day), desc(episodeViewsDaily.views));
}
