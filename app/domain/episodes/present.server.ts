import type { z } from "zod";
import type { episodeServers, episodes } from "~/.server/db/schema";
import type { ServerAudio } from "~/lib/vocabulary/server-audio";
import type { Episode } from "./responses";
import { guardedEpisode } from "./spoiler-guard.server";

type EpisodeRow = typeof episodes.$inferSelect;
export type ServerView = { label: string; url: string; type: string; audio: ServerAudio; audio_lang: string | null };

/** A server row as the API and the pages see it. */
export const presentServer = ({ label, url, type, audio, audioLang }: typeof episodeServers.$inferSelect): ServerView => ({
  label,
  url,
  type,
  audio,
  audio_lang: audioLang,
});

/**
 * An episode as the API and the pages see it; `satisfies` holds it to the answer's shape in
 * responses.ts. `spoiler`: the viewer's guard holds it back (spoilerColumn).
 */
export function presentEpisode(row: EpisodeRow, servers: ServerView[], spoiler: number | boolean = false) {
  return guardedEpisode(
    {
      id: row.id,
      series_id: row.seriesId,
      episode_number: row.episodeNumber,
      title: row.title,
      description: row.description,
      thumbnail: row.thumbnail,
      release_date: row.releaseDate,
      duration: row.duration,
      status: row.status,
      language: row.language,
      kind: row.kind,
      quality: row.quality,
      video_url: row.videoUrl,
      intro_start: row.introStart,
      intro_end: row.introEnd,
      outro_start: row.outroStart,
      outro_end: row.outroEnd,
      subtitles: row.subtitles,
      servers,
    },
    spoiler,
  ) satisfies z.output<typeof Episode>;
}

export type EpisodeWithServers = ReturnType<typeof presentEpisode>;
