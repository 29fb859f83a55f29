// The series page's reads: the series, its episodes and the series like it, which three concepts
// keep, read together in one round trip.
import type { AppContext } from "~/.server/context";
import type { SeriesKey } from "~/.server/db/series-key";
import type { Browsing } from "~/lib/browsing";
import { episodeCardsQuery, episodeRangesQuery } from "~/domain/episodes/queries.server";
import { presentRanges, shownRange, type RangeQuery } from "~/domain/episodes/ranges";
import { guardedRows } from "~/domain/episodes/spoiler-guard.server";
import { cardQuery, presentCard } from "~/domain/series/cards.server";
import { similarCardsQuery } from "~/domain/similar/queries.server";

/**
 * What the series page shows, in one round trip: the series, its episode ranges, one range's cards
 * and the series like it (lean cards: a dozen cards' genres and newest episodes would read more
 * rows than the rest of the page; bench:cost). A signed-in `viewer` sees it less what they hide
 * and with their spoiler guard (decision 062).
 */
export async function getSeriesPage(app: AppContext, key: SeriesKey, query: RangeQuery, viewer?: Browsing | null) {
  const [rows, ranges, cards, similar] = await app.db.batch([
    cardQuery(app, key),
    episodeRangesQuery(app, key),
    episodeCardsQuery(app, key, query.range, query.order, viewer),
    similarCardsQuery(app, key, { lean: true, viewer }),
  ]);
  const episodes = guardedRows(cards);
  const row = rows[0];
  if (!row) return undefined;
  const shown = presentRanges(ranges);
  return {
    series: presentCard(row),
    ranges: shown,
    episodes,
    range: shownRange(query, episodes, shown),
    order: query.order,
    jump: query.jump,
    similar: similar.map(presentCard),
  };
}
