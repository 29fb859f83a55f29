// An episode's skip segments (issue #82, decision 068): the admin's typed intro and outro (the
// episode's own, else its series' default) come first; an episode with neither is asked of
// AniSkip by its series' MyAnimeList id, kept in KV, never on a page render's path; then the
// viewers' segments their votes have not voted down.
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, series, users, viewerSegments } from "~/.server/db/schema";
import { joinNamedEpisode, namedEpisodeColumns } from "~/domain/episodes/named-episode.server";
import { durationSeconds } from "~/lib/durations";
import { segmentsOf } from "~/lib/skip-ranges";
import { aniSkipSegments } from "./aniskip.server";
import { presentViewerSegment } from "./present";
import type { SegmentView } from "./responses";

// The series' fields are named apart from the episode's: D1's batch answers rows keyed by column name.
const episodeSkips = {
  intro_start: episodes.introStart,
  intro_end: episodes.introEnd,
  outro_start: episodes.outroStart,
  outro_end: episodes.outroEnd,
};
const seriesSkips = {
  intro_start: sql<number | null>`${series.introStart}`.as("series_intro_start"),
  intro_end: sql<number | null>`${series.introEnd}`.as("series_intro_end"),
  outro_start: sql<number | null>`${series.outroStart}`.as("series_outro_start"),
  outro_end: sql<number | null>`${series.outroEnd}`.as("series_outro_end"),
};

/** A viewer's segment voted down to this (as AniSkip hides its own) is no longer served. */
export const HIDDEN_AT_VOTES = -2;

/** The episode's segments, or undefined when there is no such episode. */
export async function segmentsOfEpisode(app: AppContext, episodeId: number): Promise<SegmentView[] | undefined> {
  const [[row], sent] = await app.db.batch([
    app.db
      .select({
        number: episodes.episodeNumber,
        duration: episodes.duration,
        malId: series.malId,
        own: episodeSkips,
        fallback: seriesSkips,
      })
      .from(episodes)
      .innerJoin(series, eq(series.id, episodes.seriesId))
      .where(eq(episodes.id, episodeId))
      .limit(1),
    app.db
      .select()
      .from(viewerSegments)
      .where(and(eq(viewerSegments.episodeId, episodeId), gt(viewerSegments.votes, HIDDEN_AT_VOTES)))
      .orderBy(asc(viewerSegments.start), asc(viewerSegments.id)),
  ]);
  if (!row) return undefined;
  const viewers = sent.map(presentViewerSegment);
  const typed = Object.entries(segmentsOf(row.own, row.fallback)).flatMap(([kind, range]) =>
    range ? [{ id: `admin-${kind}`, kind: kind as "intro" | "outro", ...range, source: "admin" as const, votes: 0 }] : [],
  );
  if (typed.length > 0 || row.malId === null) return [...typed, ...viewers];
  return [...(await aniSkipSegments(app, row.malId, row.number, durationSeconds(row.duration) ?? 0)), ...viewers];
}

/**
 * Viewers' segments for the admins to review, newest first, each with its episode named (a link)
 * and its sender; `username` finds all one viewer sent.
 */
export async function findViewerSegmentsForModeration(app: AppContext, filter: { username?: string; limit: number; offset: number }) {
  const { db } = app;
  const where = filter.username
    ? inArray(viewerSegments.userId, db.select({ id: users.id }).from(users).where(eq(users.username, filter.username)))
    : undefined;
  // Two calls, not a batch: a batch keys rows by column name and the join's names collide (id).
  const [items, counted] = await Promise.all([
    joinNamedEpisode(
      db
        .select({
          id: viewerSegments.id,
          episode_id: viewerSegments.episodeId,
          kind: viewerSegments.kind,
          start: viewerSegments.start,
          end: viewerSegments.end,
          votes: viewerSegments.votes,
          username: users.username,
          created_at: viewerSegments.createdAt,
          ...namedEpisodeColumns,
        })
        .from(viewerSegments)
        .innerJoin(users, eq(users.id, viewerSegments.userId))
        .$dynamic(),
      viewerSegments.episodeId,
    )
      .where(where)
      .orderBy(desc(viewerSegments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(viewerSegments).where(where),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}
