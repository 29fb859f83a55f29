// The series page's reads: the series, its episodes, its franchise and the series like it, which
// four concepts keep, read together in one round trip.
import type { AppContext } from "~/.server/context";
import type { SeriesKey } from "~/.server/db/series-key";
import type { Browsing } from "~/lib/browsing";
import { episodeCardsQuery, episodeRangesQuery } from "~/domain/episodes/queries.server";
import { presentRanges, shownRange, type RangeQuery } from "~/domain/episodes/ranges";
import { guardedRows } from "~/domain/episodes/spoiler-guard.server";
import { cardQuery, presentCard } from "~/domain/series/cards.server";
import { similarCardsQuery } from "~/domain/similar/queries.server";
import { franchiseQueries } from "~/domain/franchise/queries.server";
import { presentFranchise } from "~/domain/franchise/present";

/**
 * What the series page shows, in one round trip: the series, its episode ranges, one range's cards,
 * its franchise (with the viewer's statuses) and the series like it (lean cards: a dozen cards' genres and newest episodes would read more
 * rows than the rest of the page; bench:cost). A signed-in `viewer` sees it less what they hide
 * and with their spoiler guard (decision 062).
 */
export async function getSeriesPage(app: AppContext, key: SeriesKey, query: RangeQuery, viewer?: Browsing | null) {
  const [rows, ranges, cards, similar, franchise, links, statuses] = await app.db.batch([
    cardQuery(app, key),
    episodeRangesQuery(app, key),
    episodeCardsQuery(app, key, query.range, query.order, viewer),
    similarCardsQuery(app, key, { lean: true, viewer }),
    ...franchiseQueries(app, key, viewer?.userId ?? null),
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
    franchise: presentFranchise(row.id, franchise.map(presentCard), links, statuses),
    similar: similar.map(presentCard),
  };
}
