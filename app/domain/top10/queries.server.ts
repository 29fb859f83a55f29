import { asc, eq, inArray } from "drizzle-orm";
import { cached, invalidate } from "~/.server/cache";
import type { AppContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { genres, series, seriesGenres, top10Entries } from "~/.server/db/schema";
import { top10Periods, type Top10Period } from "~/lib/top10-periods";
import { top10SlotError, type Top10Save } from "./schema";

export const top10CacheKey = (period: Top10Period) => `top10:v1:${period}`;
export const allTop10CacheKeys = () => top10Periods.map(top10CacheKey);

export type Top10Entry = {
  rank: number;
  id: number;
  series_id: number;
  title: string;
  slug: string;
  cover_image: string | null;
  image: string | null;
  genres: string[];
  rating: number;
};

async function readTop10(app: AppContext, period: Top10Period): Promise<Top10Entry[]> {
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
    .where(inArray(seriesGenres.seriesId, rows.map((row) => row.series.id)))
    .orderBy(asc(genres.name));
  const genresOf = Map.groupBy(links, (link) => link.seriesId);
  // Ranks are answered 1..n in order, whatever gaps a delete left behind.
  return rows.map((row, index) => ({
    rank: index + 1,
    id: row.series.id,
    series_id: row.series.id,
    title: row.series.title,
    slug: row.series.slug,
    cover_image: row.series.coverImage,
    image: row.series.image,
    genres: (genresOf.get(row.series.id) ?? []).map((link) => link.name),
    rating: row.rating,
  }));
}

/** One period's list joined to each series' current title, cover and genres; cached in KV. */
export function getTop10(app: AppContext, period: Top10Period): Promise<Top10Entry[]> {
  return cached(app, top10CacheKey(period), () => readTop10(app, period));
}

/** Replaces a period's whole list in one batch; an empty list resets it. */
export async function saveTop10(app: AppContext, input: Top10Save): Promise<Top10Entry[]> {
  const ids = input.list.map((slot) => slot.series_id);
  if (new Set(ids).size !== ids.length) throw new DomainError(400, "Each series can appear only once in a list.");
  if (ids.length > 0) {
    const found = await app.db.select({ id: series.id }).from(series).where(inArray(series.id, ids));
    if (found.length !== ids.length) throw new DomainError(400, top10SlotError);
  }
  const clear = app.db.delete(top10Entries).where(eq(top10Entries.period, input.tab));
  if (input.list.length === 0) await clear;
  else {
    const rows = input.list.map((slot, index) => ({ period: input.tab, rank: index + 1, seriesId: slot.series_id, rating: Math.round(slot.rating * 10) / 10 }));
    await app.db.batch([clear, app.db.insert(top10Entries).values(rows)]);
  }
  await invalidate(app, [top10CacheKey(input.tab)]);
  return readTop10(app, input.tab);
}
