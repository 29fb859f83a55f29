// What the series lookup answers: candidates to pick from, and a picked one as the create body's fields.
import { z } from "zod";
import { altTitlesAnswer, isoTime, maybeText } from "~/lib/response-fields";
import { followableFields, seriesSources } from "~/lib/vocabulary/series-sources";
import { seriesRatings } from "~/lib/vocabulary/series";
import { relationKinds } from "~/lib/vocabulary/series-relations";

export const SeriesCandidate = z
  .object({
    source: z.enum(seriesSources),
    id: z.number().int().meta({ description: "The series' id at the source" }),
    title: z.string(),
    native_title: maybeText,
    format: maybeText.meta({ description: "The source's own word: TV, MOVIE, OVA, ona…" }),
    year: z.number().int().nullable(),
    episodes: z.number().int().nullable(),
    cover_url: maybeText,
    series_id: z.number().int().nullable().meta({ description: "The site's series with this id, when it has one" }),
  })
  .meta({ id: "SeriesCandidate", description: "A series the source found" });
export type SeriesCandidateAnswer = z.infer<typeof SeriesCandidate>;

export const SeriesPreview = z
  .object({
    source: z.enum(seriesSources),
    title: z.string().meta({ description: "English where the source has it, else the romanised title; Bangumi's Chinese title" }),
    alt_titles: altTitlesAnswer,
    description: z.string().meta({ description: "Plain text: no markup, no source line" }),
    type: maybeText,
    status: maybeText,
    season: maybeText,
    year: z.number().int().nullable(),
    studio: maybeText.meta({ description: "The main animation studio (not the producers)" }),
    rating: z
      .enum(seriesRatings)
      .nullable()
      .meta({ description: "MyAnimeList's rating; from AniList and Bangumi only rx, for a title they mark adult, else null" }),
    genres: z.array(z.string()).meta({ description: "The source's genre names; the site's own are matched by name on create" }),
    tags: z.array(z.string()).meta({ description: "Its tags that give nothing away (spoiler tags left out)" }),
    anilist_id: z.number().int().nullable(),
    mal_id: z.number().int().nullable(),
    bangumi_id: z.number().int().nullable(),
    cover_url: maybeText,
    banner_url: maybeText,
    trailer_url: maybeText.meta({ description: "Where its trailer is watched (AniList names YouTube or Dailymotion)" }),
    relations: z
      .array(z.object({ kind: z.enum(relationKinds), id: z.number().int().meta({ description: "The related series' id at the source" }) }))
      .meta({
        description:
          "The series the source relates (prequel, sequel, side story…); on create and refresh, those the site has are its franchise",
      }),
    airing: z
      .array(z.object({ episode: z.number().int(), airs_at: isoTime }))
      .meta({ description: "The coming episodes the source knows, with when each airs (Bangumi names the day: noon in the site's zone)" }),
    series_id: z.number().int().nullable().meta({ description: "The site's series with this id, when it has one" }),
  })
  .meta({ id: "SeriesPreview", description: "A series at its source, as the fields a new series takes" });
export type SeriesPreviewAnswer = z.infer<typeof SeriesPreview>;

export const SeriesRefreshAnswer = z
  .object({
    series_id: z.number().int(),
    source: z.enum(seriesSources).meta({ description: "The catalogue the series was refreshed from" }),
    followed: z.array(z.enum(followableFields)).meta({ description: "The fields that follow the source: those the admin has not edited" }),
    changed: z.array(z.enum(followableFields)).meta({ description: "The followed fields this refresh wrote" }),
    scheduled: z.number().int().meta({ description: "Coming episodes this refresh put on the schedule" }),
    related: z
      .number()
      .int()
      .meta({ description: "Links to the site's series this refresh wrote (relations the source names, both ways)" }),
  })
  .meta({ id: "SeriesRefresh", description: "What a refresh from the series' source changed" });

/** The preview's fields the create's form and body take (its pictures and air dates are fetched on save). */
const CREATE_FIELDS = [
  "title",
  "alt_titles",
  "description",
  "type",
  "status",
  "season",
  "year",
  "studio",
  "rating",
  "tags",
  "trailer_url",
  "anilist_id",
  "mal_id",
  "bangumi_id",
] as const satisfies readonly (keyof SeriesPreviewAnswer)[];

/** A preview's fields as the create's form and body take them. */
export const createFieldsOf = (preview: SeriesPreviewAnswer) =>
  Object.fromEntries(CREATE_FIELDS.map((field) => [field, preview[field]])) as Pick<SeriesPreviewAnswer, (typeof CREATE_FIELDS)[number]>;
