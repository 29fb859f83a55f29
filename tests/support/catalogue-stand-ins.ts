// Stand-ins for AniList's GraphQL API, MyAnimeList's v2 API, Bangumi's public catalogue
// (bangumi-subjects-stand-in.ts) and their picture hosts, on one local port, speaking as the real
// services do (https://docs.anilist.co, MyAnimeList's API v2 reference, https://bangumi.github.io/api/).
// The series are bangumi-data's (real titles, AniList and MyAnimeList ids, air dates); what it
// lacks (romanised titles, synopses, genres, studios, tags) is given below for the few series the
// tests name, as those services list them, and left out for the rest.
//
// Behaviours keyed by what is asked, so files running side by side never share state:
// - a search for words starting "busy-once" answers 429 (Retry-After: 1) the first time, then as usual;
// - a search for words starting "busy-long" answers 429 with Retry-After: 120, always;
// - MyAnimeList answers 401 without the X-MAL-CLIENT-ID header, as it does;
// - `PUT /art/<name>` keeps a picture the tests drew, `GET /art/<name>` serves it;
// - `GET /__asked` lists every request so far as {method, host, path, body, at};
// - `POST /__set` says a series is airing ({airing: {id, next, first?}}: three weekly episodes from
//   episode `first`, 5 unless said), has finished ({finished: id}), or names its cover on another
//   host ({coverElsewhere: id}), or gives AniSkip an episode's skip times ({skipTimes}: aniskip-stand-in.ts),
//   or says the same of a Bangumi subject ({bangumi}: bangumi-subjects-stand-in.ts).
import { createRequire } from "node:module";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BangumiItem } from "./real-titles";
import { type StandInListEntry, trackerStandIn } from "./tracker-stand-ins";
import { type ListServiceName, listServiceStandIns } from "./list-service-stand-ins";
import { aniSkipStandIn } from "./aniskip-stand-in";
import { bangumiSubjectsStandIn } from "./bangumi-subjects-stand-in";

/** What bangumi-data lacks, as AniList lists it, for the series the tests name (by AniList id). */
const KNOWN: Record<
  number,
  {
    romaji: string;
    description: string;
    genres: string[];
    studios: [string, boolean, boolean][];
    tags: [string, boolean][];
    episodes: number;
    /** A YouTube id of the stand-in's own: the site builds the watch address from it. */
    trailer: string;
  }
> = {
  // Frieren: Beyond Journey's End (2023).
  154587: {
    romaji: "Sousou no Frieren",
    description:
      "The adventure is over but life goes on for an elf mage just beginning to learn what living is all about. Elf mage Frieren and her courageous fellow adventurers have defeated the Demon King and brought peace to the land.<br><br>\n<i>Decades after their grand adventure, Frieren sets out to understand people.</i><br><br>\n(Source: Crunchyroll)",
    genres: ["Adventure", "Drama", "Fantasy"],
    // [name, isMain, isAnimationStudio]: the studio beside its producers.
    studios: [
      ["Aniplex", false, false],
      ["Madhouse", true, true],
      ["Shogakukan", false, false],
    ],
    // [name, spoiler]
    tags: [
      ["Elf", false],
      ["Travel", false],
      ["Time Skip", true],
    ],
    episodes: 28,
    trailer: "qgQPKdn7Hk8",
  },
};

/**
 * Demon Slayer's franchise as AniList relates its parts (relationType, version 2), by AniList id:
 * the first season, the Mugen Train film, the Entertainment District Arc, the Kimetsu Academy side
 * story and the Mugen Train Arc's TV cut (a recap of the film), with the manga it adapts and the
 * Swordsmith Village Arc that follows (which the tests never add).
 */
const RELATIONS: Record<number, [string, number, "ANIME" | "MANGA"][]> = {
  101922: [
    ["SEQUEL", 112151, "ANIME"],
    ["SIDE_STORY", 129627, "ANIME"],
    ["ADAPTATION", 87216, "MANGA"],
  ],
  112151: [
    ["PREQUEL", 101922, "ANIME"],
    ["SEQUEL", 142329, "ANIME"],
    ["SUMMARY", 129874, "ANIME"],
  ],
  142329: [
    ["PREQUEL", 112151, "ANIME"],
    ["SEQUEL", 145139, "ANIME"],
  ],
  129627: [["PARENT", 101922, "ANIME"]],
  129874: [["PARENT", 112151, "ANIME"]],
};
/** AniList's relation words as MyAnimeList's `related_anime` writes them. */
const MAL_RELATIONS: Record<string, string> = {
  SEQUEL: "sequel",
  PREQUEL: "prequel",
  SIDE_STORY: "side_story",
  PARENT: "parent_story",
  SUMMARY: "summary",
};

