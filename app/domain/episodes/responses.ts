// What the episode routes answer (presentEpisode in present.ts).
import { z } from "zod";
import { maybeText, rowId, SubtitleTrackAnswer, skipRangeAnswers } from "~/lib/response-fields";

export const EpisodeServer = z.object({ label: z.string(), url: z.string(), type: z.string() }).meta({ id: "EpisodeServer" });

export const Episode = z
  .object({
    id: rowId,
    series_id: rowId,
    episode_number: z.number().int(),
    title: maybeText,
    description: maybeText,
    thumbnail: maybeText,
    release_date: maybeText.meta({ description: "YYYY-MM-DD" }),
    duration: maybeText,
    status: maybeText,
    language: maybeText,
    quality: maybeText,
    video_url: maybeText,
    ...skipRangeAnswers,
    subtitles: z.array(SubtitleTrackAnswer),
    servers: z.array(EpisodeServer),
  })
  .meta({ id: "Episode", description: "An episode with its player servers in their saved order" });
