import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { episodes, genres, series, seriesGenres } from "~/.server/db/schema";
import { listEpisodesOfSeries } from "../episodes/queries.server";
import type { HomeList } from "./schema";
import { presentSeries, type SeriesDetailView, type SeriesView } from "./present";

const genreLinks = (db: Database, seriesId?: number) =>
  db
    .select({ seriesId: seriesGenres.seriesId, id: genres.id, name: genres.name })
    .from(seriesGenres)
    .innerJoin(genres, eq(genres.id, seriesGenres.genreId))
    .where(seriesId === undefined ? undefined : eq(seriesGenres.seriesId, seriesId))
    .orderBy(asc(genres.name));

// The newest episode of each series drives the card's language badge and `Ep N [quality]`.
const newestEpisodes = (db: Database) =>
  db
    .select({
      seriesId: episodes.seriesId,
      episodeNumber: episodes.episodeNumber,
      language: episodes.language,
      quality: episodes.quality,
    })
    .from(episodes)
    .where(
      sql`${episodes.episodeNumber} = (select max(e2.episode_number) from episodes e2 where e2.series_id = ${episodes.seriesId})`,
    );

// The home sections, each driven by one flag (docs/decisions/003-data-model.md).
const homeListFlags = {
  popular: series.featured,
  latest: series.showInLatest,
  new: series.isNew,
  completed: series.showInCompleted,
} as const;

/** Every series (or one home list), most recently updated first, with genres and newest episode. */
export async function listSeries(db: Database, list?: HomeList): Promise<SeriesView[]> {
  const [rows, links, newest] = await db.batch([
    db
      .select()
      .from(series)
      .where(list ? eq(homeListFlags[list], true) : undefined)
      .orderBy(desc(series.updatedAt), desc(series.id)),
    genreLinks(db),
    newestEpisodes(db),
  ]);
  const genresBySeries = Map.groupBy(links, (link) => link.seriesId);
  const newestBySeries = new Map(newest.map((episode) => [episode.seriesId, episode]));
  return rows.map((row) =>
    presentSeries(row, genresBySeries.get(row.id) ?? [], newestBySeries.get(row.id) ?? null),
  );
}

/** One series with its genres and its episodes (servers included), or undefined. */
export async function getSeriesById(db: Database, id: number): Promise<SeriesDetailView | undefined> {
  const [rows, links] = await db.batch([
    db.select().from(series).where(eq(series.id, id)).limit(1),
    genreLinks(db, id),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const episodeList = await listEpisodesOfSeries(db, id);
  const newest = episodeList.at(-1);
  const latest = newest
    ? { episodeNumber: newest.episode_number, language: newest.language, quality: newest.quality }
    : null;
  return { ...presentSeries(row, links, latest), episodes: episodeList };
}

/** The series whose slug (its slugified title) is this one, with genres and episodes. */
export async function getSeriesBySlug(db: Database, slug: string): Promise<SeriesDetailView | undefined> {
  const [row] = await db.select({ id: series.id }).from(series).where(eq(series.slug, slug));
  return row ? getSeriesById(db, row.id) : undefined;
}

/** Id and title of every series, by title: the choices of the admin screens' series pickers. */
export function listSeriesOptions(db: Database) {
  return db.select({ id: series.id, title: series.title, slug: series.slug, cover_image: series.coverImage, image: series.image }).from(series).orderBy(asc(series.title));
}