// Required, not imported: the test run's configuration loads this file in Node, which imports JSON only with an attribute.
const items = (createRequire(import.meta.url)("bangumi-data") as { items: BangumiItem[] }).items;
const siteId = (item: BangumiItem, site: string) => Number(item.sites.find((entry) => entry.site === site)?.id) || null;
const COUNTRY: Record<string, string> = { ja: "JP", "zh-Hans": "CN", "zh-Hant": "TW", ko: "KR" };
const FORMAT: Record<string, string> = { tv: "TV", movie: "MOVIE", ova: "OVA", web: "ONA" };
// AniList's seasons by the month a series began: December to February is winter.
const SEASONS = ["WINTER", "WINTER", "SPRING", "SPRING", "SPRING", "SUMMER", "SUMMER", "SUMMER", "FALL", "FALL", "FALL", "WINTER"];

/** The series by AniList id, as AniList would answer them. */
const byAniList = new Map(
  items.flatMap((item) => {
    const id = siteId(item, "aniList");
    return id ? [[id, item] as const] : [];
  }),
);

/**
 * One series as AniList's `Media` answers it. `airingFrom`: for a series the test says is airing,
 * its coming episodes weekly from then (the stand-in's clock is the caller's: tests pass on any date).
 */
function mediaOf(id: number, item: BangumiItem, pictures: string, airingFrom?: { next: number; first: number }) {
  const known = KNOWN[id];
  const begin = new Date(item.begin);
  const english = item.titleTranslate?.en?.[0] ?? null;
  return {
    id,
    idMal: siteId(item, "mal"),
    title: { romaji: known?.romaji ?? english ?? item.title, english, native: item.title },
    format: FORMAT[item.type] ?? "TV",
    status: airingFrom ? "RELEASING" : "FINISHED",
    season: SEASONS[begin.getUTCMonth()] ?? "WINTER",
    seasonYear: begin.getUTCFullYear(),
    startDate: { year: begin.getUTCFullYear() },
    episodes: known?.episodes ?? null,
    countryOfOrigin: COUNTRY[item.lang] ?? "JP",
    description: known?.description ?? null,
    genres: known?.genres ?? [],
    coverImage: {
      extraLarge: `${pictures}/art/cover-${id}.jpg`,
      large: `${pictures}/art/cover-${id}.jpg`,
      medium: `${pictures}/art/cover-${id}.jpg`,
    },
    bannerImage: null,
    studios: { edges: (known?.studios ?? []).map(([name, isMain, isAnimationStudio]) => ({ isMain, node: { name, isAnimationStudio } })) },
    tags: (known?.tags ?? []).map(([name, spoiler]) => ({ name, isGeneralSpoiler: false, isMediaSpoiler: spoiler })),
    trailer: known ? { id: known.trailer, site: "youtube", thumbnail: null } : null,
    isAdult: false,
    relations: { edges: (RELATIONS[id] ?? []).map(([relationType, related, type]) => ({ relationType, node: { id: related, type } })) },
    airingSchedule: {
      nodes: airingFrom
        ? [0, 1, 2].map((week) => ({ episode: airingFrom.first + week, airingAt: Math.floor(airingFrom.next / 1000) + week * 7 * 86_400 }))
        : [],
    },
  };
}

const matches = (item: BangumiItem, words: string) =>
  [item.title, ...Object.values(item.titleTranslate ?? {}).flat()].some((title) => title.toLowerCase().includes(words.toLowerCase()));

export type Asked = { method: string; host: string; path: string; body: string; at: number };

