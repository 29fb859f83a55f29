// The header search's suggestions: a few series whose titles hold what was typed, best first, in one round trip.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { series } from "~/.server/db/schema";
import { shownTo } from "~/domain/rating-caps/shown.server";
import { seriesImage } from "~/lib/images";
import { isShortQuery } from "~/lib/title-search";
import { byRank, byRankThenTitle, rankedMatches, titleOrder } from "./title-match.server";
import { notHiddenFor } from "./hidden.server";
import type { Browsing } from "~/lib/browsing";

export type SeriesSuggestion = { id: number; slug: string; title: string; cover: string; year: number | null };

export const SUGGESTION_LIMIT = 8;

// Every title starting with `text` sorts between `text` and `text` + the last code point, so
// the range reads series_title_idx (title COLLATE NOCASE) instead of the whole table.
const LAST_CODE_POINT = String.fromCodePoint(0x10ffff);
const byTitle = sql`${series.title} COLLATE NOCASE`;
const suggestionColumns = {
  id: series.id,
  slug: series.slug,
  title: series.title,
  cover_image: series.coverImage,
  image: series.image,
  year: series.year,
};
const titleStartsWith = (text: string): SQL => sql`(${byTitle} >= ${text} AND ${byTitle} < ${text + LAST_CODE_POINT})`;

/**
 * Series whose titles hold `text`, best match first. One character walks the title index for main
 * titles that start with it; two or more rank every series any of whose titles holds it, as a
 * search of the catalogue does (relevanceOf: the whole main title, its start, a word's start,
 * anywhere in it, then the other titles; then views), so a title a few series hold in their main
 * title is never pushed out by many that hold it in another title. When `limit` main titles or
 * more start with it, only those are ranked (rankedMatches in title-match.server.ts). A signed-in
 * `viewer` is not offered what they hide (decision 062).
 */
const rankedSuggestions = (app: AppContext, text: string, limit: number, where: SQL | undefined) => {
  const ranked = rankedMatches(app, text, limit, where)
    .orderBy(...byRank)
    .limit(limit)
    .as("ranked");
  return app.db
    .select(suggestionColumns)
    .from(series)
    .innerJoin(ranked, eq(series.id, ranked.id))
    .orderBy(...byRankThenTitle);
};

export async function findSeriesSuggestions(
  app: AppContext,
  text: string,
  { viewer, limit = SUGGESTION_LIMIT }: { viewer?: Browsing | null; limit?: number } = {},
): Promise<SeriesSuggestion[]> {
  const needle = text.trim();
  if (!needle) return [];
  const hidden = and(notHiddenFor(viewer), shownTo(app));
  const rows = isShortQuery(needle)
    ? await app.db
        .select(suggestionColumns)
        .from(series)
        .where(and(titleStartsWith(needle), hidden))
        .orderBy(...titleOrder)
        .limit(limit)
    : await rankedSuggestions(app, needle, limit, hidden);
  return rows.map(({ cover_image, image, ...row }) => ({ ...row, cover: seriesImage({ cover_image, image }) }));
}
