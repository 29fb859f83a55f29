// MyAnimeList's v2 API, `GET /anime?q=` and `GET /anime/{id}` (https://myanimelist.net/apiconfig/references/api/v2),
// read into the lookup's candidates and preview. MyAnimeList knows no AniList id, no banner and no air times.
import type { AppContext } from "~/.server/context";
import { malGet } from "~/.server/sources/catalogues";
import { CANDIDATES } from "./anilist.server";
import { countryOfTitle, plainSynopsis, siteSeason, siteStatus, siteType, titlesOf } from "./fields";
import type { SeriesCandidateAnswer, SeriesPreviewAnswer } from "./responses";

type MalAnime = {
  id: number;
  title: string;
  main_picture?: { medium?: string; large?: string };
  alternative_titles?: { en?: string; ja?: string };
  media_type?: string;
  start_season?: { year: number; season: string };
  num_episodes?: number;
};

type MalDetails = MalAnime & {
  synopsis?: string;
  status?: string;
  genres?: { name: string }[];
  studios?: { name: string }[];
};

const CANDIDATE_FIELDS = "id,title,main_picture,alternative_titles,media_type,start_season,num_episodes";
const DETAIL_FIELDS = `${CANDIDATE_FIELDS},synopsis,status,genres,studios`;

/** MyAnimeList's main title is the romanised one; English and Japanese are alternative titles ("" when none). */
const titlesOfMal = (anime: MalAnime) => {
  const native = anime.alternative_titles?.ja || null;
  return titlesOf({ romaji: anime.title, english: anime.alternative_titles?.en || null, native }, native ? countryOfTitle(native) : null);
};

export async function searchMal(app: AppContext, words: string): Promise<Omit<SeriesCandidateAnswer, "series_id">[]> {
  // MyAnimeList refuses a search under three characters (400): nothing to find.
  if ([...words].length < 3) return [];
  const found = await malGet<{ data: { node: MalAnime }[] }>(app, "/anime", {
    q: words,
    limit: String(CANDIDATES),
    fields: CANDIDATE_FIELDS,
  });
  return (found?.data ?? []).map(({ node }) => ({
    source: "mal",
    id: node.id,
    title: titlesOfMal(node).title,
    native_title: node.alternative_titles?.ja || null,
    format: node.media_type ?? null,
    year: node.start_season?.year ?? null,
    episodes: node.num_episodes || null,
    cover_url: node.main_picture?.medium ?? null,
  }));
}

export async function malPreview(app: AppContext, id: number): Promise<Omit<SeriesPreviewAnswer, "series_id"> | null> {
  const anime = await malGet<MalDetails>(app, `/anime/${id}`, { fields: DETAIL_FIELDS });
  if (!anime) return null;
  return {
    source: "mal",
    ...titlesOfMal(anime),
    description: plainSynopsis(anime.synopsis),
    type: siteType(anime.media_type),
    status: siteStatus(anime.status),
    season: siteSeason(anime.start_season?.season),
    year: anime.start_season?.year ?? null,
    // MyAnimeList's studios are the animation studios; its producers are a field of their own, not asked for.
    studio: anime.studios?.[0]?.name ?? null,
    genres: (anime.genres ?? []).map((genre) => genre.name),
    tags: [],
    anilist_id: null,
    mal_id: anime.id,
    cover_url: anime.main_picture?.large ?? anime.main_picture?.medium ?? null,
    banner_url: null,
    // MyAnimeList's v2 API names no trailer.
    trailer_url: null,
    airing: [],
  };
}
