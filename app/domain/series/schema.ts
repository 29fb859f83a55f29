import { z } from "zod";
import {
  flagField,
  idList,
  optionalChoice,
  optionalHttpUrl,
  optionalImage,
  optionalInt,
  optionalText,
  pageFields,
  requiredText,
  stringList,
} from "~/lib/schema-fields";
import { altTitlesField, SERIES_TITLE_MAX } from "~/lib/alt-titles";
import { SYNOPSIS_MAX, translatedSynopsesField } from "~/lib/translated-synopses";
import { refineSkipRanges, skipRangeFields } from "~/lib/skip-ranges";
import { EXTERNAL_ID_MAX, type ExternalIdField, externalIdSites } from "~/lib/external-ids";
import { seriesLanguages, seriesNetworks, seriesRatings, seriesSeasons, seriesStatuses, seriesTypes } from "~/lib/vocabulary/series";

const externalId = (field: ExternalIdField) => optionalInt(externalIdSites[field].label, 1, EXTERNAL_ID_MAX);
const externalIdFields = { mal_id: externalId("mal_id"), anilist_id: externalId("anilist_id"), bangumi_id: externalId("bangumi_id") };

const seriesFields = {
  // Real light-novel titles run past 200 characters (the longest in bangumi-data is 207).
  title: requiredText("Title", SERIES_TITLE_MAX),
  alt_titles: altTitlesField.optional(),
  description: requiredText("Description", SYNOPSIS_MAX),
  descriptions: translatedSynopsesField.optional(),
  subtitle: optionalText("Subtitle", 300),
  cover_image: optionalImage("Cover image"),
  image: optionalImage("Image"),
  status: optionalChoice("Status", seriesStatuses),
  type: optionalChoice("Type", seriesTypes),
  language: optionalChoice("Language", seriesLanguages),
  season: optionalChoice("Season", seriesSeasons),
  network: optionalChoice("Network", seriesNetworks),
  year: optionalInt("Year", 1900, 2100),
  studio: optionalText("Studio", 200),
  rating: optionalChoice("Content rating", seriesRatings),
  trailer_url: optionalHttpUrl("Trailer"),
  ...externalIdFields,
  tags: stringList("tags", 30, 50).optional(),
  genreIds: idList("genreIds").optional(),
  featured: flagField.optional(),
  is_new: flagField.optional(),
  show_in_latest: flagField.optional(),
  show_in_completed: flagField.optional(),
  // The intro and outro its episodes fall back on.
  ...skipRangeFields,
};

/** POST /api/series and the add form: title and description required. */
export const SeriesCreateInput = z.object(seriesFields).superRefine(refineSkipRanges);
/** PUT /api/series/{id} and the edit form: any subset of the fields. */
export const SeriesUpdateInput = z.object(seriesFields).partial().superRefine(refineSkipRanges);
/** The Home Details screen's toggles. */
export const SeriesHomeToggles = z
  .object(seriesFields)
  .pick({ featured: true, show_in_latest: true, is_new: true, show_in_completed: true, status: true })
  .partial();
export type SeriesCreate = z.infer<typeof SeriesCreateInput>;
export type SeriesUpdate = z.infer<typeof SeriesUpdateInput>;

/** The most series one API call answers (docs/decisions/008-catalogue-at-scale.md). */
export const SERIES_API_LIMIT = 100;

/** How a list of series may be ordered; `relevance` (a search's default) is `updated` with no search. */
export const seriesSorts = ["relevance", "updated", "title", "members", "score"] as const;
export type SeriesOrder = (typeof seriesSorts)[number];

/** GET /api/series and the home-section lists: the browse filters' names, an order, and a page window. */
export const SeriesListQuery = z.object({
  q: optionalText("q", 100),
  genre: optionalText("genre", 100),
  status: optionalChoice("status", seriesStatuses),
  network: optionalChoice("network", seriesNetworks),
  season: optionalChoice("season", seriesSeasons),
  category: optionalChoice("category", seriesTypes),
  rating: optionalChoice("rating", seriesRatings),
  sort: optionalChoice("sort", seriesSorts).describe(
    "relevance: how well the titles hold q (the whole main title, its start, a word's start, anywhere in it, then the same in another title), then views, then title; the default with q. updated: most recently updated first; the default without q. title: A to Z. members: on the most viewers' lists first. score: the highest viewers' score first, unscored last",
  ),
  has_dub: z
    .preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(["true", "false"], { error: "has_dub must be true or false" }).optional(),
    )
    .transform((value) => value === "true")
    .meta({ description: "true: only series with at least one dubbed episode (episodes_dub above 0)" }),
  // Each finds the one series with that id on MyAnimeList, AniList or Bangumi.
  ...externalIdFields,
  ...pageFields(SERIES_API_LIMIT),
});
export type SeriesListParams = z.infer<typeof SeriesListQuery>;

export const homeLists = ["popular", "latest", "new", "completed"] as const;
export type HomeList = (typeof homeLists)[number];

/** GET /api/series/suggest: what was typed in the header search, trimmed. */
export const SeriesSuggestQuery = z.object({ q: requiredText("q", 100) });
