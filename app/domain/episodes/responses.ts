// What the episode routes answer (presentEpisode in present.ts).
import { z } from "zod";
import { serverAudios } from "~/lib/vocabulary/server-audio";
import { episodeKinds } from "~/lib/vocabulary/episode-kinds";
import { maybeText, rowId, SubtitleTrackAnswer, skipRangeAnswers } from "~/lib/response-fields";

export const EpisodeServer = z
  .object({
    label: z.string(),
    url: z.string(),
    type: z.string(),
    audio: z.enum(serverAudios).meta({ description: "sub (original audio, subtitled), dub or raw (original, no subtitles)" }),
    audio_lang: maybeText.meta({ description: "The dub's language, a BCP 47 tag; null when not given" }),
  })
  .meta({ id: "EpisodeServer" });

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
    language: maybeText.meta({
      description: "The episode's own label (Sub, Dub, Raw), kept as written; each server says its audio (decision 049)",
    }),
    kind: z.enum(episodeKinds).meta({ description: "canon, filler, recap, or mixed (part canon, part filler); decision 050" }),
    quality: maybeText,
    video_url: maybeText,
    ...skipRangeAnswers,
    subtitles: z.array(SubtitleTrackAnswer),
    servers: z.array(EpisodeServer),
    spoiler: z.boolean().meta({
      description: "Whether the caller's spoiler guard holds the episode back: then its thumbnail and description are null (decision 062)",
    }),
  })
  .meta({ id: "Episode", description: "An episode with its player servers in their saved order" });

/** A series' filler list as stored (decision 050): each kind's episodes as numbers and runs. */
export const EpisodeKindListsAnswer = z
  .object({
    series_id: rowId,
    filler: z.string().meta({ description: 'The filler episodes, such as "12–15, 33"; empty when none' }),
    recap: z.string().meta({ description: "The recap episodes, as filler" }),
    mixed: z.string().meta({ description: "The mixed (part canon, part filler) episodes, as filler" }),
  })
  .meta({
    id: "EpisodeKindLists",
    description: "Which of a series' episodes are filler, recap or mixed; every other episode is canon",
  });
