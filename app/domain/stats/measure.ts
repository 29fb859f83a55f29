// A viewer's year of watching counted (decision 076): pure, from the year's watched episodes, their
// series and the viewer's list entries for them, on the viewer's clocks.
import { durationSeconds } from "~/lib/durations";
import type { LocalTime } from "./zone";

export type WatchedEpisode = { seriesId: number; watchedAt: string; duration: string | null; audio: string | null };
export type WatchedSeries = { id: number; slug: string; title: string; studio: string | null; genres: string[]; tags: string[] };
export type Share = { name: string; hours: number; episodes: number };

/** How many genres, studios, tags and series a chart ranks. */
export const RANKED = 8;
const AUDIOS = ["sub", "dub", "raw"] as const;

const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/** Names ranked by time spent, then by episodes, then by name. */
function ranked(tally: Map<string, { seconds: number; episodes: number }>): Share[] {
  return [...tally]
    .sort(([a, x], [b, y]) => y.seconds - x.seconds || y.episodes - x.episodes || a.localeCompare(b))
    .slice(0, RANKED)
    .map(([name, { seconds, episodes }]) => ({ name, hours: hoursOf(seconds), episodes }));
}

/** An episode watched as the year's first or last: when, and its series (a series since removed names none). */
const momentOf = (episode: WatchedEpisode, seriesById: Map<number, WatchedSeries>) => {
  const shown = seriesById.get(episode.seriesId);
  return { series_id: episode.seriesId, slug: shown?.slug ?? null, title: shown?.title ?? null, watched_at: episode.watchedAt };
};

/** The most days in a row with an episode watched, among sorted distinct day numbers. */
function longestStreak(days: number[]): number {
  let longest = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && days[index - 1]! + 1 === day ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

export function measureYear(
  watched: WatchedEpisode[],
  seriesById: Map<number, WatchedSeries>,
  scores: Map<number, number>,
  localTime: (at: number) => LocalTime,
) {
  const months = Array<number>(12).fill(0);
  const week = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const audio = { sub: 0, dub: 0, raw: 0, unknown: 0 };
  type Tally = Map<string, { seconds: number; episodes: number }>;
  const add = (tally: Tally, name: string, seconds: number, episodes: number) => {
    const now = tally.get(name) ?? { seconds: 0, episodes: 0 };
    tally.set(name, { seconds: now.seconds + seconds, episodes: now.episodes + episodes });
  };
  // Each episode is counted into its series; genres, studios and tags are then counted from the
  // series (a few dozen) rather than from every episode: the page reads a heavy viewer's year.
  const tallies = { genres: new Map(), studios: new Map(), tags: new Map(), series: new Map() } as Record<
    "genres" | "studios" | "tags" | "series",
    Tally
  >;
  const secondsOf = new Map<string | null, number>();
  const days = new Set<number>();
  let totalSeconds = 0;
  for (const episode of watched) {
    const at = localTime(Date.parse(episode.watchedAt));
    months[at.month]! += 1;
    week[at.weekday]![at.hour]! += 1;
    days.add(at.day);
    let seconds = secondsOf.get(episode.duration);
    if (seconds === undefined) secondsOf.set(episode.duration, (seconds = durationSeconds(episode.duration) ?? 0));
    totalSeconds += seconds;
    const spoken = (episode.audio ?? "").toLowerCase();
    audio[AUDIOS.find((kind) => kind === spoken) ?? "unknown"] += 1;
    if (seriesById.has(episode.seriesId)) add(tallies.series, String(episode.seriesId), seconds, 1);
  }
  for (const [id, { seconds, episodes }] of tallies.series) {
    const shown = seriesById.get(Number(id))!;
    for (const genre of shown.genres) add(tallies.genres, genre, seconds, episodes);
    for (const tag of shown.tags) add(tallies.tags, tag, seconds, episodes);
    if (shown.studio) add(tallies.studios, shown.studio, seconds, episodes);
  }
  const watchedScores = [...tallies.series.keys()].flatMap((id) => scores.get(Number(id)) ?? []);
  const scoreCounts = Array<number>(10).fill(0);
  for (const score of watchedScores) if (score >= 1 && score <= 10) scoreCounts[score - 1]! += 1;
  const first = watched[0];
  const last = watched.at(-1);
  return {
    episodes: watched.length,
    hours: hoursOf(totalSeconds),
    series: tallies.series.size,
    mean_score: watchedScores.length ? Math.round((watchedScores.reduce((a, b) => a + b, 0) / watchedScores.length) * 10) / 10 : null,
    months,
    week,
    genres: ranked(tallies.genres),
    studios: ranked(tallies.studios),
    tags: ranked(tallies.tags),
    scores: scoreCounts,
    audio,
    longest_streak: longestStreak([...days].sort((a, b) => a - b)),
    top_series: ranked(tallies.series).map(({ name, hours, episodes }) => {
      const { id, slug, title } = seriesById.get(Number(name))!;
      return { id, slug, title, hours, episodes };
    }),
    first: first ? momentOf(first, seriesById) : null,
    last: last ? momentOf(last, seriesById) : null,
  };
}
