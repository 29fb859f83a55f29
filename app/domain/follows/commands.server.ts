// Following a series, and the episodes a viewer has seen (what My List and the bell leave out of "new").
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, follows, seenEpisodes, series } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import { isFollowing } from "./queries.server";
import { shownTo } from "~/domain/rating-caps/shown.server";

/** Follows the series (again is a no-op); 404 when there is no such series. */
export async function followSeries(app: AppContext, userId: number, seriesId: number) {
  // One statement: the row is written only if the series exists (the WHERE also settles SQLite's
  // reading of ON CONFLICT after a SELECT).
  const added = await app.db.run(
    sql`INSERT INTO ${follows} (user_id, series_id) SELECT ${userId}, ${series.id} FROM ${series} WHERE ${and(eq(series.id, seriesId), shownTo(app))} ON CONFLICT DO NOTHING`,
  );
  if (added.meta.changes === 0 && !(await isFollowing(app, userId, seriesId))) throw notFound("Series");
}

export async function unfollowSeries(app: AppContext, userId: number, seriesId: number) {
  await app.db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.seriesId, seriesId)));
}

/**
 * Notes that the viewer has seen the episode: opened it, or marked its notification read. One
 * statement, written once; answers whether it was new (false too when there is no such episode).
 */
export async function markEpisodeSeen(app: AppContext, userId: number, episodeId: number) {
  const marked = await app.db.run(
    sql`INSERT INTO ${seenEpisodes} (user_id, episode_id) SELECT ${userId}, ${episodes.id} FROM ${episodes} WHERE ${episodes.id} = ${episodeId} ON CONFLICT DO NOTHING`,
  );
  return marked.meta.changes > 0;
}
