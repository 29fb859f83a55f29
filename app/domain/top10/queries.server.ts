import { asc, eq, inArray } from "drizzle-orm";
import { cached } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { genres, series, seriesGenres, top10Entries } from "~/.server/db/schema";
import type { AltTitle } from "~/lib/alt-titles";
import type { Top10Period } from "~/lib/vocabulary/top10-periods";
import { top10CacheKey } from "./cache-keys";
import { keepShown } from "~/domain/rating-caps/shown.server";
import type { SeriesRating } from "~/lib/vocabulary/series";

export type Top10Entry = {
  rank: number;
  id: number;
  series_id: number;
  title: string;
  alt_titles: AltTitle[];
  slug: string;
  cover_image: string | null;
  image: string | null;
  genres: string[];
  rating: number;
};

/** An entry as KV keeps it: with its series' content rating, which caps it as it is read (getTop10). */
type KeptTop10Entry = Top10Entry & { content_rating: SeriesRating | null };

/** One period's list as D1 holds it now, uncached: what getTop10 caches and saveTop10 answers. */
export async function readTop10(app: AppContext, period: Top10Period): Promise<KeptTop10Entry[]> {
  const rows = await app.db
    .select({ entryId: top10Entries.id, rank: top10Entries.rank, rating: top10Entries.rating, series })
    .from(top10Entries)
    .innerJoin(series, eq(series.id, top10Entries.seriesId))
    .where(eq(top10Entries.period, period))
    .orderBy(asc(top10Entries.rank));
  if (rows.length === 0) return [];
  const links = await app.db
    .select({ seriesId: seriesGenres.seriesId, name: genres.name })
    .from(seriesGenres)
    .innerJoin(genres, eq(genres.id, seriesGenres.genreId))
    .where(
      inArray(
        seriesGenres.seriesId,
        rows.map((row) => row.series.id),
      ),
    )
    .orderBy(asc(genres.name));
  const genresOf = Map.groupBy(links, (link) => link.seriesId);
  // Ranks are answered 1..n in order, whatever gaps a delete left behind.
  return rows.map((row, index) => ({
    rank: index + 1,
    id: row.series.id,
    series_id: row.series.id,
    title: row.series.title,
    alt_titles: row.series.altTitles,
    slug: row.series.slug,
    cover_image: row.series.coverImage,
    image: row.series.image,
    genres: (genresOf.get(row.series.id) ?? []).map((link) => link.name),
    rating: row.rating,
    content_rating: row.series.rating,
  }));
}

/**
 * One period's list joined to each series' current title, cover and genres; cached in KV whole,
 * then left to what the audience may see (keepShown), ranked 1..n again.
 */
export async function getTop10(app: AppContext, period: Top10Period): Promise<Top10Entry[]> {
  const kept = await cached(app, top10CacheKey(period), () => readTop10(app, period));
  const shown = await keepShown(app, kept, (entry) => entry.content_rating);
  return shown.map(({ content_rating: _rating, ...entry }, index) => ({ ...entry, rank: index + 1 }));
}
