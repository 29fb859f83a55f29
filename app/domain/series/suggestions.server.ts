// The header search's suggestions: a few series whose title holds what was typed, in one query.
import { asc, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { series } from "~/.server/db/schema";
import { seriesImage } from "~/lib/images";
import { foldForSearch, PAIR } from "~/lib/title-search";
import { titleContains } from "./catalogue.server";

export type SeriesSuggestion = { id: number; slug: string; title: string; cover: string; year: number | null };

export const SUGGESTION_LIMIT = 8;

// Every title starting with `text` sorts between `text` and `text` + the last code point, so
// the range reads series_title_idx (title COLLATE NOCASE) instead of the whole table.
const LAST_CODE_POINT = String.fromCodePoint(0x10ffff);
const byTitle = sql`${series.title} COLLATE NOCASE`;
const titleStartsWith = (text: string): SQL => sql`(${byTitle} >= ${text} AND ${byTitle} < ${text + LAST_CODE_POINT})`;

/**
 * Series any of whose titles holds `text` (two or more characters, by the pair index), or whose
 * main title starts with it (one character); main titles that start with it first, then by title.
 */
export async function findSeriesSuggestions(app: AppContext, text: string, limit = SUGGESTION_LIMIT): Promise<SeriesSuggestion[]> {
  const needle = text.trim();
  if (!needle) return [];
  const short = [...foldForSearch(needle)].length < PAIR;
  const rows = await app.db
    .select({ id: series.id, slug: series.slug, title: series.title, cover_image: series.coverImage, image: series.image, year: series.year })
    .from(series)
    .where(short ? titleStartsWith(needle) : titleContains(needle))
    .orderBy(...(short ? [] : [sql`CASE WHEN ${titleStartsWith(needle)} THEN 0 ELSE 1 END`]), byTitle, asc(series.id))
    .limit(limit);
  return rows.map(({ cover_image, image, ...row }) => ({ ...row, cover: seriesImage({ cover_image, image }) }));
}
