// A series as the reads take it: by id, or by the subquery its slug makes. Below the domain, as the
// series' reads and the episodes' (and the pages that join them) all take one, and none owns it.
import { sql, type SQL } from "drizzle-orm";
import { series } from "./schema";

/** A series' id, or a subquery that finds it (so a page can read it and its episodes in one batch). */
export type SeriesKey = number | SQL;

/** A subquery for the id of the series with this slug, to read it and its parts in one batch. */
export const seriesIdBySlug = (slug: string): SQL => sql`(SELECT ${series.id} FROM ${series} WHERE ${series.slug} = ${slug})`;
