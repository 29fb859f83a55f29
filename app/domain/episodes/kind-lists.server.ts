// A series' filler list read off its episodes and written onto them (decision 050).
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, nowIso, series } from "~/.server/db/schema";
import { notFound } from "~/lib/refusals";
import type { EpisodeKind } from "~/lib/vocabulary/episode-kinds";
import { type EpisodeKindLists, type EpisodeSpan, listedKinds, spansOf, spansText } from "./kind-lists";

/** The series' episodes that are not canon, as a list reads them: `{filler: "12–15, 33", recap: "20", mixed: ""}`. */
export async function readEpisodeKindLists(app: AppContext, seriesId: number) {
  const [parents, rows] = await app.db.batch([
    app.db.select({ id: series.id }).from(series).where(eq(series.id, seriesId)),
    app.db
      .select({ number: episodes.episodeNumber, kind: episodes.kind })
      .from(episodes)
      .where(and(eq(episodes.seriesId, seriesId), ne(episodes.kind, "canon")))
      .orderBy(asc(episodes.episodeNumber)),
  ]);
  if (!parents[0]) throw notFound("Series");
  const numbersOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.number);
  return {
    series_id: seriesId,
    ...(Object.fromEntries(listedKinds.map((kind) => [kind, spansText(spansOf(numbersOf(kind)))])) as Record<
      (typeof listedKinds)[number],
      string
    >),
  };
}

// Whether the episode's number is in one of the spans, given as one JSON parameter whatever their
// count (D1 binds at most 100 values a statement).
const inSpans = (spans: EpisodeSpan[]) =>
  sql`EXISTS (SELECT 1 FROM json_each(${JSON.stringify(spans)}) AS span WHERE ${episodes.episodeNumber} BETWEEN json_extract(span.value, '$[0]') AND json_extract(span.value, '$[1]'))`;

/**
 * Marks the series' episodes as the lists say, every episode they do not name canon, in one batch:
 * it commits whole or not at all. Only an episode whose kind changes is rewritten (and dated). A
 * listed number the series has no episode for marks nothing. Answers the lists as now stored.
 */
export async function setEpisodeKinds(app: AppContext, seriesId: number, lists: EpisodeKindLists) {
  const [parent] = await app.db.select({ id: series.id }).from(series).where(eq(series.id, seriesId));
  if (!parent) throw notFound("Series");
  const kindOf = sql.join(
    [sql`CASE`, ...listedKinds.map((kind) => sql`WHEN ${inSpans(lists[kind])} THEN ${kind}`), sql`ELSE 'canon' END`],
    sql` `,
  ) as SQL<EpisodeKind>;
  await app.db.batch([
    app.db
      .update(episodes)
      .set({ kind: kindOf, updatedAt: nowIso })
      .where(and(eq(episodes.seriesId, seriesId), sql`${episodes.kind} IS NOT (${kindOf})`)),
    app.db.update(series).set({ updatedAt: nowIso }).where(eq(series.id, seriesId)),
  ]);
  return readEpisodeKindLists(app, seriesId);
}
