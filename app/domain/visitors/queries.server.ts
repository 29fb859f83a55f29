import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodeViewsDaily, series, visits } from "~/.server/db/schema";
import { addDays } from "~/lib/dates";
import type { VisitorsFilter, WatchStatsFilter } from "./schema";

export function listVisits(app: AppContext, filter: VisitorsFilter = {}) {
  return app.db
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

export function watchStats(app: AppContext, filter: WatchStatsFilter = {}) {
  return app.db
    .select({ series_id: episodeViewsDaily.seriesId, title: series.title, views: episodeViewsDaily.views, date: episodeViewsDaily.day })
    .from(episodeViewsDaily)
    .innerJoin(series, eq(series.id, episodeViewsDaily.seriesId))
    .where(
      and(filter.from ? gte(episodeViewsDaily.day, filter.from) : undefined, filter.to ? lte(episodeViewsDaily.day, filter.to) : undefined),
    )
    .orderBy(desc(episodeViewsDaily.day), desc(episodeViewsDaily.views));
}
