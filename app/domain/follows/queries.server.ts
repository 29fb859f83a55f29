// My List: the viewer's followed series, newest episode first, each with how many of the episodes
// added since the follow the viewer has not opened. Reads go by the viewer's key (follows' primary
// key) and each followed series' episodes (episodes' series index): a list costs its own rows.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { seenEpisodes, episodes, follows, series } from "~/.server/db/schema";
import { seriesImage } from "~/lib/images";
import type { FollowedSeriesView } from "./responses";
import type { FollowsWindow } from "./schema";
import { shownTo } from "~/domain/rating-caps/shown.server";

export async function isFollowing(app: AppContext, userId: number, seriesId: number) {
  const [row] = await app.db
    .select({ seriesId: follows.seriesId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.seriesId, seriesId)));
  return row !== undefined;
}

const newestEpisode = sql<
  string | null
>`(SELECT max(${episodes.createdAt}) FROM ${episodes} WHERE ${episodes.seriesId} = ${follows.seriesId})`;
const newestNumber = sql<
  number | null
>`(SELECT ${episodes.episodeNumber} FROM ${episodes} WHERE ${episodes.seriesId} = ${follows.seriesId} ORDER BY ${episodes.createdAt} DESC, ${episodes.episodeNumber} DESC LIMIT 1)`;
const unopenedSinceFollow = sql<number>`(SELECT count(*) FROM ${episodes} WHERE ${episodes.seriesId} = ${follows.seriesId} AND ${episodes.createdAt} > ${follows.createdAt}
  AND NOT EXISTS (SELECT 1 FROM ${seenEpisodes} WHERE ${seenEpisodes.userId} = ${follows.userId} AND ${seenEpisodes.episodeId} = ${episodes.id}))`;

/** A page of the viewer's followed series, newest episode first (series without one last), and how many they follow. */
export async function findFollowedSeries(
  app: AppContext,
  userId: number,
  window: FollowsWindow & { limit: number },
): Promise<{ items: FollowedSeriesView[]; total: number }> {
  const [rows, total] = await Promise.all([
    app.db
      .select({
        series_id: series.id,
        slug: series.slug,
        title: series.title,
        cover_image: series.coverImage,
        image: series.image,
        followed_at: follows.createdAt,
        newest_at: newestEpisode,
        newest_number: newestNumber,
        new_episodes: unopenedSinceFollow,
      })
      .from(follows)
      .innerJoin(series, eq(series.id, follows.seriesId))
      .where(and(eq(follows.userId, userId), shownTo(app)))
      .orderBy(sql`${newestEpisode} IS NULL`, desc(newestEpisode), desc(follows.createdAt))
      .limit(window.limit)
      .offset(window.offset ?? 0),
    countFollows(app, userId),
  ]);
  const items = rows.map((row) => ({
    series_id: row.series_id,
    slug: row.slug,
    title: row.title,
    cover: seriesImage(row),
    followed_at: row.followed_at,
    newest_episode:
      row.newest_at && row.newest_number !== null ? { episode_number: Number(row.newest_number), added_at: row.newest_at } : null,
    new_episodes: Number(row.new_episodes),
  }));
  return { items, total };
}

/** How many series the viewer follows (My List's Following tab). */
export async function countFollows(app: AppContext, userId: number) {
  const [counted] = await app.db.select({ total: count() }).from(follows).where(eq(follows.userId, userId));
  return counted?.total ?? 0;
}

/** How many viewers follow each of these series (the admin's series table): read from the series index, no follow row touched beyond theirs. */
export async function followerCounts(app: AppContext, seriesIds: number[]): Promise<Map<number, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await app.db
    .select({ seriesId: follows.seriesId, followers: count() })
    .from(follows)
    .where(inArray(follows.seriesId, seriesIds))
    .groupBy(follows.seriesId);
  return new Map(rows.map((row) => [row.seriesId, row.followers]));
}

/** The most followed series (the admin dashboard). Reads every follow once, by the series index: an admin page, not a hot one. */
export function mostFollowedSeries(app: AppContext, limit = 5) {
  return app.db
    .select({ id: series.id, title: series.title, followers: count() })
    .from(follows)
    .innerJoin(series, eq(series.id, follows.seriesId))
    .groupBy(follows.seriesId)
    .orderBy(desc(count()), series.title)
    .limit(limit);
}
