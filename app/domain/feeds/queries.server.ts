// The newest episodes a feed lists: a window of 50 read by index (episode ids site-wide, episode
// numbers within a series), never the whole table.
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, follows, series } from "~/.server/db/schema";
import { shownTo } from "~/domain/rating-caps/shown.server";
import { guardedRows, spoilerColumn } from "~/domain/episodes/spoiler-guard.server";
import type { Browsing } from "~/lib/browsing";
import type { AltTitle } from "~/lib/alt-titles";
import { seriesTitleInPageLanguage } from "~/i18n/series-titles";

const FEED_SIZE = 50;

const itemColumns = {
  slug: series.slug,
  // Named apart from the episode's title: D1's batch answers rows keyed by column name.
  seriesTitle: sql<string>`${series.title}`.as("series_title"),
  seriesAltTitles: series.altTitles,
  number: episodes.episodeNumber,
  title: episodes.title,
  description: episodes.description,
  releaseDate: episodes.releaseDate,
  createdAt: episodes.createdAt,
};

export type FeedItem = {
  slug: string;
  seriesTitle: string;
  seriesAltTitles: AltTitle[];
  number: number;
  title: string | null;
  description: string | null;
  releaseDate: string | null;
  createdAt: string;
};

/** The newest episodes added anywhere. */
export const latestEpisodes = (app: AppContext): Promise<FeedItem[]> =>
  app.db
    .select(itemColumns)
    .from(episodes)
    .innerJoin(series, eq(series.id, episodes.seriesId))
    .where(shownTo(app))
    .orderBy(desc(episodes.id))
    .limit(FEED_SIZE);

/** The newest episodes of one series, or null when no series has that slug. */
export async function latestEpisodesOf(app: AppContext, slug: string): Promise<{ title: string; items: FeedItem[] } | null> {
  const [[found], items] = await app.db.batch([
    app.db
      .select({ title: series.title, altTitles: series.altTitles })
      .from(series)
      .where(and(eq(series.slug, slug), shownTo(app)))
      .limit(1),
    app.db
      .select(itemColumns)
      .from(episodes)
      .innerJoin(series, eq(series.id, episodes.seriesId))
      .where(and(eq(series.slug, slug), shownTo(app)))
      .orderBy(desc(episodes.episodeNumber))
      .limit(FEED_SIZE),
  ]);
  return found ? { title: seriesTitleInPageLanguage(found.title, found.altTitles), items } : null;
}

/**
 * The newest episodes of the series a viewer follows (their private feed), newest added first; an
 * episode their spoiler guard holds back comes without its synopsis, as on their pages.
 */
export async function latestEpisodesOfFollowed(app: AppContext, viewer: Browsing): Promise<FeedItem[]> {
  const rows = await app.db
    .select({ ...itemColumns, thumbnail: episodes.thumbnail, spoiler: spoilerColumn(viewer, sql`${episodes.seriesId}`) })
    .from(follows)
    .innerJoin(episodes, eq(episodes.seriesId, follows.seriesId))
    .innerJoin(series, eq(series.id, follows.seriesId))
    .where(and(eq(follows.userId, viewer.userId), shownTo(app)))
    .orderBy(desc(episodes.createdAt), desc(episodes.id))
    .limit(FEED_SIZE);
  return guardedRows(rows);
}
