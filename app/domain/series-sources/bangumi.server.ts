// Bangumi's API v0 (https://bangumi.github.io/api/), `POST /v0/search/subjects` for anime
// (type 2), `GET /v0/subjects/{id}` and its main episodes (`GET /v0/episodes?type=0`), read into
// the lookup's candidates and preview: where the site's donghua are best kept, with their Chinese
// titles. Bangumi answers anyone without a key, to a client whose User-Agent names it (serviceCall's).
// It knows no AniList or MyAnimeList id (bangumi-data gives the MyAnimeList one), no banner or trailer, no status (its days tell it) and no
// air times, only days.
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { sourceCount, sourceDay, sourceId } from "~/.server/sources/answer-fields";
import { malIdOfBangumi } from "~/.server/sources/bangumi-mal-ids";
import { BANGUMI_EPISODES_PAGE, bangumiApi, bangumiEpisodes } from "~/.server/sources/catalogues";
import { serviceCall } from "~/.server/sources/service-call";
import { todayIn, zonedTimeToUtc } from "~/lib/dates";
import type { seriesStatuses } from "~/lib/vocabulary/series";
import { AIRINGS, CANDIDATES } from "./anilist.server";
import {
  countryOfTitle,
  genresOfTags,
  ratingOfAdultFlag,
  languageOfScript,
  plainSynopsis,
  seasonOfDate,
  siteType,
  titlesOf,
} from "./fields";
import type { SeriesCandidateAnswer, SeriesPreviewAnswer } from "./responses";

/** Bangumi's subject type for anime (its others: books, music, games, real life). */
const ANIME = 2;
/**
 * When an episode Bangumi names only the day of goes on the schedule, in the site's zone: noon
 * keeps it on that day for a viewer up to 12 hours either side; the admin sets the real hour.
 */
const AIRING_HOUR = "12:00";

const Images = z.object({ large: z.string().optional(), medium: z.string().optional() }).nullish();

const BangumiCandidate = z.object({
  id: sourceId,
  type: z.number().int(),
  name: z.string(),
  name_cn: z.string().nullish(),
  date: sourceDay,
  platform: z.string().nullish(),
  eps: sourceCount.nullish(),
  total_episodes: sourceCount.nullish(),
  images: Images,
});
type BangumiCandidate = z.output<typeof BangumiCandidate>;

/** An infobox line's value: text, or a list of values (each perhaps with its own key). */
const InfoboxValue = z.union([z.string(), z.array(z.object({ v: z.string() }))]);

const BangumiSubject = BangumiCandidate.extend({
  summary: z.string().nullish(),
  nsfw: z.boolean().nullish(),
  tags: z.array(z.object({ name: z.string() })).nullish(),
  infobox: z.array(z.object({ key: z.string(), value: InfoboxValue })).nullish(),
});
type BangumiSubject = z.output<typeof BangumiSubject>;

const Episodes = z.object({
  total: sourceCount,
  data: z.array(z.object({ sort: z.number(), ep: z.number().nullish(), airdate: sourceDay })),
});
type Episode = z.output<typeof Episodes>["data"][number];

/** The values of an infobox line (`别名` holds several), each trimmed, none empty. */
function infoboxValues(subject: BangumiSubject, key: string): string[] {
  const value = subject.infobox?.find((line) => line.key === key)?.value;
  const values = typeof value === "string" ? [value] : (value ?? []).map((item) => item.v);
  return values.map((text) => text.trim()).filter(Boolean);
}

/** The original name in the language of its country, the Chinese name as the main title, every alias after. */
const titlesOfBangumi = (subject: BangumiCandidate, aliases: string[] = []) =>
  titlesOf(
    { native: subject.name, chinese: subject.name_cn },
    countryOfTitle(subject.name, subject.name_cn),
    aliases.map((title) => ({ lang: languageOfScript(title), title })),
  );

const episodeCount = (subject: BangumiCandidate) => subject.eps || subject.total_episodes || null;

