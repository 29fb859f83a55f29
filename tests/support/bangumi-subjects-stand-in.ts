// Bangumi's public catalogue as its API v0 answers anyone (https://bangumi.github.io/api/): the
// anime search (`POST /v0/search/subjects`), one subject (`GET /v0/subjects/{id}`) and its episodes
// (`GET /v0/episodes`) asked without a token; with one, the episodes are the tracker's stand-in's
// (list-service-stand-ins.ts). Like Bangumi, it answers 403 to a client whose User-Agent names no app.
// The subjects are bangumi-data's (real titles, Chinese names, Bangumi ids, first air dates); what
// it lacks (summaries, studios, readers' tags, episode counts) is given below for the few the tests
// name: Frieren's studio, tags and episodes as Bangumi lists them, the summaries and counts written here.
//
// Behaviours keyed by what is asked:
// - a search for words starting "malformed" answers a page in a shape Bangumi never sends;
// - `set({airing: {id, next, first?}})` says a subject is airing: episodes weekly up to `first - 1`
//   (5 unless said) aired before `next`, and three more from `next` on; `set({finished: id})` ends that;
// - `set({malformed: id})` has the subject answered in a shape Bangumi never sends.
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import { anonymous } from "./list-service-stand-ins";
import type { BangumiItem } from "./real-titles";

/** What bangumi-data lacks, as Bangumi lists it, for the subjects the tests name (by Bangumi id). */
const KNOWN: Record<number, { summary: string; studio?: string; tags: [string, number][]; episodes: number }> = {
  // Frieren: Beyond Journey's End (2023).
  400602: {
    summary: "打倒魔王的勇者一行人踏上了归途。\r\n\r\n精灵魔法使芙莉莲与同伴们分别，在此后漫长的岁月里，她开始去了解人类。",
    studio: "マッドハウス",
    // [name, how many readers gave it], most first, as Bangumi orders them.
    tags: [
      ["奇幻", 5210],
      ["漫画改", 4876],
      ["2023年10月", 3120],
      ["冒险", 2034],
      ["治愈", 1650],
      ["MADHOUSE", 1402],
    ],
    episodes: 28,
  },
  // A donghua of 2017, on Bilibili and Mango TV.
  204251: {
    summary: "少年们在一款超大型网络游戏中相遇。\r\n他们结伴闯关，也在游戏之外认识彼此。",
    tags: [
      ["国产", 310],
      ["搞笑", 204],
      ["游戏", 180],
    ],
    episodes: 12,
  },
};

// Required, not imported: the test run's configuration loads this file in Node, which imports JSON only with an attribute.
const items = (createRequire(import.meta.url)("bangumi-data") as { items: BangumiItem[] }).items;
const PLATFORMS: Record<string, string> = { tv: "TV", web: "WEB", movie: "剧场版", ova: "OVA" };
const DAY_MS = 86_400_000;

/** The series by Bangumi id; where bangumi-data lists one twice, its first entry. */
const byBangumi = new Map<number, BangumiItem>();
for (const item of items) {
  const id = Number(item.sites.find((site) => site.site === "bangumi")?.id);
  if (id && !byBangumi.has(id)) byBangumi.set(id, item);
}

const chineseNameOf = (item: BangumiItem) => item.titleTranslate?.["zh-Hans"]?.[0] ?? (item.lang === "zh-Hans" ? item.title : "");
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One subject as `GET /v0/subjects/{id}` answers it (a search answers the same objects). */
function subjectOf(id: number, item: BangumiItem, pictures: string) {
  const known = KNOWN[id];
  const nameCn = chineseNameOf(item);
  const aliases = Object.values(item.titleTranslate ?? {})
    .flat()
    .filter((title) => title !== nameCn && title !== item.title);
  const cover = (size: string) => `${pictures}/art/bangumi-cover-${id}${size}.jpg`;
  return {
    id,
    type: 2,
    name: item.title,
    name_cn: nameCn,
    summary: known?.summary ?? "",
    nsfw: false,
    locked: false,
    series: false,
    date: item.begin.slice(0, 10),
    platform: PLATFORMS[item.type] ?? "TV",
    images: { large: cover(""), common: cover("-c"), medium: cover("-m"), small: cover("-s"), grid: cover("-g") },
    infobox: [
      { key: "中文名", value: nameCn },
      { key: "别名", value: aliases.map((v) => ({ v })) },
      { key: "话数", value: String(known?.episodes ?? "") },
      { key: "放送开始", value: item.begin.slice(0, 10) },
      ...(known?.studio ? [{ key: "动画制作", value: known.studio }] : []),
    ],
    volumes: 0,
    eps: known?.episodes ?? 0,
    total_episodes: known?.episodes ?? 0,
    rating: { rank: 0, total: 0, count: {}, score: 0 },
    collection: { wish: 0, collect: 0, doing: 0, on_hold: 0, dropped: 0 },
    meta_tags: [],
    tags: (known?.tags ?? []).map(([name, count]) => ({ name, count, total_count: count * 40 })),
  };
}

