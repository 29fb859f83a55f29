// AniList's `Page { media(search:) }` and `Media(id:)` (https://docs.anilist.co), read into the
// lookup's candidates and preview.
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { epochSecondsInstant, sourceCount, sourceId } from "~/.server/sources/answer-fields";
import { aniListQuery } from "~/.server/sources/catalogues";
import { plainSynopsis, ratingOfAdultFlag, relationsIn, siteSeason, siteStatus, siteType, tagsWithin, titlesOf } from "./fields";
import type { SeriesCandidateAnswer, SeriesPreviewAnswer } from "./responses";

const Titles = z.object({ romaji: z.string().nullable(), english: z.string().nullable(), native: z.string().nullable() });

const AniListCandidate = z.object({
  id: sourceId,
  title: Titles,
  format: z.string().nullable(),
  seasonYear: z.number().int().nullable(),
  startDate: z.object({ year: z.number().int().nullable() }).nullable(),
  episodes: sourceCount.nullable(),
  coverImage: z.object({ medium: z.string().nullable() }).nullable(),
});

const AniListMedia = AniListCandidate.omit({ coverImage: true }).extend({
  idMal: sourceId.nullable(),
  status: z.string().nullable(),
  season: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  description: z.string().nullable(),
  genres: z.array(z.string()).nullable(),
  coverImage: z.object({ extraLarge: z.string().nullable(), large: z.string().nullable() }).nullable(),
  bannerImage: z.string().nullable(),
  studios: z
    .object({ edges: z.array(z.object({ isMain: z.boolean(), node: z.object({ name: z.string(), isAnimationStudio: z.boolean() }) })) })
    .nullable(),
  tags: z.array(z.object({ name: z.string(), isGeneralSpoiler: z.boolean(), isMediaSpoiler: z.boolean() })).nullable(),
  airingSchedule: z.object({ nodes: z.array(z.object({ episode: sourceCount, airingAt: epochSecondsInstant })) }).nullable(),
  trailer: z.object({ id: z.string().nullable(), site: z.string().nullable() }).nullable(),
  isAdult: z.boolean().nullable(),
  relations: z
    .object({
      edges: z.array(z.object({ relationType: z.string().nullable(), node: z.object({ id: sourceId, type: z.string().nullable() }) })),
    })
    .nullable()
    .optional(),
});
type AniListMedia = z.output<typeof AniListMedia>;

/** How many candidates a search answers. */
export const CANDIDATES = 10;
/** How many coming episodes a preview carries (a year of a weekly series). */
export const AIRINGS = 52;

const SEARCH = `query ($search: String, $perPage: Int) {
  Page(page: 1, perPage: $perPage) {
    media(search: $search, type: ANIME, sort: SEARCH_MATCH) {
      id title { romaji english native } format seasonYear startDate { year } episodes coverImage { medium }
    }
  }
}`;

const MEDIA = `query ($id: Int, $airings: Int) {
  Media(id: $id, type: ANIME) {
    id idMal title { romaji english native } format status season seasonYear startDate { year } episodes
    countryOfOrigin description(asHtml: false) genres coverImage { extraLarge large } bannerImage
    studios { edges { isMain node { name isAnimationStudio } } }
    tags { name isGeneralSpoiler isMediaSpoiler } trailer { id site } isAdult
    relations { edges { relationType(version: 2) node { id type } } }
    airingSchedule(notYetAired: true, perPage: $airings) { nodes { episode airingAt } }
  }
}`;

/** Where AniList's trailer is watched: its id on the one video site it names, as that site addresses it. */
function trailerAddress(trailer: AniListMedia["trailer"]): string | null {
  if (!trailer?.id || !/^[\w-]+$/.test(trailer.id)) return null;
  if (trailer.site === "youtube") return `https://www.youtube.com/watch?v=${trailer.id}`;
  if (trailer.site === "dailymotion") return `https://www.dailymotion.com/video/${trailer.id}`;
  return null;
}

const yearOf = (media: Pick<z.output<typeof AniListCandidate>, "seasonYear" | "startDate">) =>
  media.seasonYear ?? media.startDate?.year ?? null;

export async function searchAniList(app: AppContext, words: string): Promise<Omit<SeriesCandidateAnswer, "series_id">[]> {
  const data = await aniListQuery(
    app,
    SEARCH,
    { search: words, perPage: CANDIDATES },
    z.object({ Page: z.object({ media: z.array(AniListCandidate) }) }),
  );
  return (data?.Page.media ?? []).map((media) => ({
    source: "anilist",
    id: media.id,
    title: titlesOf(media.title, null).title,
    native_title: media.title.native,
    format: media.format,
    year: yearOf(media),
    episodes: media.episodes,
    cover_url: media.coverImage?.medium ?? null,
  }));
}

export async function aniListPreview(app: AppContext, id: number): Promise<Omit<SeriesPreviewAnswer, "series_id"> | null> {
  const data = await aniListQuery(app, MEDIA, { id, airings: AIRINGS }, z.object({ Media: AniListMedia.nullable() }));
  const media = data?.Media;
  if (!media) return null;
  const mainStudio = media.studios?.edges.find((edge) => edge.isMain && edge.node.isAnimationStudio);
  return {
    source: "anilist",
    ...titlesOf(media.title, media.countryOfOrigin),
    description: plainSynopsis(media.description),
    type: siteType(media.format),
    status: siteStatus(media.status),
    season: siteSeason(media.season),
    year: yearOf(media),
    studio: mainStudio?.node.name ?? null,
    rating: ratingOfAdultFlag(media.isAdult),
    genres: media.genres ?? [],
    tags: tagsWithin((media.tags ?? []).filter((tag) => !tag.isGeneralSpoiler && !tag.isMediaSpoiler).map((tag) => tag.name)),
    anilist_id: media.id,
    mal_id: media.idMal,
    bangumi_id: null,
    cover_url: media.coverImage?.extraLarge ?? media.coverImage?.large ?? null,
    banner_url: media.bannerImage,
    trailer_url: trailerAddress(media.trailer),
    // Manga, novels and other media AniList relates are no series here.
    relations: relationsIn(
      (media.relations?.edges ?? []).filter((edge) => edge.node.type === "ANIME").map((edge) => [edge.relationType, edge.node.id]),
    ),
    airing: (media.airingSchedule?.nodes ?? []).map((node) => ({
      episode: node.episode,
      airs_at: node.airingAt,
    })),
  };
}
