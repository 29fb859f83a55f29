// AniList's and MyAnimeList's OAuth, as the catalogue stand-ins' server answers them (decision
// 060), through the trackers' OAuth stand-in (./oauth-stand-in.ts: the app's credentials as HTTP
// Basic; MyAnimeList's PKCE `plain` verifier checked against the challenge), and who a token
// belongs to (AniList's `Viewer`, MyAnimeList's `/users/@me`) and their lists.
import type { IncomingMessage, ServerResponse } from "node:http";
import { oauthStandIn } from "./oauth-stand-in";

type Provider = "anilist" | "mal";
/** The stand-in's own apps: the site is configured with these. */
export const TRACKER_APPS: Record<Provider, { id: string; secret: string }> = {
  anilist: { id: "stand-in-anilist-app", secret: "stand-in-anilist-secret" },
  mal: { id: "stand-in-client-id", secret: "stand-in-mal-secret" },
};
/** The accounts the stand-in's viewers hold. */
export const TRACKER_ACCOUNTS: Record<Provider, { id: number; name: string }> = {
  anilist: { id: 5_123_456, name: "frieren_fan" },
  mal: { id: 9_876_543, name: "himmel_the_hero" },
};

/** One entry of a viewer's list on either provider, as a test says it: the provider's own words. */
export type StandInListEntry = {
  id: number;
  title: string;
  /** The provider's own word (AniList's CURRENT, MyAnimeList's watching…), or Bangumi's number. */
  status: string | number;
  /** AniList's out of 100, the others' out of 10. */
  score: number;
  progress: number;
  /** An ISO time; a number is sent as it is (a provider's answer out of range, as the sixth probe sent). */
  updatedAt: string | number;
};

