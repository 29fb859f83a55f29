// AniList's `Page { media(search:) }` and `Media(id:)` (https://docs.anilist.co), read into the
// lookup's candidates and preview.
import type { AppContext } from "~/.server/context";
import { aniListQuery } from "~/.server/sources/catalogues";
import { plainSynopsis, siteSeason, siteStatus, siteType, tagsWithin, titlesOf } from "./fields";
import type { SeriesCandidateAnswer, SeriesPreviewAnswer } from "./responses";

type Titles = { romaji: string | null; english: string | null; native: string | null };

type AniListCandidate = {
  id: number;
  title: Titles;
  format: string | null;
  seasonYear: number | null;
  startDate: { year: number | null } | null;
  episodes: number | null;
  coverImage: { medium: string | null } | null;
};

type AniListMedia = Omit<AniListCandidate, "coverImage"> & {
  idMal: number | null;
  status: string | null;
  season: string | null;
  countryOfOrigin: string | null;
  description: string | null;
  genres: string[] | null;
  coverImage: { extraLarge: string | null; large: string | null } | null;
  bannerImage: string | null;
  studios: { edges: { isMain: boolean; node: { name: string; isAnimationStudio: boolean } }[] } | null;
  tags: { name: string; isGeneralSpoiler: boolean; isMediaSpoiler: boolean }[] | null;
  airingSchedule: { nodes: { episode: number; airingAt: number }[] } | null;
  trailer: { id: string | null; site: string | null } | null;
};

/** How many candidates a search answers. */
export const CANDIDATES = 10;
/** How many coming episodes a preview carries (a year of a weekly series). */
const AIRINGS = 52;

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
    tags { name isGeneralSpoiler isMediaSpoiler } trailer { id site }
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

const yearOf = (media: Pick<AniListCandidate, "seasonYear" | "startDate">) => media.seasonYear ?? media.startDate?.year ?? null;

export async function searchAniList(app: AppContext, words: string): Promise<Omit<SeriesCandidateAnswer, "series_id">[]> {
  const data = await aniListQuery<{ Page: { media: AniListCandidate[] } }>(app, SEARCH, { search: words, perPage: CANDIDATES });
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
  const data = await aniListQuery<{ Media: AniListMedia | null }>(app, MEDIA, { id, airings: AIRINGS });
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
    genres: media.genres ?? [],
    tags: tagsWithin((media.tags ?? []).filter((tag) => !tag.isGeneralSpoiler && !tag.isMediaSpoiler).map((tag) => tag.name)),
    anilist_id: media.id,
    mal_id: media.idMal,
    cover_url: media.coverImage?.extraLarge ?? media.coverImage?.large ?? null,
    banner_url: media.bannerImage,
    trailer_url: trailerAddress(media.trailer),
    airing: (media.airingSchedule?.nodes ?? []).map((node) => ({
      episode: node.episode,
      airs_at: new Date(node.airingAt * 1000).toISOString(),
    })),
  };
}