const matches = (item: BangumiItem, words: string) =>
  [item.title, ...Object.values(item.titleTranslate ?? {}).flat()].some((title) => title.toLowerCase().includes(words.toLowerCase()));

export function bangumiSubjectsStandIn() {
  /** Bangumi ids the tests said are airing, with when their next episode airs and its number. */
  const airing = new Map<number, { next: number; first: number }>();
  const malformed = new Set<number>();

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

  /** The subject's main episodes: weekly from its first day, all aired, unless a test says it airs. */
  function episodesOf(id: number, item: BangumiItem) {
    const said = airing.get(id);
    const days = said
      ? Array.from({ length: said.first + 2 }, (_, index) => said.next + (index + 1 - said.first) * 7 * DAY_MS)
      : Array.from({ length: KNOWN[id]?.episodes ?? 12 }, (_, index) => Date.parse(item.begin) + index * 7 * DAY_MS);
    return days.map((time, index) => ({
      id: id * 1000 + index + 1,
      type: 0,
      name: "",
      name_cn: "",
      sort: index + 1,
      ep: index + 1,
      airdate: dayOf(time),
      comment: 0,
      duration: "00:24:00",
      desc: "",
      disc: 0,
      duration_seconds: 1440,
    }));
  }

  /** Answers the request when it is one for Bangumi's public catalogue; false to leave it to the trackers' stand-in. */
  function handle(url: URL, request: IncomingMessage, body: Buffer, response: ServerResponse, pictures: string): boolean {
    const search = url.pathname === "/bangumi/v0/search/subjects" && request.method === "POST";
    const one = /^\/bangumi\/v0\/subjects\/(\d+)$/.exec(url.pathname);
    const episodes = url.pathname === "/bangumi/v0/episodes" && !request.headers.authorization;
    if (!search && !one && !episodes) return false;
    if (anonymous(request)) {
      json(response, 403, { title: "Forbidden", description: "set a User-Agent naming your app" });
      return true;
    }
    if (search) {
      const said = JSON.parse(body.toString() || "{}") as { keyword?: string; filter?: { type?: number[] } };
      const words = said.keyword ?? "";
      if (words.startsWith("malformed")) json(response, 200, { total: 1, data: [{ id: "one", name: 1 }] });
      else {
        const [limit, offset] = [Number(url.searchParams.get("limit") ?? 10), Number(url.searchParams.get("offset") ?? 0)];
        const found = said.filter?.type?.includes(2) === false ? [] : [...byBangumi].filter(([, item]) => matches(item, words));
        const data = found.slice(offset, offset + limit).map(([id, item]) => subjectOf(id, item, pictures));
        json(response, 200, { total: found.length, limit, offset, data });
      }
      return true;
    }
    const id = Number(one?.[1] ?? url.searchParams.get("subject_id"));
    const item = byBangumi.get(id);
    if (!item) json(response, 404, { title: "Not Found", description: "resource can't be found in the database or has been removed" });
    else if (one) json(response, 200, malformed.has(id) ? { id, type: 2, name: null, images: "none" } : subjectOf(id, item, pictures));
    else {
      const [limit, offset] = [Number(url.searchParams.get("limit") ?? 100), Number(url.searchParams.get("offset") ?? 0)];
      const all = url.searchParams.get("type") === "0" || !url.searchParams.has("type") ? episodesOf(id, item) : [];
      json(response, 200, { total: all.length, limit, offset, data: all.slice(offset, offset + limit) });
    }
    return true;
  }

  return {
    handle,
    set(said: { airing?: { id: number; next: number; first?: number }; finished?: number; malformed?: number }) {
      if (said.airing) airing.set(said.airing.id, { next: said.airing.next, first: said.airing.first ?? 5 });
      if (said.finished) airing.delete(said.finished);
      if (said.malformed) malformed.add(said.malformed);
    },
  };
}
