import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { episodeViewsDaily, series, visits } from "~/.server/db/schema";
import { addDays } from "~/lib/dates";
import type { SeriesKey } from "../episodes/queries.server";
import type { VisitorsFilter, WatchStatsFilter } from "./schema";

export type VisitSource = { ip: string | null; userAgent: string | null; referrer: string | null; url: string };

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

export async function logVisit(db: Database, source: VisitSource) {
  const page = safeUrl(source.url);
  await db.insert(visits).values({
    ip: source.ip,
    userAgent: source.userAgent?.slice(0, 500) ?? null,
    referrer: source.referrer?.slice(0, 1000) || null,
    path: page ? page.pathname.slice(0, 500) : null,
    howCame: howCame(source.url, source.referrer),
  });
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

/** One more view of a series' episodes on `day` (an upsert, so concurrent views all count). */
export async function countEpisodeView(db: Database, seriesId: SeriesKey, day: string) {
  await db
    .insert(episodeViewsDaily)
    .values({ seriesId, day, views: 1 })
    .onConflictDoUpdate({ target: [episodeViewsDaily.seriesId, episodeViewsDaily.day], set: { views: sql`${episodeViewsDaily.views} + 1` } });
}

export function watchStats(db: Database, filter: WatchStatsFilter = {}) {
  return db
    .select({ series_id: episodeViewsDaily.seriesId, title: series.title, views: episodeViewsDaily.views, date: episodeViewsDaily.day })
    .from(episodeViewsDaily)
    .innerJoin(series, eq(series.id, episodeViewsDaily.seriesId))
    .where(and(filter.from ? gte(episodeViewsDaily.day, filter.from) : undefined, filter.to ? lte(episodeViewsDaily.day, filter.to) : undefined))
    .orderBy(desc(episodeViewsDaily.day), desc(episodeViewsDaily.views));
}
