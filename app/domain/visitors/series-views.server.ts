// Each series' views so far (series_views, what search orders ties by) are summed here once a day,
// by the Cron Trigger (workers/maintenance.ts), instead of by a trigger on every episode view: a
// view writes only its day's row. docs/decisions/054-series-views-by-maintenance.md.
import { and, eq, gt, lt, lte, sql, sum } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodeViewsDaily, rollups, seriesViews } from "~/.server/db/schema";
import { addDays, todayIn } from "~/lib/dates";

const rolled = eq(rollups.name, "series_views");

/**
 * Adds the days after the last one added, up to yesterday in the site's time zone (views are
 * counted on its days, and today's are not over), in one batch: safe to run again.
 */
export async function rollUpSeriesViews(app: AppContext, now = new Date()) {
  const through = addDays(todayIn(app.env.SITE_TIMEZONE, now), -1);
  const after = sql`(SELECT ${rollups.through} FROM ${rollups} WHERE ${rolled})`;
  const days = app.db
    .select({ seriesId: episodeViewsDaily.seriesId, views: sql<number>`${sum(episodeViewsDaily.views)}`.as("views") })
    .from(episodeViewsDaily)
    .where(and(gt(episodeViewsDaily.day, after), lte(episodeViewsDaily.day, through)))
    .groupBy(episodeViewsDaily.seriesId);
  const [added] = await app.db.batch([
    app.db
      .insert(seriesViews)
      .select(days)
      .onConflictDoUpdate({ target: seriesViews.seriesId, set: { views: sql`${seriesViews.views} + excluded.views` } }),
    // Never back: a time zone moved west makes yesterday a day already added.
    app.db
      .update(rollups)
      .set({ through })
      .where(and(rolled, lt(rollups.through, through))),
  ]);
  return { through, series: added.meta.changes };
}
