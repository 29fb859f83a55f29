// Bangumi, Shikimori and Simkl as the trackers' stand-ins answer them (decision 071), each in its
// documented protocol: Bangumi's API v0 (collections fifty a page, progress as episodes marked
// watched, 403 for a client that does not name itself), Shikimori's `user_rates` (POST upserts;
// a count sent without its status flips the status, as Shikimori does), and Simkl's sync API
// (412 `client_id_failed` for a request that does not name the app; the whole list counted each
// time it is asked without `date_from`). Lists are kept in each provider's own words.
import type { IncomingMessage, ServerResponse } from "node:http";
import { oauthStandIn } from "./oauth-stand-in";
import type { StandInListEntry } from "./tracker-stand-ins";

export type ListServiceName = "bangumi" | "shikimori" | "simkl";

/** The stand-ins' apps, which the site is configured with, and the accounts their viewers hold. */
export const SERVICE_APPS: Record<ListServiceName, { id: string; secret: string }> = {
  bangumi: { id: "bgm-stand-in-app", secret: "bgm-stand-in-secret" },
  shikimori: { id: "shiki-stand-in-app", secret: "shiki-stand-in-secret" },
  simkl: { id: "simkl-stand-in-app", secret: "simkl-stand-in-secret" },
};
export const SERVICE_ACCOUNTS: Record<ListServiceName, { id: number; name: string }> = {
  bangumi: { id: 771_234, name: "donghua_fan" },
  shikimori: { id: 424_242, name: "Фрирен" },
  simkl: { id: 98_765, name: "simkl_watcher" },
};

/** How many episodes each subject has on the Bangumi stand-in, and their ids there. */
export const BANGUMI_EPISODES = 12;
export const bangumiEpisodeId = (subjectId: number, number: number) => subjectId * 1000 + number;

/** A User-Agent that names no app: what a runtime sends by itself, or Arctic's. */
export const anonymous = (request: IncomingMessage) =>
  !request.headers["user-agent"] || /^(node|undici|arctic)\b/i.test(request.headers["user-agent"]);