export async function searchBangumi(app: AppContext, words: string): Promise<Omit<SeriesCandidateAnswer, "series_id">[]> {
  const found = await serviceCall(
    app,
    "bangumi",
    {
      method: "POST",
      url: `${bangumiApi(app)}/v0/search/subjects?${new URLSearchParams({ limit: String(CANDIDATES), offset: "0" })}`,
      body: { keyword: words, filter: { type: [ANIME] } },
    },
    z.object({ data: z.array(BangumiCandidate) }),
  );
  return (found?.data ?? [])
    .filter((subject) => subject.type === ANIME)
    .map((subject) => ({
      source: "bangumi",
      id: subject.id,
      title: titlesOfBangumi(subject).title,
      native_title: subject.name,
      format: subject.platform || null,
      year: seasonOfDate(subject.date).year,
      episodes: episodeCount(subject),
      cover_url: subject.images?.medium || null,
    }));
}

/**
 * The subject's main episodes where the coming ones are: its last page (Bangumi lists them in
 * their order, those announced with their days), so a long-running series costs two calls, not
 * one for each hundred episodes it has aired.
 */
async function lastEpisodes(app: AppContext, subjectId: number): Promise<Episode[]> {
  const first = await bangumiEpisodes(app, subjectId, 0, Episodes);
  if (!first || first.total <= BANGUMI_EPISODES_PAGE) return first?.data ?? [];
  return (await bangumiEpisodes(app, subjectId, first.total - BANGUMI_EPISODES_PAGE, Episodes))?.data ?? [];
}

/**
 * Bangumi names no status; its days say most of it: a series whose first day is still to come is
 * Upcoming, as is one none of whose episodes aired yet while one has its day ahead; one some of
 * whose episodes aired and others not (a day ahead, or none yet) is Ongoing; one whose every
 * episode aired is Completed. Anything else (no episodes listed) is the admin's to say.
 */
function statusOf(date: string | null, episodes: Episode[], today: string): (typeof seriesStatuses)[number] | null {
  const aired = episodes.filter((episode) => episode.airdate !== null && episode.airdate < today).length;
  const coming = episodes.some((episode) => episode.airdate !== null && episode.airdate >= today);
  if ((date !== null && date > today) || (aired === 0 && coming)) return "Upcoming";
  if (episodes.length === 0 || aired === 0) return null;
  return aired === episodes.length ? "Completed" : "Ongoing";
}

/** The episode's number in its series (Bangumi's `ep`, else its order), when that is a whole number from 1. */
const numberOf = (episode: Episode) => {
  const number = episode.ep ?? episode.sort;
  return Number.isInteger(number) && number >= 1 ? number : null;
};

export async function bangumiPreview(app: AppContext, id: number): Promise<Omit<SeriesPreviewAnswer, "series_id"> | null> {
  const subject = await serviceCall(app, "bangumi", { url: `${bangumiApi(app)}/v0/subjects/${id}` }, BangumiSubject);
  // An id of a book, a game or music is no series.
  if (!subject || subject.type !== ANIME) return null;
  const episodes = await lastEpisodes(app, id);
  const timeZone = app.env.SITE_TIMEZONE;
  const today = todayIn(timeZone);
  const coming = episodes.flatMap((episode) => {
    const number = numberOf(episode);
    return number !== null && episode.airdate !== null && episode.airdate >= today ? [{ number, day: episode.airdate }] : [];
  });
  return {
    source: "bangumi",
    ...titlesOfBangumi(subject, infoboxValues(subject, "别名")),
    description: plainSynopsis(subject.summary),
    type: siteType(subject.platform),
    status: statusOf(subject.date, episodes, today),
    ...seasonOfDate(subject.date),
    studio: infoboxValues(subject, "动画制作")[0] ?? null,
    rating: ratingOfAdultFlag(subject.nsfw),
    // Its tags are its readers' words (a month, a studio, "TV" among them): only those naming a genre are kept.
    genres: genresOfTags((subject.tags ?? []).map((tag) => tag.name)),
    tags: [],
    anilist_id: null,
    // Bangumi knows no MyAnimeList id; bangumi-data does, in a file beside the site's static files.
    mal_id: await malIdOfBangumi(app, subject.id),
    bangumi_id: subject.id,
    cover_url: subject.images?.large || null,
    banner_url: null,
    trailer_url: null,
    // Bangumi's relations are a call of their own (/v0/subjects/{id}/subjects), not asked yet.
    relations: [],
    airing: coming.slice(0, AIRINGS).map(({ number, day }) => ({
      episode: number,
      airs_at: zonedTimeToUtc(day, AIRING_HOUR, timeZone).toISOString(),
    })),
  };
}
