import { asc, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { genres, series, seriesGenres } from "~/.server/db/schema";
import { seriesColumns } from "./catalogue.server";
import { seriesToCsv, type ExportedSeries } from "./import-format";

const WINDOW = 200;

/** The whole catalogue in the import format, read 200 series at a time (by id) with their genres. */
export async function exportSeries(app: AppContext): Promise<ExportedSeries[]> {
  const all: ExportedSeries[] = [];
  for (let after = 0; ; ) {
    const window = sql`${seriesGenres.seriesId} IN (SELECT ${series.id} FROM ${series} WHERE ${series.id} > ${after} ORDER BY ${series.id} LIMIT ${WINDOW})`;
    const [rows, links] = await app.db.batch([
      app.db.select(seriesColumns).from(series).where(gt(series.id, after)).orderBy(asc(series.id)).limit(WINDOW),
      app.db
        .select({ seriesId: seriesGenres.seriesId, genre: genres.name })
        .from(seriesGenres)
        .innerJoin(genres, eq(genres.id, seriesGenres.genreId))
        .where(window)
        .orderBy(asc(genres.name)),
    ]);
    const genresOf = Map.groupBy(links, (link) => link.seriesId);
    for (const row of rows)
      all.push({
        id: row.id,
        slug: row.slug,
        title: row.title,
        alt_titles: row.altTitles,
        description: row.description,
        subtitle: row.subtitle,
        status: row.status,
        type: row.type,
        language: row.language,
        season: row.season,
        network: row.network,
        year: row.year,
        studio: row.studio,
        tags: row.tags,
        genres: (genresOf.get(row.id) ?? []).map((link) => link.genre),
        featured: row.featured,
        is_new: row.isNew,
        show_in_latest: row.showInLatest,
        show_in_completed: row.showInCompleted,
        cover_image: row.coverImage,
        image: row.image,
      });
    if (rows.length < WINDOW) return all;
    after = rows.at(-1)!.id;
  }
}

export const seriesExportFile = (rows: ExportedSeries[], format: "csv" | "json") =>
  format === "json" ? JSON.stringify(rows, null, 2) : seriesToCsv(rows);
