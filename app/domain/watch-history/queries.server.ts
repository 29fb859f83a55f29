import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, series, watchHistory, watchPositions } from "~/.server/db/schema";
import { NO_IMAGE } from "~/lib/images";
import { HISTORY_LIMIT, type HistoryEntry } from "~/lib/browser/watch-history";
import { CONTINUE_SHOWN } from "~/lib/browser/continue-watching";
import type { Positions } from "~/lib/browser/watch-positions";
import type { AccountHistoryView } from "./responses";
import { POSITIONS_LIMIT } from "./schema";
import { shownTo } from "~/domain/rating-caps/shown.server";

/** The picture the browser's history keeps: the episode's, else the series'. */
const historyCover = sql<string>`coalesce(nullif(${episodes.thumbnail}, ''), nullif(${series.coverImage}, ''), nullif(${series.image}, ''), ${NO_IMAGE})`;

/**
 * What the home's Continue watching shows of the account, as the browser's copy holds it: its
 * newest entries and their episodes' positions, in one read of a few rows a card (a page drawn
 * without the app, decision 052, has no copy to read).
 */
export async function readContinueWatching(app: AppContext, userId: number): Promise<{ history: HistoryEntry[]; positions: Positions }> {
  const rows = await app.db
    .select({
      seriesId: series.id,
      seriesTitle: series.title,
      seriesSlug: series.slug,
      episodeId: episodes.id,
      episodeTitle: episodes.title,
      episodeNumber: episodes.episodeNumber,
      cover: historyCover,
      position: watchPositions.position,
      duration: watchPositions.duration,
      savedAt: watchPositions.savedAt,
    })
    .from(watchHistory)
    .innerJoin(series, eq(series.id, watchHistory.seriesId))
    .leftJoin(episodes, eq(episodes.id, watchHistory.episodeId))
    .leftJoin(watchPositions, and(eq(watchPositions.userId, watchHistory.userId), eq(watchPositions.episodeId, watchHistory.episodeId)))
    .where(and(eq(watchHistory.userId, userId), shownTo(app)))
    .orderBy(desc(watchHistory.watchedAt))
    .limit(CONTINUE_SHOWN);
  const history = rows.map(({ position: _position, duration: _duration, savedAt: _savedAt, ...entry }) => entry);
  const positions: Positions = Object.fromEntries(
    rows.flatMap((row) =>
      row.episodeId !== null && row.position !== null && row.duration !== null && row.savedAt !== null
        ? [[row.episodeId, { position: row.position, duration: row.duration, at: row.savedAt }]]
        : [],
    ),
  );
  return { history, positions };
}

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
        cover: historyCover,
        watched_at: watchHistory.watchedAt,
      })
      .from(watchHistory)
      .innerJoin(series, eq(series.id, watchHistory.seriesId))
      .leftJoin(episodes, eq(episodes.id, watchHistory.episodeId))
      .where(and(eq(watchHistory.userId, userId), shownTo(app)))
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
