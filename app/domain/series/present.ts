import type { episodes, series } from "~/.server/db/schema";
import type { z } from "zod";
import type { EpisodeWithServers } from "../episodes/present.server";
import type { Series } from "./responses";

/** A series row as reads carry it: every column but its search terms, which are the index's. */
export type SeriesRow = Omit<typeof series.$inferSelect, "searchTerms" | "altSearchTerms" | "scoreVotes" | "scoreTotal">;
type LatestEpisode = Pick<typeof episodes.$inferSelect, "episodeNumber" | "language" | "quality">;
export type GenreRef = { id: number; name: string };

/**
 * The series as both the API and the pages see it (snake_case, as the specs name the fields). The
 * answer's shape is written once, in responses.ts; `satisfies` holds this mapping to it, field for
 * field, so neither can gain or lose a field alone (decision 029).
 */
export function presentSeries(row: SeriesRow, genreRefs: GenreRef[], latest: LatestEpisode | null = null) {
  return {
    id: row.id,
    title: row.title,
    alt_titles: row.altTitles,
    slug: row.slug,
    subtitle: row.subtitle,
    description: row.description,
    descriptions: row.descriptions,
    cover_image: row.coverImage,
    image: row.image,
    genres: genreRefs.map((genre) => genre.name),
    genreIds: genreRefs.map((genre) => genre.id),
    tags: row.tags,
    season: row.season,
    status: row.status,
    network: row.network,
    type: row.type,
    year: row.year,
    studio: row.studio,
    rating: row.rating,
    trailer_url: row.trailerUrl,
    language: row.language,
    mal_id: row.malId,
    anilist_id: row.anilistId,
    bangumi_id: row.bangumiId,
    members: row.members,
    score: row.score,
    episodes_sub: row.episodesSub,
    episodes_dub: row.episodesDub,
    featured: row.featured,
    is_new: row.isNew,
    show_in_latest: row.showInLatest,
    show_in_completed: row.showInCompleted,
    intro_start: row.introStart,
    intro_end: row.introEnd,
    outro_start: row.outroStart,
    outro_end: row.outroEnd,
    latest_episode: latest ? { episode_number: latest.episodeNumber, language: latest.language, quality: latest.quality } : null,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  } satisfies z.output<typeof Series>;
}

export type SeriesView = ReturnType<typeof presentSeries>;
export type SeriesDetailView = SeriesView & { episodes: EpisodeWithServers[] };

const cardFields = [
  "id",
  "slug",
  "title",
  "subtitle",
  "description",
  "cover_image",
  "image",
  "tags",
  "genres",
  "status",
  "type",
  "latest_episode",
  "episodes_sub",
  "episodes_dub",
] as const;

/** What a series card shows: a page of cards sends the browser these fields and no more. */
export type SeriesCardView = Pick<SeriesView, (typeof cardFields)[number]>;

export const cardOf = (view: SeriesView): SeriesCardView =>
  Object.fromEntries(cardFields.map((field) => [field, view[field]])) as SeriesCardView;
