// The admin's series pickers: a series found by its title, or the ones already chosen, by id.
import { inArray } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { series } from "~/.server/db/schema";
import { titleContains, titleOrder } from "./title-match.server";

const choiceColumns = { id: series.id, title: series.title, slug: series.slug, cover_image: series.coverImage, image: series.image };

/** Id, title and cover of the series whose title holds `text`, by title: an admin picker's matches. */
export async function findSeriesChoices(app: AppContext, text: string, limit = 20) {
  const needle = text.trim();
  if (!needle) return [];
  return app.db
    .select(choiceColumns)
    .from(series)
    .where(titleContains(needle))
    .orderBy(...titleOrder)
    .limit(limit);
}

/** A one-series picker's options: the chosen series (if any) and the titles matching `find`, id and title only. */
export async function seriesPickerChoices(app: AppContext, find: string, chosenId: number | null | undefined) {
  const [found, chosen] = await Promise.all([findSeriesChoices(app, find), findSeriesChoicesByIds(app, chosenId ? [chosenId] : [])]);
  const choice = ({ id, title }: { id: number; title: string }) => ({ id, title });
  return { found: found.map(choice), chosen: chosen.map(choice) };
}

/** Id, title and cover of the series already chosen in a picker. */
export async function findSeriesChoicesByIds(app: AppContext, ids: number[]) {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  return app.db.select(choiceColumns).from(series).where(inArray(series.id, wanted));
}
