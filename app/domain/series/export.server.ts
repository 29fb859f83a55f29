import { asc, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { genres, series, seriesGenres } from "~/.server/db/schema";
import { seriesColumns } from "./cards.server";
import { fieldsOfRow } from "./fields.server";
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
        ...(fieldsOfRow(row) as Omit<ExportedSeries, "id" | "slug" | "genres">),
        genres: (genresOf.get(row.id) ?? []).map((link) => link.genre),
      });
    if (rows.length < WINDOW) return all;
    after = rows.at(-1)!.id;
  }
}

export const seriesExportFile = (rows: ExportedSeries[], format: "csv" | "json") =>
  format === "json" ? JSON.stringify(rows, null, 2) : seriesToCsv(rows);
