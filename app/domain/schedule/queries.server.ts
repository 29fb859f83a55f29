import { and, asc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import { cached } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { follows, scheduleEntries, series } from "~/.server/db/schema";
import type { AltTitle } from "~/lib/alt-titles";
import { notFound } from "~/lib/refusals";
import { addDays, todayIn } from "~/lib/dates";
import { scheduleCacheKey } from "./cache-keys";
import { SCHEDULE_DAYS } from "./schema";
import { keepShown, seriesShownTo, shownTo } from "~/domain/rating-caps/shown.server";
import type { SeriesRating } from "~/lib/vocabulary/series";

const entryColumns = {
  id: scheduleEntries.id,
  series_id: scheduleEntries.seriesId,
  series_title: series.title,
  series_alt_titles: series.altTitles,
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
  series_alt_titles: AltTitle[] | null;
  series_slug: string | null;
  title: string | null;
  air_date: string;
  air_time: string;
  episode_number: number | null;
  run_id: number | null;
};

const selectEntries = (app: AppContext) =>
  app.db.select(entryColumns).from(scheduleEntries).leftJoin(series, eq(series.id, scheduleEntries.seriesId));

/** An entry as KV keeps it: with its series' content rating, which caps it as it is read (listUpcomingSchedule). */
type KeptScheduleEntry = ScheduleEntry & { content_rating: SeriesRating | null };

/** The 14 days the schedule shows, from `today`. */
const scheduleDaysFrom = (today: string) =>
  and(gte(scheduleEntries.airDate, today), lte(scheduleEntries.airDate, addDays(today, SCHEDULE_DAYS - 1)));

/**
 * The entries of the 14 days from today (SITE_TIMEZONE), by date and time; cached in KV whole,
 * then left to what the audience may see (keepShown).
 */
export async function listUpcomingSchedule(app: AppContext): Promise<ScheduleEntry[]> {
  const today = todayIn(app.env.SITE_TIMEZONE);
  const kept: KeptScheduleEntry[] = await cached(app, scheduleCacheKey(today), () =>
    app.db
      .select({ ...entryColumns, content_rating: series.rating })
      .from(scheduleEntries)
      .leftJoin(series, eq(series.id, scheduleEntries.seriesId))
      .where(scheduleDaysFrom(today))
      .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime), asc(scheduleEntries.id)),
  );
  const shown = await keepShown(app, kept, (entry) => entry.content_rating);
  return shown.map(({ content_rating: _rating, ...entry }) => entry);
}

/** The 14 days of schedule from `today` for one series, or null when no series has that slug. */
export async function upcomingScheduleOf(
  app: AppContext,
  slug: string,
  today: string,
): Promise<{ title: string; altTitles: AltTitle[]; entries: ScheduleEntry[] } | null> {
  const [found] = await app.db
    .select({ id: series.id, title: series.title, altTitles: series.altTitles })
    .from(series)
    .where(and(eq(series.slug, slug), shownTo(app)))
    .limit(1);
  if (!found) return null;
  const rows = await app.db
    .select({
      id: scheduleEntries.id,
      title: scheduleEntries.title,
      air_date: scheduleEntries.airDate,
      air_time: scheduleEntries.airTime,
      episode_number: scheduleEntries.episodeNumber,
      run_id: scheduleEntries.runId,
    })
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.seriesId, found.id), scheduleDaysFrom(today)))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime), asc(scheduleEntries.id));
  return {
    title: found.title,
    altTitles: found.altTitles,
    entries: rows.map((row) => ({
      ...row,
      series_id: found.id,
      series_title: found.title,
      series_alt_titles: found.altTitles,
      series_slug: slug,
    })),
  };
}

/** The 14 days of schedule from `today` of the series a viewer follows (their private calendar). */
export function upcomingScheduleOfFollowed(app: AppContext, userId: number, today: string): Promise<ScheduleEntry[]> {
  const followed = app.db.select({ seriesId: follows.seriesId }).from(follows).where(eq(follows.userId, userId));
  return selectEntries(app)
    .where(and(inArray(scheduleEntries.seriesId, followed), scheduleDaysFrom(today), shownTo(app)))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime), asc(scheduleEntries.id));
}

/** What the episode page needs for its next-episode estimate. */
export async function listScheduleOfSeries(app: AppContext, seriesId: number) {
  const rows = await app.db
    .select({ episode: scheduleEntries.episodeNumber, air_date: scheduleEntries.airDate, air_time: scheduleEntries.airTime })
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.seriesId, seriesId), seriesShownTo(app, seriesId)))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime));
  return rows;
}

/** The schedule entry of a series' episode, for the episode page's next-episode estimate. */
export function scheduledAiringQuery(app: AppContext, seriesId: number | SQL, episodeNumber: number) {
  return app.db
    .select({ air_date: scheduleEntries.airDate, air_time: scheduleEntries.airTime })
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.seriesId, seriesId), eq(scheduleEntries.episodeNumber, episodeNumber)))
    .orderBy(asc(scheduleEntries.airDate), asc(scheduleEntries.airTime))
    .limit(1);
}

/** One entry, or a 404. */
export async function findScheduleEntry(app: AppContext, id: number): Promise<ScheduleEntry> {
  const [row] = await selectEntries(app).where(eq(scheduleEntries.id, id));
  if (!row) throw notFound("Schedule entry");
  return row;
}
