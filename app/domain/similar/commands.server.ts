// The daily upkeep's rebuild of every series' similar row (decision 061): the viewers' lists and
// histories and the series' genres and tags read in one D1 call, measured here (measure.ts), and
// only the rows that moved written back, in one more. A rebuild that moved a row lets every page
// render afresh, as a write through the site does.
import { sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { jsonChunks, jsonField, jsonRows } from "~/.server/db/json-rows";
import { writePageVersion } from "~/.server/db/page-version";
import { listEntries, series, seriesGenres, similarSeries, watchHistory } from "~/.server/db/schema";
import { similarFromRows } from "./measure";

export async function rebuildSimilarSeries(app: AppContext) {
  const [entries, watched, rows, genres, stored] = await app.db.batch([
    app.db
      .select({ viewer: listEntries.userId, series: listEntries.seriesId, status: listEntries.status, score: listEntries.score })
      .from(listEntries),
    app.db.select({ viewer: watchHistory.userId, series: watchHistory.seriesId }).from(watchHistory),
    app.db.select({ id: series.id, members: series.members, tags: series.tags }).from(series),
    app.db.select({ series: seriesGenres.seriesId, genre: seriesGenres.genreId }).from(seriesGenres),
    app.db.select().from(similarSeries),
  ]);
  const before = new Map(stored.map((row) => [row.seriesId, JSON.stringify(row.similarIds)]));
  const moved = [...similarFromRows({ entries, watched, series: rows, genres })]
    .filter(([id, similar]) => JSON.stringify(similar) !== (before.get(id) ?? "[]"))
    .map(([id, similar]) => ({ series_id: id, similar_ids: similar }));
  if (moved.length > 0) {
    // A series deleted since the read is left out rather than failing the batch.
    const writes = jsonChunks(moved).map((chunk) =>
      app.db
        .insert(similarSeries)
        .select(
          sql`SELECT ${jsonField("series_id")}, json(${jsonField("similar_ids")}) FROM ${jsonRows(chunk)}
            WHERE EXISTS (SELECT 1 FROM ${series} WHERE ${series.id} = ${jsonField("series_id")})`,
        )
        .onConflictDoUpdate({ target: similarSeries.seriesId, set: { similarIds: sql`excluded.similar_ids` } }),
    );
    await app.db.batch(writes as [(typeof writes)[0], ...typeof writes]);
    await writePageVersion(app.db, { id: crypto.randomUUID(), bookmark: null });
  }
  return { series: rows.length, moved: moved.length };
}
