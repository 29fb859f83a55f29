// A comment and a player report each name an episode; the moderation lists show it with its series.
// One join and one set of names serve both.
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import { episodes, series } from "~/.server/db/schema";

/** The series and episode number a record names, under the names the API answers with. */
export const namedEpisodeColumns = {
  series_id: series.id,
  series_title: series.title,
  series_slug: series.slug,
  episode_number: episodes.episodeNumber,
};

/** Joins records to the episode their `episodeId` column names, and to its series (cascades keep both). */
export const joinNamedEpisode = <Q extends SQLiteSelect>(query: Q, episodeId: SQLiteColumn) =>
  query.innerJoin(episodes, eq(episodes.id, episodeId)).innerJoin(series, eq(series.id, episodes.seriesId));
