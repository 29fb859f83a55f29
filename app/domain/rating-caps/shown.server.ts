// What a request's audience may see of the catalogue by content rating (issue #84, decision 073):
// a series rated above the lowest cap that holds for it is as if it were not there. The site's caps
// are read in the statement itself, one row by key, so a cap an admin lowers holds on the next read
// and no page pays a round trip for it.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { siteSettings } from "~/.server/db/schema";
import { seriesRatings, type SeriesRating } from "~/lib/vocabulary/series";
import { readSettings, SETTINGS_ID } from "../settings/shared.server";

/** A rating's place on the scale, 1 (g) to 6 (rx); `otherwise` for none. */
const placeOf = (rating: SQL | AnyColumn, otherwise: number) =>
  sql`(CASE ${rating} ${sql.join(
    seriesRatings.map((name, index) => sql.raw(`WHEN '${name}' THEN ${index + 1}`)),
    sql` `,
  )} ELSE ${sql.raw(String(otherwise))} END)`;

const HIGHEST = seriesRatings.length;
/** A series of unknown rating is shown under every cap: nothing says it is above one. */
const UNKNOWN = 0;

/** The caps that hold for `app`'s audience, as places on the scale (none for the whole catalogue). */
function capsOf(app: AppContext): SQL[] {
  const { audience } = app;
  if (audience.kind === "whole") return [];
  const site = placeOf(siteSettings.ratingCap, HIGHEST);
  if (audience.kind === "visitor") return [site, placeOf(siteSettings.visitorRatingCap, HIGHEST)];
  return audience.cap ? [site, sql.raw(String(seriesRatings.indexOf(audience.cap) + 1))] : [site];
}

/**
 * A series' rating column, written qualified: drizzle writes a lone column unqualified, which
 * inside another table's subquery could name that table's.
 */
const seriesRating = sql.raw(`"series"."rating"`);

/** The test that a series (its `rating`) is within what `app`'s audience may see; undefined when all is. */
export function shownTo(app: AppContext, rating: SQL | AnyColumn = seriesRating): SQL | undefined {
  const caps = capsOf(app);
  if (caps.length === 0) return undefined;
  const lowest = caps.length === 1 ? caps[0] : sql`min(${sql.join(caps, sql`, `)})`;
  return sql`${placeOf(rating, UNKNOWN)} <= (SELECT ${lowest} FROM ${siteSettings} WHERE ${siteSettings.id} = ${SETTINGS_ID})`;
}

/** The ratings above what `app`'s audience may see, as the list a kept count takes off (keptCounts). */
export function aboveCap(app: AppContext): SQL | undefined {
  const shown = shownTo(app);
  return shown && sql`${seriesRating} IS NOT NULL AND NOT (${shown})`;
}

/** A rating's place on the scale, as `placeOf` writes it in SQL. */
const placeIn = (rating: SeriesRating | null | undefined, otherwise: number) => (rating ? seriesRatings.indexOf(rating) + 1 : otherwise);

/**
 * The items of a list kept whole in KV (the Top 10, the schedule) within `app`'s audience's cap,
 * each series' rating kept beside it. The site's caps are the request's settings row, which a page
 * has read already.
 */
export async function keepShown<T>(app: AppContext, items: T[], ratingOf: (item: T) => SeriesRating | null | undefined): Promise<T[]> {
  const { audience } = app;
  // No cap is lower than the scale's first place: a list with nothing rated above it needs no settings read.
  if (audience.kind === "whole" || items.every((item) => placeIn(ratingOf(item), UNKNOWN) <= 1)) return items;
  const { ratingCap, visitorRatingCap } = await readSettings(app);
  const caps = [placeIn(ratingCap, HIGHEST)];
  if (audience.kind === "visitor") caps.push(placeIn(visitorRatingCap, HIGHEST));
  else caps.push(placeIn(audience.cap, HIGHEST));
  const lowest = Math.min(...caps);
  return items.filter((item) => placeIn(ratingOf(item), UNKNOWN) <= lowest);
}

/** The test that series `id` is one `app`'s audience may see, for a read of its parts (its episodes, its schedule). */
export function seriesShownTo(app: AppContext, id: SQL | AnyColumn | number): SQL | undefined {
  const shown = shownTo(app);
  return shown && sql`EXISTS (SELECT 1 FROM "series" WHERE "series"."id" = ${id} AND ${shown})`;
}