export function trackerStandIn() {
  // AniList's grants last a year without a refresh token; MyAnimeList's an hour, each refresh spending its refresh token.
  const oauth = {
    anilist: oauthStandIn("anilist", { app: TRACKER_APPS.anilist, credentials: "basic", expiresIn: 31_536_000, refresh: "none" }),
    mal: oauthStandIn("mal", { app: TRACKER_APPS.mal, credentials: "basic", expiresIn: 3600, refresh: "rotate", pkce: "plain" }),
  };
  const lists: Record<Provider, StandInListEntry[]> = { anilist: [], mal: [] };

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

  /** The account a request's bearer token belongs to, or undefined. */
  const holderOf = (request: IncomingMessage) =>
    oauth.anilist.holds(request) ? TRACKER_ACCOUNTS.anilist : oauth.mal.holds(request) ? TRACKER_ACCOUNTS.mal : undefined;

  /** MyAnimeList's `/users/@me/animelist`, a page at a time as `limit` and `offset` say. */
  function malList(url: URL, response: ServerResponse) {
    const [limit, offset] = [Number(url.searchParams.get("limit") ?? 10), Number(url.searchParams.get("offset") ?? 0)];
    const page = lists.mal.slice(offset, offset + limit);
    const next = new URL(url.toString());
    next.searchParams.set("offset", String(offset + limit));
    json(response, 200, {
      data: page.map((entry) => ({
        node: { id: entry.id, title: entry.title },
        list_status: { status: entry.status, score: entry.score, num_episodes_watched: entry.progress, updated_at: entry.updatedAt },
      })),
      paging: offset + limit < lists.mal.length ? { next: next.toString() } : {},
    });
  }

  /** MyAnimeList's `PATCH` (a form body) and `DELETE` of one anime on the holder's list. */
  function malListChange(animeId: number, method: string, body: Buffer, response: ServerResponse) {
    const kept = lists.mal.filter((entry) => entry.id !== animeId);
    if (method === "DELETE") {
      const had = kept.length < lists.mal.length;
      lists.mal = kept;
      return had ? json(response, 200, []) : json(response, 404, { error: "not_found" });
    }
    const form = new URLSearchParams(body.toString());
    const said = {
      status: form.get("status") ?? "",
      score: Number(form.get("score") ?? 0),
      progress: Number(form.get("num_watched_episodes") ?? 0),
    };
    lists.mal = [...kept, { id: animeId, title: String(animeId), ...said, updatedAt: new Date().toISOString() }];
    return json(response, 200, { status: said.status, score: said.score, num_episodes_watched: said.progress });
  }

  /** What a viewer's list holds there now (a test reads what the site sent). */
  const listOf = (provider: Provider) => lists[provider];

  /** Answers the request when it is one of these; false to leave it to the catalogues. */
  function handle(url: URL, request: IncomingMessage, body: Buffer, response: ServerResponse): boolean {
    const asked = /^\/(anilist|mal)-oauth\/(authorize|token)$/.exec(url.pathname);
    if (asked) {
      const provider = oauth[asked[1] as Provider];
      if (asked[2] === "authorize") provider.authorize(url, response);
      else provider.token(request, body, response);
      return true;
    }
    const listStatus = /^\/mal\/v2\/anime\/(\d+)\/my_list_status$/.exec(url.pathname);
    if (listStatus) {
      if (!holderOf(request)) json(response, 401, { error: "invalid_token" });
      else malListChange(Number(listStatus[1]), request.method ?? "", body, response);
      return true;
    }
    if (url.pathname === "/mal/v2/users/@me" || url.pathname === "/mal/v2/users/@me/animelist") {
      const holder = holderOf(request);
      if (!holder) json(response, 401, { error: "invalid_token" });
      else if (url.pathname.endsWith("/animelist")) malList(url, response);
      else json(response, 200, holder);
      return true;
    }
    return false;
  }

  /** AniList's list entry ids: its media's id, offset. */
  const entryIdOf = (mediaId: number) => mediaId + 10_000_000;

  /** AniList's mutations of the holder's list, in its own words (the stand-in keeps the list as the test said it). */
  function aniListChange(query: string, variables: Record<string, unknown>, response: ServerResponse) {
    const mediaId = Number(variables.mediaId);
    if (query.includes("SaveMediaListEntry")) {
      const kept = lists.anilist.filter((entry) => entry.id !== mediaId);
      const saved = {
        id: mediaId,
        title: String(mediaId),
        status: String(variables.status),
        score: Number(variables.scoreRaw ?? 0),
        progress: Number(variables.progress ?? 0),
        updatedAt: new Date().toISOString(),
      };
      lists.anilist = [...kept, saved];
      return json(response, 200, { data: { SaveMediaListEntry: { id: entryIdOf(mediaId) } } });
    }
    if (query.includes("DeleteMediaListEntry")) {
      lists.anilist = lists.anilist.filter((entry) => entryIdOf(entry.id) !== Number(variables.id));
      return json(response, 200, { data: { DeleteMediaListEntry: { deleted: true } } });
    }
    const found = lists.anilist.find((entry) => entry.id === mediaId);
    if (!found) return json(response, 404, { errors: [{ message: "Not Found.", status: 404 }], data: { MediaList: null } });
    return json(response, 200, { data: { MediaList: { id: entryIdOf(found.id) } } });
  }

  /** AniList's `Viewer`, `MediaListCollection` and list changes, for the GraphQL handler: the token's holder's, or a 401 answer. */
  function aniListViewer(query: string, variables: Record<string, unknown>, request: IncomingMessage, response: ServerResponse) {
    const holder = holderOf(request);
    if (!holder) return json(response, 401, { errors: [{ message: "Invalid token", status: 401 }], data: null });
    if (/SaveMediaListEntry|DeleteMediaListEntry|MediaList\(/.test(query)) return aniListChange(query, variables, response);
    if (!query.includes("MediaListCollection")) return json(response, 200, { data: { Viewer: holder } });
    const entries = lists.anilist.map((entry) => ({
      mediaId: entry.id,
      status: entry.status,
      score: entry.score,
      progress: entry.progress,
      updatedAt: typeof entry.updatedAt === "number" ? entry.updatedAt : Math.floor(Date.parse(entry.updatedAt) / 1000),
      media: { title: { romaji: entry.title, english: null } },
    }));
    return json(response, 200, { data: { MediaListCollection: { lists: [{ entries }] } } });
  }

  /** A test's word on what each viewer's list holds there. */
  const setList = (provider: Provider, entries: StandInListEntry[]) => {
    lists[provider] = entries;
  };

  /** A viewer who revoked the site's access there: every token of the provider is refused from now on. */
  const revoke = (provider: Provider) => oauth[provider].revoke();

  const varsAt = (origin: string) => ({
    ANILIST_CLIENT_ID: TRACKER_APPS.anilist.id,
    ANILIST_CLIENT_SECRET: TRACKER_APPS.anilist.secret,
    MAL_CLIENT_SECRET: TRACKER_APPS.mal.secret,
    ANILIST_AUTH_URL: `${origin}/anilist-oauth`,
    MAL_AUTH_URL: `${origin}/mal-oauth`,
  });

  return { handle, aniListViewer, setList, listOf, revoke, varsAt };
}
