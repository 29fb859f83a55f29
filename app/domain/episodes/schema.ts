import { z } from "zod";
import {
  fromDecimalText,
  httpUrl,
  idField,
  optionalChoice,
  optionalDate,
  optionalHttpUrl,
  optionalImage,
  optionalText,
  pageFields,
  requiredText,
} from "~/lib/schema-fields";
import { refineSkipRanges, skipRangeFields } from "~/lib/skip-ranges";
import { subtitleTracksField } from "~/lib/subtitle-tracks";
import { serverLinkProblem } from "~/lib/server-links";
import { serverTypes } from "~/lib/video";
import { seriesLanguages } from "~/lib/vocabulary/series";
import { serverAudios } from "~/lib/vocabulary/server-audio";
import { episodeKinds } from "~/lib/vocabulary/episode-kinds";
import { languageTag } from "~/lib/alt-titles";

export const MAX_SERVERS = 20;

export const ServerInput = z.object({
  label: requiredText("Server label", 100),
  url: httpUrl("Server url"),
  // Left empty, the type is detected from the url (and stays editable).
  type: z
    .preprocess(
      (v) => (v === null || v === undefined ? "" : v),
      z.enum([...serverTypes, ""], { error: `Server type must be one of ${serverTypes.join(", ")}` }),
    )
    .optional(),
  // Left out, a server takes the audio of the episode's language (audioOfLanguage; decision 049).
  audio: z
    .preprocess(
      (v) => (v === null || v === "" ? undefined : typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(serverAudios, { error: `Audio must be one of ${serverAudios.join(", ")}` }).optional(),
    )
    .meta({ description: "What a viewer hears: sub (original audio, subtitled), dub or raw (original, no subtitles)" }),
  audio_lang: z
    .preprocess(
      (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
      languageTag("Audio language is required").optional(),
    )
    .meta({ description: "The dub's language, a BCP 47 tag (en, ja, zh-Hans, ...)" }),
});

const episodeFields = {
  episode_number: z.preprocess(
    fromDecimalText,
    z
      .number({ error: "Episode number is required" })
      .int("Episode number must be a whole number")
      .positive("Episode number must be at least 1")
      .max(100_000),
  ),
  title: requiredText("Title", 200),
  description: requiredText("Description", 5000),
  release_date: optionalDate("Release date"),
  thumbnail: optionalImage("Thumbnail"),
  duration: optionalText("Duration", 50),
  status: optionalText("Status", 50),
  language: optionalChoice("Language", seriesLanguages),
  // Left out (or empty), a new episode is canon and a saved one keeps its kind (decision 050).
  kind: z
    .preprocess(
      (v) => (v === null || v === "" ? undefined : typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(episodeKinds, { error: `Kind must be one of ${episodeKinds.join(", ")}` }).optional(),
    )
    .meta({ description: "What the episode is to the story: canon, filler, recap, or mixed (part canon, part filler)" }),
  quality: optionalText("Quality", 20),
  video_url: optionalHttpUrl("Video url"),
  servers: z
    .array(ServerInput, { error: "servers must be a list" })
    .max(MAX_SERVERS, `At most ${MAX_SERVERS} servers`)
    .superRefine((servers, ctx) =>
      servers.forEach((server, index) => {
        const problem = serverLinkProblem(server.url, server.type ?? "");
        if (problem) ctx.addIssue({ code: "custom", path: [index, "url"], message: `Server ${index + 1}: ${problem}` });
      }),
    )
    .optional(),
  ...skipRangeFields,
  subtitles: subtitleTracksField.optional(),
};

/** POST /api/episodes and the add form. */
export const EpisodeCreateInput = z.object({ series_id: idField("Series"), ...episodeFields }).superRefine(refineSkipRanges);
/**
 * PUT /api/episodes/{id} and the edit form: any subset; servers and subtitles, when given, replace
 * the old ones. A range given without the duration is held to the stored one by the command.
 */
export const EpisodeUpdateInput = z.object(episodeFields).partial().superRefine(refineSkipRanges);

export const serverEditRule = "All server fields (label, url, type) are required for each server.";
/** The edit form: the API's update, where every server row it shows names its type too. */
export const EpisodeEditForm = EpisodeUpdateInput.safeExtend({
  servers: episodeFields.servers
    .unwrap()
    .refine((rows) => rows.every((row) => row.type), serverEditRule)
    .optional(),
});
export type EpisodeCreate = z.infer<typeof EpisodeCreateInput>;
export type EpisodeUpdate = z.infer<typeof EpisodeUpdateInput>;

/** The most episodes one API call answers. */
export const EPISODES_API_LIMIT = 100;

export const EpisodesQuery = z.object({
  series_id: idField("series_id"),
  ...pageFields(EPISODES_API_LIMIT),
});
