// MyAnimeList's v2 API, `GET /anime?q=` and `GET /anime/{id}` (https://myanimelist.net/apiconfig/references/api/v2),
// read into the lookup's candidates and preview. MyAnimeList knows no AniList id, no banner and no air times.
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { sourceCount, sourceId } from "~/.server/sources/answer-fields";
import { malGet } from "~/.server/sources/catalogues";
import { CANDIDATES } from "./anilist.server";
import { countryOfTitle, plainSynopsis, relationsIn, siteRating, siteSeason, siteStatus, siteType, titlesOf } from "./fields";
import type { SeriesCandidateAnswer, SeriesPreviewAnswer } from "./responses";

const MalAnime = z.object({
  id: sourceId,
  title: z.string(),
  main_picture: z.object({ medium: z.string().optional(), large: z.string().optional() }).optional(),
  alternative_titles: z.object({ en: z.string().optional(), ja: z.string().optional() }).optional(),
  media_type: z.string().optional(),
  start_season: z.object({ year: z.number().int(), season: z.string() }).optional(),
  num_episodes: sourceCount.optional(),
});
type MalAnime = z.output<typeof MalAnime>;

const MalDetails = MalAnime.extend({
  synopsis: z.string().optional(),
  status: z.string().optional(),
  genres: z.array(z.object({ name: z.string() })).optional(),
  studios: z.array(z.object({ name: z.string() })).optional(),
  rating: z.string().optional(),
  related_anime: z.array(z.object({ node: z.object({ id: sourceId }), relation_type: z.string() })).optional(),
});

const CANDIDATE_FIELDS = "id,title,main_picture,alternative_titles,media_type,start_season,num_episodes";
const DETAIL_FIELDS = `${CANDIDATE_FIELDS},synopsis,status,genres,studios,rating,related_anime`;

/** MyAnimeList's main title is the romanised one; English and Japanese are alternative titles ("" when none). */
const titlesOfMal = (anime: MalAnime) => {
  const native = anime.alternative_titles?.ja || null;
  return titlesOf({ romaji: anime.title, english: anime.alternative_titles?.en || null, native }, native ? countryOfTitle(native) : null);
};

export async function searchMal(app: AppContext, words: string): Promise<Omit<SeriesCandidateAnswer, "series_id">[]> {
  // MyAnimeList refuses a search under three characters (400): nothing to find.
  if ([...words].length < 3) return [];
  const found = await malGet(
    app,
    "/anime",
    { q: words, limit: String(CANDIDATES), fields: CANDIDATE_FIELDS },
    z.object({ data: z.array(z.object({ node: MalAnime })) }),
  );
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
  const anime = await malGet(app, `/anime/${id}`, { fields: DETAIL_FIELDS }, MalDetails);
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
    rating: siteRating(anime.rating),
    genres: (anime.genres ?? []).map((genre) => genre.name),
    tags: [],
    anilist_id: null,
    mal_id: anime.id,
    bangumi_id: null,
    cover_url: anime.main_picture?.large ?? anime.main_picture?.medium ?? null,
    banner_url: null,
    // MyAnimeList's v2 API names no trailer.
    trailer_url: null,
    relations: relationsIn((anime.related_anime ?? []).map((related) => [related.relation_type, related.node.id])),
    airing: [],
  };
}
