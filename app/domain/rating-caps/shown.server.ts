// What a request's audience may see of the catalogue by content rating (issue #84, decision 073):
// a series rated above the lowest cap that holds for it is as if it were not there. The site's caps
// are read in the statement itself, one row by key, so a cap an admin lowers holds on the next read
// and no page pays a round trip for it. The scale's words sort as the scale runs (g < pg < pg_13 <
// r < r_plus < rx, app/lib/vocabulary/series.ts), so a rating is compared with a cap as text: the
// test is a few words of SQL however many reads carry it.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { siteSettings } from "~/.server/db/schema";
import type { SeriesRating } from "~/lib/vocabulary/series";
import { readSettings, SETTINGS_ID } from "../settings/shared.server";

/** Written as SQL once: the site's cap, and a visitor's (the visitors' when set, never above the site's). */
const SITE_CAP = sql`${siteSettings.ratingCap}`;
const VISITOR_CAP = sql`min(${SITE_CAP}, coalesce(${siteSettings.visitorRatingCap}, ${SITE_CAP}))`;

/** The lowest cap that holds for `app`'s audience, as an expression on the settings row; none for the whole catalogue. */
function lowestCapOf(app: AppContext): SQL | undefined {
  const { audience } = app;
  if (audience.kind === "whole") return undefined;
  if (audience.kind === "visitor") return VISITOR_CAP;
  return audience.cap ? sql`min(${SITE_CAP}, ${audience.cap})` : SITE_CAP;
}

/**
 * A series' rating column, written qualified: drizzle writes a lone column unqualified, which
 * inside another table's subquery could name that table's.
 */
const seriesRating = sql.raw(`"series"."rating"`);

/**
 * The test that a series is within what `app`'s audience may see; undefined when all is. A series
 * of unknown rating is shown under every cap: nothing says it is above one.
 */
export function shownTo(app: AppContext): SQL | undefined {
  const cap = lowestCapOf(app);
  return (
    cap &&
    sql`(${seriesRating} IS NULL OR ${seriesRating} <= (SELECT ${cap} FROM ${siteSettings} WHERE ${siteSettings.id} = ${SETTINGS_ID}))`
  );
}

/** The rated series above what `app`'s audience may see, as a kept count takes them off (keptCounts). */
export function aboveCap(app: AppContext): SQL | undefined {
  const shown = shownTo(app);
  return shown && sql`${seriesRating} IS NOT NULL AND NOT ${shown}`;
}

/** The test that series `id` is one `app`'s audience may see, for a read of its parts (its episodes, its schedule). */
export function seriesShownTo(app: AppContext, id: SQL | AnyColumn | number): SQL | undefined {
  const shown = shownTo(app);
  return shown && sql`EXISTS (SELECT 1 FROM "series" WHERE "series"."id" = ${id} AND ${shown})`;
}

/** The lowest of some ratings, as the scale (and SQL's `min` of its words) orders them. */
const lowest = (...caps: SeriesRating[]) => [...caps].sort()[0]!;

/**
 * The items of a list kept whole in KV (the Top 10, the schedule) within `app`'s audience's cap,
 * each series' rating kept beside it. The site's caps are the request's settings row, which a page
 * has read already; a list with nothing rated above G (the lowest cap there is) needs no read.
 */
export async function keepShown<T>(app: AppContext, items: T[], ratingOf: (item: T) => SeriesRating | null | undefined): Promise<T[]> {
  const { audience } = app;
  if (audience.kind === "whole" || items.every((item) => (ratingOf(item) ?? "g") === "g")) return items;
  const { ratingCap, visitorRatingCap } = await readSettings(app);
  const cap = audience.kind === "visitor" ? lowest(ratingCap, visitorRatingCap ?? ratingCap) : lowest(ratingCap, audience.cap ?? ratingCap);
  return items.filter((item) => {
    const rating = ratingOf(item);
    return !rating || rating <= cap;
  });
}
