import { desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, series, watchHistory, watchPositions } from "~/.server/db/schema";
import { NO_IMAGE } from "~/lib/images";
import { HISTORY_LIMIT } from "~/lib/browser/watch-history";
import type { AccountHistoryView } from "./responses";
import { POSITIONS_LIMIT } from "./schema";

/** The account's history and positions: two reads by the viewer's time indexes, at once. */
export async function readAccountHistory(app: AppContext, userId: number): Promise<AccountHistoryView> {
  const [entries, positions] = await Promise.all([
    app.db
      .select({
        series_id: series.id,
        series_title: series.title,
        series_slug: series.slug,
        episode_id: episodes.id,
        episode_title: episodes.title,
        episode_number: episodes.episodeNumber,
        // The picture the browser's history keeps: the episode's, else the series'.
        cover: sql<string>`coalesce(nullif(${episodes.thumbnail}, ''), nullif(${series.coverImage}, ''), nullif(${series.image}, ''), ${NO_IMAGE})`,
        watched_at: watchHistory.watchedAt,
      })
      .from(watchHistory)
      .innerJoin(series, eq(series.id, watchHistory.seriesId))
      .leftJoin(episodes, eq(episodes.id, watchHistory.episodeId))
      .where(eq(watchHistory.userId, userId))
      .orderBy(desc(watchHistory.watchedAt))
      .limit(HISTORY_LIMIT),
    app.db
      .select({
        episode_id: watchPositions.episodeId,
        position: watchPositions.position,
        duration: watchPositions.duration,
        saved_at: watchPositions.savedAt,
      })
      .from(watchPositions)
      .where(eq(watchPositions.userId, userId))
      .orderBy(desc(watchPositions.savedAt))
      .limit(POSITIONS_LIMIT),
  ]);
  return { entries, positions };
}