export function listServiceStandIns() {
  const oauth = {
    bangumi: oauthStandIn("bangumi", {
      app: SERVICE_APPS.bangumi,
      credentials: "form",
      expiresIn: 604_800,
      refresh: "keep",
      redirectOnRefresh: true,
    }),
    shikimori: oauthStandIn("shikimori", {
      app: SERVICE_APPS.shikimori,
      credentials: "form",
      expiresIn: 86_400,
      refresh: "rotate",
      authorizeSays: { scope: "user_rates" },
    }),
    simkl: oauthStandIn("simkl", {
      app: SERVICE_APPS.simkl,
      credentials: "json",
      refresh: "none",
      authorizeSays: { "app-name": "anime-catalogue" },
    }),
  };
  const lists: Record<ListServiceName, StandInListEntry[]> = { bangumi: [], shikimori: [], simkl: [] };
  /** Bangumi's episodes marked watched, by subject. */
  const watched = new Map<number, Set<number>>();
  const busyNext = new Set<ListServiceName>();
  /** When Simkl's list last changed, when each of its entries did (Simkl's own time, not the viewer's), and how often it was asked whole. */
  let simklChangedAt = new Date(0).toISOString();
  const simklEntryChangedAt = new Map<number, string>();
  let simklWholeLists = 0;
  /** When each write reached Simkl (milliseconds). */
  const simklWrites: number[] = [];

  const json = (response: ServerResponse, status: number, body?: unknown) =>
    body === undefined
      ? response.writeHead(status).end()
      : response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  const read = (body: Buffer) => JSON.parse(body.toString() || "{}") as Record<string, unknown>;

  /** An entry written there now: the list keeps one per series. */
  function keep(provider: ListServiceName, id: number, change: Partial<StandInListEntry>) {
    const had = lists[provider].find((entry) => entry.id === id);
    const entry = { id, title: String(id), status: "", score: 0, progress: 0, ...had, ...change, updatedAt: new Date().toISOString() };
    lists[provider] = [...lists[provider].filter((other) => other.id !== id), entry];
    if (provider === "simkl") simklChangedAt = simklChanged(id);
    return had === undefined;
  }

  /** Simkl notes the time an entry changed there; the list's activity moves with it. */
  function simklChanged(id: number) {
    const now = new Date().toISOString();
    simklEntryChangedAt.set(id, now);
    return now;
  }

  function bangumi(path: string, url: URL, request: IncomingMessage, body: Buffer, response: ServerResponse) {
    if (anonymous(request)) return json(response, 403, { title: "Forbidden", description: "set a User-Agent naming your app" });
    if (!oauth.bangumi.holds(request)) return json(response, 401, { title: "Unauthorized" });
    const { id, name } = SERVICE_ACCOUNTS.bangumi;
    if (path === "/v0/me") return json(response, 200, { id, username: name, nickname: "东方追番人" });
    if (path === `/v0/users/${name}/collections`) {
      const [limit, offset] = [Number(url.searchParams.get("limit") ?? 30), Number(url.searchParams.get("offset") ?? 0)];
      if (limit > 50 || url.searchParams.get("subject_type") !== "2") return json(response, 400, { title: "Bad Request" });
      const data = lists.bangumi.slice(offset, offset + limit).map((entry) => ({
        subject_id: entry.id,
        subject_type: 2,
        type: entry.status,
        rate: entry.score,
        ep_status: entry.progress,
        updated_at: entry.updatedAt,
        subject: { name: `${entry.title} (原題)`, name_cn: entry.title },
      }));
      return json(response, 200, { total: lists.bangumi.length, limit, offset, data });
    }
    if (path === "/v0/episodes") {
      const subject = Number(url.searchParams.get("subject_id"));
      const [limit, offset] = [Number(url.searchParams.get("limit") ?? 100), Number(url.searchParams.get("offset") ?? 0)];
      const all = Array.from({ length: BANGUMI_EPISODES }, (_, index) => ({
        id: bangumiEpisodeId(subject, index + 1),
        sort: index + 1,
        type: 0,
      }));
      return json(response, 200, { total: all.length, limit, offset, data: all.slice(offset, offset + limit) });
    }
    const episodes = /^\/v0\/users\/-\/collections\/(\d+)\/episodes$/.exec(path);
    if (episodes && request.method === "PATCH") {
      const subject = Number(episodes[1]);
      const said = read(body) as { episode_id: number[]; type: number };
      const marked = watched.get(subject) ?? new Set<number>();
      for (const episode of said.episode_id)
        if (said.type === 2) marked.add(episode);
        else marked.delete(episode);
      watched.set(subject, marked);
      keep("bangumi", subject, { progress: marked.size });
      return json(response, 204);
    }
    const collection = /^\/v0\/users\/-\/collections\/(\d+)$/.exec(path);
    if (collection && request.method === "POST") {
      const said = read(body);
      if ("ep_status" in said) return json(response, 400, { title: "Bad Request", description: "ep_status is refused for anime" });
      const created = keep("bangumi", Number(collection[1]), { status: Number(said.type), score: Number(said.rate ?? 0) });
      return json(response, created ? 202 : 204);
    }
    return json(response, 404, { title: "Not Found" });
  }

  function shikimori(path: string, url: URL, request: IncomingMessage, body: Buffer, response: ServerResponse) {
    if (path === "/oauth/authorize") return oauth.shikimori.authorize(url, response);
    if (path === "/oauth/token") return oauth.shikimori.token(request, body, response);
    if (anonymous(request)) return json(response, 403, { message: "User-Agent must name the application" });
    if (!oauth.shikimori.holds(request)) return json(response, 401, { error: "invalid_token" });
    const { id, name } = SERVICE_ACCOUNTS.shikimori;
    if (path === "/api/users/whoami") return json(response, 200, { id, nickname: name });
    const rateOf = (entry: StandInListEntry) => ({
      id: entry.id + 500_000,
      user_id: id,
      target_id: entry.id,
      target_type: "Anime",
      score: entry.score,
      status: entry.status,
      episodes: entry.progress,
      updated_at: entry.updatedAt,
    });
    if (path === "/api/v2/user_rates" && request.method === "GET") {
      const target = url.searchParams.get("target_id");
      const rates = lists.shikimori.filter((entry) => !target || entry.id === Number(target)).map(rateOf);
      return json(response, 200, url.searchParams.get("target_type") === "Anime" ? rates : [...rates, { id: 1, target_type: "Manga" }]);
    }
    if (path === "/api/v2/user_rates" && request.method === "POST") {
      const rate = (read(body).user_rate ?? {}) as Record<string, unknown>;
      // A count without its status: Shikimori moves the status by the count.
      const status = rate.status === undefined && rate.episodes !== undefined ? "watching" : String(rate.status);
      keep("shikimori", Number(rate.target_id), { status, score: Number(rate.score ?? 0), progress: Number(rate.episodes ?? 0) });
      return json(response, 201, rateOf(lists.shikimori.find((entry) => entry.id === Number(rate.target_id))!));
    }
    const one = /^\/api\/v2\/user_rates\/(\d+)$/.exec(path);
    if (one && request.method === "DELETE") {
      lists.shikimori = lists.shikimori.filter((entry) => entry.id + 500_000 !== Number(one[1]));
      return json(response, 204);
    }
    return json(response, 404, { message: "Not Found" });
  }

  function simkl(path: string, url: URL, request: IncomingMessage, body: Buffer, response: ServerResponse) {
    if (path === "/oauth/token") return oauth.simkl.token(request, body, response);
    const named =
      (url.searchParams.get("client_id") === SERVICE_APPS.simkl.id || request.headers["simkl-api-key"] === SERVICE_APPS.simkl.id) &&
      url.searchParams.get("app-name") &&
      url.searchParams.get("app-version") &&
      !anonymous(request);
    if (!named) return json(response, 412, { error: "client_id_failed" });
    if (!oauth.simkl.holds(request)) return json(response, 401, { error: "user_token_failed" });
    if (path === "/users/settings" && request.method === "POST")
      return json(response, 200, { user: { name: SERVICE_ACCOUNTS.simkl.name }, account: { id: SERVICE_ACCOUNTS.simkl.id } });
    if (path === "/sync/activities") return json(response, 200, { all: simklChangedAt, anime: { all: simklChangedAt } });
    if (path === "/sync/all-items/anime") {
      const since = url.searchParams.get("date_from");
      if (!since) simklWholeLists++;
      const items = lists.simkl
        .filter((entry) => !since || (simklEntryChangedAt.get(entry.id) ?? "") > since)
        .map((entry) => ({
          status: entry.status,
          user_rating: entry.score || null,
          watched_episodes_count: entry.progress,
          last_watched_at: entry.updatedAt,
          show: { title: entry.title, ids: { simkl: entry.id + 7, mal: String(entry.id) } },
        }));
      // Simkl answers nothing at all when nothing changed.
      return items.length ? json(response, 200, { anime: items }) : json(response, 200, null);
    }
    if (path.startsWith("/sync/") && request.method === "POST") {
      simklWrites.push(Date.now());
      const shows = (read(body).shows ?? []) as { ids: { mal: number }; to?: string; episodes?: unknown[]; rating?: number }[];
      for (const show of shows) {
        const id = Number(show.ids.mal);
        if (path === "/sync/history/remove") lists.simkl = lists.simkl.filter((entry) => entry.id !== id);
        else if (path === "/sync/add-to-list") keep("simkl", id, { status: String(show.to) });
        else if (path === "/sync/history") keep("simkl", id, { progress: show.episodes?.length ?? 0 });
        else if (path === "/sync/ratings") keep("simkl", id, { score: Number(show.rating) });
      }
      if (path === "/sync/history/remove") simklChangedAt = new Date().toISOString();
      return json(response, 201, { added: { shows: shows.length } });
    }
    return json(response, 404, { error: "not_found" });
  }

  /** Answers the request when it is one of these services'; false to leave it to the others. */
  function handle(url: URL, request: IncomingMessage, body: Buffer, response: ServerResponse): boolean {
    const at = /^\/(bangumi|bangumi-oauth|shikimori|simkl|simkl-oauth)(\/.*)$/.exec(url.pathname);
    if (!at) return false;
    const [prefix, path] = [at[1]!, at[2]!];
    const service = prefix.replace(/-oauth$/, "") as ListServiceName;
    if (prefix.endsWith("-oauth")) {
      if (path === "/authorize") oauth[service].authorize(url, response);
      else oauth[service].token(request, body, response);
      return true;
    }
    if (busyNext.delete(service) && !path.includes("oauth")) {
      json(response, 429, { error: "too many requests" });
      return true;
    }
    if (service === "bangumi") bangumi(path, url, request, body, response);
    else if (service === "shikimori") shikimori(path, url, request, body, response);
    else simkl(path, url, request, body, response);
    return true;
  }

  return {
    handle,
    setList: (provider: ListServiceName, entries: StandInListEntry[]) => {
      if (provider === "simkl") {
        // An entry said as it was keeps the time it changed; a new or changed one changed now.
        const same = (entry: StandInListEntry, was?: StandInListEntry) =>
          was !== undefined && was.status === entry.status && was.score === entry.score && was.progress === entry.progress;
        for (const entry of entries)
          if (
            !same(
              entry,
              lists.simkl.find((was) => was.id === entry.id),
            )
          )
            simklChangedAt = simklChanged(entry.id);
      }
      lists[provider] = entries;
    },
    listOf: (provider: ListServiceName) => lists[provider],
    revoke: (provider: ListServiceName) => oauth[provider].revoke(),
    busy: (provider: ListServiceName) => busyNext.add(provider),
    /** What the test reads back: Simkl's whole-list reads and write times, each service's token requests. */
    record: () => ({
      simklWholeLists,
      simklWrites,
      tokenRequests: Object.fromEntries(Object.entries(oauth).map(([name, stand]) => [name, stand.tokenRequests])),
    }),
    varsAt: (origin: string) => ({
      BANGUMI_CLIENT_ID: SERVICE_APPS.bangumi.id,
      BANGUMI_CLIENT_SECRET: SERVICE_APPS.bangumi.secret,
      BANGUMI_AUTH_URL: `${origin}/bangumi-oauth`,
      BANGUMI_API_URL: `${origin}/bangumi`,
      SHIKIMORI_CLIENT_ID: SERVICE_APPS.shikimori.id,
      SHIKIMORI_CLIENT_SECRET: SERVICE_APPS.shikimori.secret,
      SHIKIMORI_URL: `${origin}/shikimori`,
      SIMKL_CLIENT_ID: SERVICE_APPS.simkl.id,
      SIMKL_CLIENT_SECRET: SERVICE_APPS.simkl.secret,
      SIMKL_AUTH_URL: `${origin}/simkl-oauth`,
      SIMKL_API_URL: `${origin}/simkl`,
    }),
  };
}
