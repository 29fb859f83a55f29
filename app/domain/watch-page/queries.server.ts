// The episode page reads the series, the episode and its servers, its neighbours, one range of the
// Other Episodes strip, its comments and the next airing in one round trip, keyed by slug and number.
// A concept of its own, above the series, the episodes, the comments and the schedule it reads.
import { and, asc, eq, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AppContext } from "~/.server/context";
import { episodeServers, episodes, series } from "~/.server/db/schema";
import { listEpisodeComments } from "../comments/queries.server";
import { scheduledAiringQuery } from "../schedule/queries.server";
import { cardQuery, presentCard } from "../series/cards.server";
import { seriesIdBySlug } from "~/.server/db/series-key";
import { segmentsOf } from "~/lib/skip-ranges";
import { presentEpisode } from "../episodes/present.server";
import { episodeCardsQuery, episodeRangesQuery } from "../episodes/queries.server";
import { guardedRows } from "../episodes/spoiler-guard.server";
import type { Browsing } from "~/lib/browsing";
import { presentRanges, rangeOf, shownRange, type RangeQuery } from "../episodes/ranges";

const episodeIdOf = (seriesId: ReturnType<typeof seriesIdBySlug>, number: number) =>
  sql`(SELECT ${episodes.id} FROM ${episodes} WHERE ${episodes.seriesId} = ${seriesId} AND ${episodes.episodeNumber} = ${number})`;

const seriesColumn = (column: SQLiteColumn, name: string) => sql<number | null>`${column}`.as(name);

/** The id of episode `number` of the series with this slug, or undefined. */
export async function findEpisodeId(app: AppContext, slug: string, number: number): Promise<number | undefined> {
  const [row] = await app.db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.seriesId, seriesIdBySlug(slug)), eq(episodes.episodeNumber, number)));
  return row?.id;
}

/**
 * The page of episode `number`; a signed-in `viewer` sees its strip with their spoiler guard
 * (decision 062), and the episode itself as it is: they opened it.
 */
export async function getWatchPage(app: AppContext, slug: string, number: number, query: RangeQuery, viewer?: Browsing | null) {
  const seriesId = seriesIdBySlug(slug);
  const stripRange = query.range ?? rangeOf(number);
  const [seriesRows, episodeRows, servers, neighbours, ranges, strip, comments, airing] = await app.db.batch([
    cardQuery(app, seriesId),
    app.db
      .select({
        episode: episodes,
        // Named apart: a batch reads each row by its column names, and the episode's have the same ones.
        seriesDefault: {
          intro_start: seriesColumn(series.introStart, "series_intro_start"),
          intro_end: seriesColumn(series.introEnd, "series_intro_end"),
          outro_start: seriesColumn(series.outroStart, "series_outro_start"),
          outro_end: seriesColumn(series.outroEnd, "series_outro_end"),
        },
      })
      .from(episodes)
      .innerJoin(series, eq(series.id, episodes.seriesId))
      .where(and(eq(episodes.seriesId, seriesId), eq(episodes.episodeNumber, number)))
      .limit(1),
    app.db
      .select({
        label: episodeServers.label,
        url: episodeServers.url,
        type: episodeServers.type,
        audio: episodeServers.audio,
        audio_lang: episodeServers.audioLang,
      })
      .from(episodeServers)
      .where(eq(episodeServers.episodeId, episodeIdOf(seriesId, number)))
      .orderBy(asc(episodeServers.position)),
    app.db
      .select({
        previous: sql<
          number | null
        >`(SELECT max(e.episode_number) FROM episodes e WHERE e.series_id = "series"."id" AND e.episode_number < ${number})`,
        next: sql<
          number | null
        >`(SELECT min(e.episode_number) FROM episodes e WHERE e.series_id = "series"."id" AND e.episode_number > ${number})`,
        // Where Next leads a viewer who skips filler and recaps (decision 053).
        nextStory: sql<number | null>`(SELECT min(e.episode_number) FROM episodes e WHERE e.series_id = "series"."id"
          AND e.episode_number > ${number} AND e.kind NOT IN ('filler', 'recap'))`,
      })
      .from(series)
      .where(eq(series.slug, slug)),
    episodeRangesQuery(app, seriesId),
    episodeCardsQuery(app, seriesId, stripRange, query.order, viewer),
    listEpisodeComments(app, episodeIdOf(seriesId, number), viewer?.userId),
    scheduledAiringQuery(app, seriesId, number + 1),
  ]);
  const seriesRow = seriesRows[0];
  const { episode: episodeRow, seriesDefault } = episodeRows[0] ?? {};
  if (!seriesRow || !episodeRow || !seriesDefault) return undefined;
  const episode = presentEpisode(episodeRow, servers);
  const shownRanges = presentRanges(ranges);
  const next = airing[0];
  return {
    series: presentCard(seriesRow),
    episode,
    segments: segmentsOf(episode, seriesDefault),
    previousNumber: neighbours[0]?.previous ?? null,
    nextNumber: neighbours[0]?.next ?? null,
    nextStoryNumber: neighbours[0]?.nextStory ?? null,
    ranges: shownRanges,
    range: shownRange({ ...query, range: stripRange }, strip, shownRanges),
    order: query.order,
    // The open episode is never held back: the viewer chose it.
    others: guardedRows(strip.map((card) => (card.id === episode.id ? { ...card, spoiler: 0 } : card))).map(
      ({ id, episode_number, title, thumbnail, kind, spoiler }) => ({
        id,
        episode_number,
        title,
        thumbnail,
        kind,
        spoiler,
      }),
    ),
    comments,
    nextAiring: next ? { date: next.air_date, time: next.air_time } : null,
  };
}
