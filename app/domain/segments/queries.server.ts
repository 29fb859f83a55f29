// An episode's skip segments (issue #82, decision 068): the admin's typed intro and outro (the
// episode's own, else its series' default) come first; an episode with neither is asked of
// AniSkip by its series' MyAnimeList id, kept in KV, never on a page render's path.
import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, series } from "~/.server/db/schema";
import { durationSeconds } from "~/lib/durations";
import { segmentsOf } from "~/lib/skip-ranges";
import { aniSkipSegments } from "./aniskip.server";
import type { SegmentView } from "./responses";

const skipFields = (table: typeof episodes | typeof series) => ({
  intro_start: table.introStart,
  intro_end: table.introEnd,
  outro_start: table.outroStart,
  outro_end: table.outroEnd,
});

/** The episode's segments, or undefined when there is no such episode. */
export async function segmentsOfEpisode(app: AppContext, episodeId: number): Promise<SegmentView[] | undefined> {
  const [row] = await app.db
    .select({
      number: episodes.episodeNumber,
      duration: episodes.duration,
      malId: series.malId,
      own: skipFields(episodes),
      fallback: skipFields(series),
    })
    .from(episodes)
    .innerJoin(series, eq(series.id, episodes.seriesId))
    .where(eq(episodes.id, episodeId))
    .limit(1);
  if (!row) return undefined;
  const typed = Object.entries(segmentsOf(row.own, row.fallback)).flatMap(([kind, range]) =>
    range ? [{ id: `admin-${kind}`, kind: kind as "intro" | "outro", ...range, source: "admin" as const, votes: 0 }] : [],
  );
  if (typed.length > 0 || row.malId === null) return typed;
  return aniSkipSegments(app, row.malId, row.number, durationSeconds(row.duration) ?? 0);
}
