// The header search's suggestions: a few series whose titles hold what was typed, in one round trip.
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
 * Series any of whose titles holds `text` (two or more characters, by the pair index), or whose
 * main title starts with it (one character); main titles that start with it first, then by title.
 * Two reads in one round trip, each walking the title index in order and stopping at `limit`: the
 * titles that start with the text, and the series that hold it anywhere (checked against the
 * index's matches, so a word most titles share costs one page of rows, not all its matches).
 */
export async function findSeriesSuggestions(app: AppContext, text: string, limit = SUGGESTION_LIMIT): Promise<SeriesSuggestion[]> {
  const needle = text.trim();
  if (!needle) return [];
  const byTitleFrom = (where: SQL) =>
    app.db.select(suggestionColumns).from(series).where(where).orderBy(byTitle, asc(series.id)).limit(limit);
  const starting = byTitleFrom(titleStartsWith(needle));
  const short = [...foldForSearch(needle)].length < PAIR;
  const [first, holding] = short ? [await starting, []] : await app.db.batch([starting, byTitleFrom(titleContains(needle))]);
  const shown = new Set(first.map((row) => row.id));
  const rows = [...first, ...holding.filter((row) => !shown.has(row.id))].slice(0, limit);
  return rows.map(({ cover_image, image, ...row }) => ({ ...row, cover: seriesImage({ cover_image, image }) }));
}
