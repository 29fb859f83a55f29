// Field schemas shared by the API's response schemas (app/domain/*/responses.ts): what the
// handlers answer, described once for the OpenAPI document (workers/api/openapi.ts).
import { z } from "zod";

/** A row's id, as the database numbers it. */
export const rowId = z.number().int().positive();

/** Nullable text, as most optional columns answer it. */
export const maybeText = z.string().nullable();

/** A series' other titles, each with its language (app/lib/alt-titles.ts). */
export const altTitlesAnswer = z
  .array(z.object({ lang: z.string().meta({ description: "BCP 47 language tag: ja, zh-Hans, en, ja-Latn, ..." }), title: z.string() }))
  .meta({ description: "Other titles of the series, each with its language" });

/** A time written by the database: ISO 8601 in UTC with milliseconds. */
export const isoTime = z.string().meta({ format: "date-time", examples: ["2026-11-24T19:00:00.000Z"] });

/** A calendar day: YYYY-MM-DD. */
export const isoDay = z.string().meta({ format: "date", examples: ["2026-11-24"] });

/** A time of day: HH:MM, 24-hour. */
export const clockTime = z.string().meta({ pattern: "^\\d{2}:\\d{2}$", examples: ["19:00"] });

const seconds = z.number().int().nonnegative().nullable().meta({ description: "Seconds from the episode's start" });
/** An intro and an outro (app/lib/skip-ranges.ts): an episode's own, or a series' default. */
export const skipRangeAnswers = { intro_start: seconds, intro_end: seconds, outro_start: seconds, outro_end: seconds };

/** A soft subtitle track: uploaded WebVTT (`/uploads/<hash>.vtt`) or a link; an uploaded ASS track also its file as uploaded. */
export const SubtitleTrackAnswer = z
  .object({
    lang: z.string().meta({ examples: ["en", "zh-Hans"] }),
    label: z.string(),
    url: z.string().meta({ description: "The track as WebVTT" }),
    ass_url: z.string().optional().meta({ description: "An ASS/SSA track as uploaded, drawn with its typesetting by the site's player" }),
  })
  .meta({ id: "SubtitleTrack" });
