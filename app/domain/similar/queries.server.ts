// The similar rows read (decision 061): a series' row of series like it, and "Because you watched
// X": for a signed-in viewer, series like the ones they took
// to most (finished or scored high weighs most; DISLIKED entries never seed), read
// from the similar rows, never one already on their list or in their history. Two D1 calls: the
// viewer's recent entries with their rows, then the cards of what they have not seen.
import { and, desc, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { listEntries, series, similarSeries, watchHistory } from "~/.server/db/schema";
import type { SeriesKey } from "~/.server/db/series-key";
import type { Browsing } from "~/lib/browsing";
import { cardQuery, cardsPicked, presentCard } from "~/domain/series/cards.server";
import { notHiddenFor } from "~/domain/series/hidden.server";
import type { SeriesView } from "~/domain/series/present";
import { DISLIKED, entryWeight, SIMILAR_LIMIT, WATCHED_WEIGHT } from "./measure";
import type { RecommendationView } from "./responses";

/**
 * The cards of the series like this one (decision 061), best first: the daily rebuild's row, less
 * what `viewer` hides (decision 062).
 */
export const similarCardsQuery = (
  app: AppContext,
  id: SeriesKey,
  { lean = false, viewer }: { lean?: boolean; viewer?: Browsing | null } = {},
) =>
  cardsPicked(
    app,
    sql`SELECT value AS id, key AS k FROM json_each((SELECT ${similarSeries.similarIds} FROM ${similarSeries} WHERE ${similarSeries.seriesId} = ${id})) WHERE ${notHiddenFor(viewer, sql`value`) ?? sql`1`}`,
    lean,
  );

/** The series like this one, best first (at most SIMILAR_LIMIT), less what `viewer` hides; undefined when there is no such series. */
export async function getSimilarSeries(app: AppContext, id: number, viewer?: Browsing | null): Promise<SeriesView[] | undefined> {
  const [rows, similar] = await app.db.batch([cardQuery(app, id), similarCardsQuery(app, id, { viewer })]);
  return rows[0] ? similar.map(presentCard) : undefined;
}

/** The most series recommended at once. */
export const RECOMMENDED_LIMIT = SIMILAR_LIMIT;
/** How many of the viewer's series seed it, and how far back their list and history are read for them. */
const SEEDS = 8;
const RECENT = 30;

const takenBadly = (userId: number) =>
  and(
    eq(listEntries.userId, userId),
    eq(listEntries.seriesId, watchHistory.seriesId),
    sql`(${listEntries.status} = ${DISLIKED.status} OR ${listEntries.score} <= ${DISLIKED.scoreAtMost})`,
  );

/** The viewer's recent series that may seed, with their similar rows, heaviest and newest first. */
async function seedsOf(app: AppContext, userId: number) {
  const [listed, watched] = await app.db.batch([
    app.db
      .select({ id: listEntries.seriesId, status: listEntries.status, score: listEntries.score, similar: similarSeries.similarIds })
      .from(listEntries)
      .innerJoin(similarSeries, eq(similarSeries.seriesId, listEntries.seriesId))
      .where(and(eq(listEntries.userId, userId), ne(listEntries.status, DISLIKED.status)))
      .orderBy(desc(listEntries.updatedAt))
      .limit(RECENT),
    app.db
      .select({ id: watchHistory.seriesId, similar: similarSeries.similarIds })
      .from(watchHistory)
      .innerJoin(similarSeries, eq(similarSeries.seriesId, watchHistory.seriesId))
      .where(and(eq(watchHistory.userId, userId), notExists(app.db.select().from(listEntries).where(takenBadly(userId)))))
      .orderBy(desc(watchHistory.watchedAt))
      .limit(RECENT),
  ]);
  const weighed = [
    ...listed.map((row) => ({ id: row.id, similar: row.similar, weight: entryWeight(row.status, row.score) })),
    ...watched.filter((row) => !listed.some((entry) => entry.id === row.id)).map((row) => ({ ...row, weight: WATCHED_WEIGHT })),
  ];
  // A stable sort keeps the newest first among equals.
  return weighed
    .filter((seed) => seed.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SEEDS);
}

export async function recommendedFor(app: AppContext, userId: number): Promise<RecommendationView[]> {
  const seeds = await seedsOf(app, userId);
  // Each seed's best first, then each one's second, and so on: the heaviest seed leads.
  const because = new Map<number, number>();
  const seedIds = new Set(seeds.map((seed) => seed.id));
  for (let rank = 0; rank < SIMILAR_LIMIT; rank++)
    for (const seed of seeds) {
      const candidate = seed.similar[rank];
      if (candidate !== undefined && !seedIds.has(candidate) && !because.has(candidate)) because.set(candidate, seed.id);
    }
  if (because.size === 0) return [];
  // The first RECOMMENDED_LIMIT candidates the viewer has neither listed nor watched, by primary
  // key: their whole list is never read, and only those cards are drawn. json_each walks the array
  // in order, so the scan stops at the last one taken; an ORDER BY here would have SQLite look up
  // every candidate to sort them first (cardsPicked orders the cards by `k`).
  const candidates = JSON.stringify([...because.keys()]);
  const unseen = sql`SELECT c.value AS id, c.key AS k FROM json_each(${candidates}) AS c
    WHERE NOT EXISTS (SELECT 1 FROM ${listEntries} WHERE ${listEntries.userId} = ${userId} AND ${listEntries.seriesId} = c.value)
      AND NOT EXISTS (SELECT 1 FROM ${watchHistory} WHERE ${watchHistory.userId} = ${userId} AND ${watchHistory.seriesId} = c.value)
    LIMIT ${RECOMMENDED_LIMIT}`;
  const [cards, titles] = await app.db.batch([
    cardsPicked(app, unseen),
    app.db
      .select({ id: series.id, title: series.title })
      .from(series)
      .where(inArray(series.id, [...seedIds])),
  ]);
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return cards.map((card) => {
    const seedId = because.get(card.id)!;
    return { series: presentCard(card), because: { id: seedId, title: titleOf.get(seedId) ?? "" } };
  });
}