export async function startCatalogueStandIns() {
  const asked: Asked[] = [];
  const pictures = new Map<string, Buffer>();
  const busyOnce = new Set<string>();
  /** AniList ids the tests said are airing, with when their next episode airs and its number. */
  const airing = new Map<number, { next: number; first: number }>();
  /** AniList ids whose cover the answer names on another host. */
  const coverElsewhere = new Set<number>();
  /** AniList ids whose description a test wrote, as AniList's answer carries it. */
  const descriptions = new Map<number, string>();
  /** AniList ids the tests said are adult titles: AniList's `isAdult`, MyAnimeList's `rx`. */
  const adult = new Set<number>();
  let origin = "";
  let otherOrigin = "";
  const trackers = trackerStandIn();
  const services = listServiceStandIns();
  const aniSkip = aniSkipStandIn();
  const bangumiSubjects = bangumiSubjectsStandIn();

  const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));

  function searchAnswer(words: string, response: ServerResponse): boolean {
    if (words.startsWith("busy-long")) {
      json(response, 429, { errors: [{ message: "Too Many Requests.", status: 429 }] }, { "Retry-After": "120" });
      return true;
    }
    if (words.startsWith("busy-once") && !busyOnce.has(words)) {
      busyOnce.add(words);
      json(response, 429, { errors: [{ message: "Too Many Requests.", status: 429 }] }, { "Retry-After": "1" });
      return true;
    }
    return false;
  }

  function aniList(body: { query?: string; variables?: Record<string, unknown> }, request: IncomingMessage, response: ServerResponse) {
    const query = body.query ?? "";
    if (/Viewer|MediaList/.test(query)) return trackers.aniListViewer(query, body.variables ?? {}, request, response);
    if (query.includes("Page(")) {
      const words = String(body.variables?.search ?? "");
      if (searchAnswer(words, response)) return;
      const found = [...byAniList]
        .filter(([, item]) => matches(item, words.replace(/^busy-once\s*/, "")))
        .slice(0, Number(body.variables?.perPage ?? 10));
      return json(response, 200, { data: { Page: { media: found.map(([id, item]) => mediaOf(id, item, origin)) } } });
    }
    const id = Number(body.variables?.id);
    const item = byAniList.get(id);
    if (!item) return json(response, 404, { errors: [{ message: "Not Found.", status: 404 }], data: { Media: null } });
    const media = mediaOf(id, item, coverElsewhere.has(id) ? otherOrigin : origin, airing.get(id));
    return json(response, 200, {
      data: { Media: { ...media, description: descriptions.get(id) ?? media.description, isAdult: adult.has(id) } },
    });
  }

  function myAnimeList(url: URL, request: IncomingMessage, response: ServerResponse) {
    if (!request.headers["x-mal-client-id"] && !request.headers.authorization) return json(response, 401, { error: "invalid_token" });
    const toMal = ([aniListId, item]: [number, BangumiItem]) => {
      const media = mediaOf(aniListId, item, origin);
      return {
        id: media.idMal,
        title: media.title.romaji,
        main_picture: { medium: media.coverImage.medium, large: media.coverImage.extraLarge },
        alternative_titles: { en: media.title.english ?? "", ja: item.title, synonyms: [] },
        media_type: media.format.toLowerCase(),
        start_season: { year: media.seasonYear, season: media.season.toLowerCase() },
        num_episodes: media.episodes ?? 0,
        synopsis: `${(media.description ?? "").replace(/<[^>]+>/g, "")}\n\n[Written by MAL Rewrite]`,
        status: "finished_airing",
        genres: media.genres.map((name, index) => ({ id: index + 1, name })),
        studios: media.studios.edges
          .filter((edge) => edge.node.isAnimationStudio)
          .map((edge, index) => ({ id: index + 1, name: edge.node.name })),
        // MyAnimeList writes R+ as `r+`; the stand-in's titles are teens' unless a test said adult.
        rating: adult.has(aniListId) ? "rx" : "pg_13",
        related_anime: (RELATIONS[aniListId] ?? []).flatMap(([word, related, type]) => {
          const item = byAniList.get(related);
          const malId = type === "ANIME" && item ? siteId(item, "mal") : null;
          return malId && MAL_RELATIONS[word] ? [{ node: { id: malId }, relation_type: MAL_RELATIONS[word] }] : [];
        }),
      };
    };
    const withMal = [...byAniList].filter(([, item]) => siteId(item, "mal"));
    const one = /^\/mal\/v2\/anime\/(\d+)$/.exec(url.pathname);
    if (one) {
      const found = withMal.find(([, item]) => siteId(item, "mal") === Number(one[1]));
      return found ? json(response, 200, toMal(found)) : json(response, 404, { error: "not_found", message: "" });
    }
    const words = url.searchParams.get("q") ?? "";
    if (searchAnswer(words, response)) return;
    if ([...words].length < 3) return json(response, 400, { error: "bad_request", message: "invalid q" });
    const found = withMal.filter(([, item]) => matches(item, words)).slice(0, Number(url.searchParams.get("limit") ?? 10));
    return json(response, 200, { data: found.map((entry) => ({ node: toMal(entry) })), paging: {} });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const body = Buffer.concat(chunks);
      if (url.pathname === "/__asked") return json(response, 200, asked);
      const trackerList = /^\/__tracker-list\/(anilist|mal)$/.exec(url.pathname);
      if (trackerList) return json(response, 200, trackers.listOf(trackerList[1] as "anilist" | "mal"));
      const serviceList = /^\/__tracker-list\/(bangumi|shikimori|simkl)$/.exec(url.pathname);
      if (serviceList) return json(response, 200, services.listOf(serviceList[1] as ListServiceName));
      if (url.pathname === "/__service-record") return json(response, 200, services.record());
      if (url.pathname === "/__set" && request.method === "POST") {
        const said = JSON.parse(body.toString()) as {
          airing?: { id: number; next: number; first?: number };
          finished?: number;
          coverElsewhere?: number;
          description?: { id: number; text: string };
          adult?: number;
          trackerList?: { provider: "anilist" | "mal" | ListServiceName; entries: StandInListEntry[] };
          revoked?: "anilist" | "mal" | ListServiceName;
          busy?: ListServiceName;
          skipTimes?: Parameters<ReturnType<typeof aniSkipStandIn>["set"]>[0];
          bangumi?: Parameters<typeof bangumiSubjects.set>[0];
        };
        if (said.skipTimes) aniSkip.set(said.skipTimes);
        if (said.bangumi) bangumiSubjects.set(said.bangumi);
        const { trackerList, revoked } = said;
        if (trackerList?.provider === "anilist" || trackerList?.provider === "mal")
          trackers.setList(trackerList.provider, trackerList.entries);
        else if (trackerList) services.setList(trackerList.provider, trackerList.entries);
        if (revoked === "anilist" || revoked === "mal") trackers.revoke(revoked);
        else if (revoked) services.revoke(revoked);
        if (said.busy) services.busy(said.busy);
        if (said.airing) airing.set(said.airing.id, { next: said.airing.next, first: said.airing.first ?? 5 });
        if (said.finished) airing.delete(said.finished);
        if (said.coverElsewhere) coverElsewhere.add(said.coverElsewhere);
        if (said.description) descriptions.set(said.description.id, said.description.text);
        if (said.adult) adult.add(said.adult);
        return json(response, 200, { ok: true });
      }
      asked.push({
        method: request.method ?? "",
        host: request.headers.host ?? "",
        path: request.url ?? "",
        body: body.toString("utf8").slice(0, 2000),
        at: Date.now(),
      });
      if (url.pathname.startsWith("/art/")) {
        if (request.method === "PUT") {
          pictures.set(url.pathname, body);
          return response.writeHead(201).end();
        }
        const picture = pictures.get(url.pathname);
        return picture ? response.writeHead(200, { "Content-Type": "image/jpeg" }).end(picture) : response.writeHead(404).end();
      }
      if (trackers.handle(url, request, body, response)) return;
      // Bangumi's public subjects before the trackers' Bangumi, which answers only a viewer's token.
      if (bangumiSubjects.handle(url, request, body, response, origin)) return;
      if (services.handle(url, request, body, response)) return;
      if (aniSkip.handle(url, response)) return;
      if (url.pathname === "/anilist" && request.method === "POST") return aniList(JSON.parse(body.toString() || "{}"), request, response);
      if (url.pathname.startsWith("/mal/v2/anime")) return myAnimeList(url, request, response);
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Never what keeps a test run's process alive: the integration run starts it and never stops it.
  server.unref();
  server.on("connection", (socket) => socket.unref());
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  // The same server under another name: a host ARTWORK_HOSTS does not list.
  otherOrigin = `http://localhost:${port}`;
  return {
    origin,
    vars: {
      ANILIST_GRAPHQL_URL: `${origin}/anilist`,
      MAL_API_URL: `${origin}/mal/v2`,
      ANISKIP_API_URL: `${origin}/aniskip`,
      MAL_CLIENT_ID: "stand-in-client-id",
      ARTWORK_HOSTS: `127.0.0.1:${port}`,
      ...trackers.varsAt(origin),
      ...services.varsAt(origin),
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
