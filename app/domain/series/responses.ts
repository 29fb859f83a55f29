// What the series routes answer (presentSeries in present.ts, findSeriesSuggestions).
import { z } from "zod";
import { altTitlesAnswer, isoTime, maybeText, rowId } from "~/lib/response-fields";
import { skipRangeAnswers } from "~/lib/response-fields";
import { Episode } from "../episodes/responses";
import { SCORE_MIN_VOTES } from "../lists/schema";
import { type ExternalIdField, externalIdSites } from "~/lib/external-ids";
import { SYNOPSIS_LOCALES } from "~/lib/translated-synopses";
import { seriesRatings } from "~/lib/vocabulary/series";

const externalId = (field: ExternalIdField) =>
  z
    .number()
    .int()
    .nullable()
    .meta({ description: `The series' id on ${externalIdSites[field].site}` });

const seriesFields = {
  id: rowId,
  title: z.string(),
  alt_titles: altTitlesAnswer,
  slug: z.string(),
  subtitle: maybeText,
  description: maybeText,
  descriptions: z.partialRecord(z.enum(SYNOPSIS_LOCALES), z.string()).meta({
    description: `The synopsis in the site's other languages, by language (${SYNOPSIS_LOCALES.join(", ")}); description is the original`,
  }),
  cover_image: maybeText,
  image: maybeText,
  genres: z.array(z.string()).meta({ description: "Genre names, A to Z" }),
  genreIds: z.array(rowId),
  tags: z.array(z.string()),
  season: maybeText,
  status: maybeText,
  network: maybeText,
  type: maybeText,
  year: z.number().int().nullable(),
  studio: maybeText,
  rating: z
    .enum(seriesRatings)
    .nullable()
    .meta({ description: "Its content rating on MyAnimeList's scale (g, pg, pg_13, r, r_plus, rx), mildest first; null when unknown" }),
  trailer_url: maybeText.meta({ description: "Where the series' trailer is watched (YouTube, Dailymotion)" }),
  language: maybeText,
  mal_id: externalId("mal_id"),
  anilist_id: externalId("anilist_id"),
  bangumi_id: externalId("bangumi_id"),
  members: z.number().int().meta({ description: "How many viewers' lists hold the series" }),
  score: z
    .number()
    .nullable()
    .meta({ description: `The mean of viewers' scores (1 to 10, to two places); null until ${SCORE_MIN_VOTES} viewers scored it` }),
  episodes_sub: z.number().int().meta({ description: "How many of its episodes have at least one sub server (decision 049)" }),
  episodes_dub: z.number().int().meta({ description: "How many of its episodes have at least one dub server (decision 049)" }),
  featured: z.boolean(),
  is_new: z.boolean(),
  show_in_latest: z.boolean(),
  show_in_completed: z.boolean(),
  ...skipRangeAnswers,
  latest_episode: z.object({ episode_number: z.number().int(), language: maybeText, quality: maybeText }).nullable(),
  created_at: isoTime,
  updated_at: isoTime,
};

export const Series = z.object(seriesFields).meta({ id: "Series", description: "A series with its genres and newest episode" });

export const SeriesDetail = z
  .object({ ...seriesFields, episodes: z.array(Episode) })
  .meta({ id: "SeriesDetail", description: "A series with its genres and all its episodes, in episode order" });

export const SeriesSuggestions = z
  .object({
    items: z.array(
      z.object({
        id: rowId,
        slug: z.string(),
        title: z.string(),
        cover: z.string().meta({ description: "The cover, else the image, else the placeholder" }),
        year: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: "SeriesSuggestions" });
