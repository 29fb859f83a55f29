// `npm run bench:trackers` (issues #66, #83): what keeping a viewer's list in step with each of
// the five trackers costs, against their stand-ins (tests/support/tracker-stand-ins.ts,
// tests/support/list-service-stand-ins.ts). The site holds 1,900 real series with their AniList,
// MyAnimeList and Bangumi ids (bangumi-data, written into the local state before the worker
// starts); the viewer's list on each tracker holds 2,000 entries, 100 of them for series the site
// lacks. Prints, for a first pull of that list and a second one that finds nothing new, the
// requests to the tracker (a Worker's subrequests) and the D1 calls and rows the sync's response
// reports; then a day of an active viewer (12 episodes finished across 3 series, 4 list edits and
// a removal) sent to all five by the served worker's own queue, with what each consumer batch cost
// (USAGE_LOG) and what each tracker heard. Against the Free plan's 50 subrequests and 50 D1
// queries an invocation, the strictest limits. Build first. A measurement, not a test.
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { localD1File } from "../scripts/local-stack";
import { slugify } from "../app/lib/slug";
import { type Asked, startCatalogueStandIns } from "../tests/support/catalogue-stand-ins";
import { realSeriesWithIds } from "../tests/support/real-titles";
import type { StandInListEntry } from "../tests/support/tracker-stand-ins";
import { d1CountsOf } from "./cost-model";
import { withLocalWorker } from "./local-worker";
import { signIn } from "./sign-in";

const ON_SITE = 1_900;
const ELSEWHERE = 100;
/** The Free plan's limits an invocation must hold: subrequests, and D1 queries. */
const FREE_LIMIT = 50;
/** The most messages a consumer batch of the sources queue holds, as wrangler.toml says. */
const BATCH = Number(/queue = "anime-catalogue-sources"\s+max_batch_size = (\d+)/.exec(readFileSync("wrangler.toml", "utf8"))![1]);
const PROVIDERS = ["anilist", "mal", "bangumi", "shikimori", "simkl"] as const;
type Provider = (typeof PROVIDERS)[number];
/** Each tracker's status words (and Bangumi's numbers), its watching-again word among them. */
const STATUSES: Record<Provider, (string | number)[]> = {
  anilist: ["CURRENT", "PLANNING", "COMPLETED", "DROPPED", "PAUSED", "REPEATING"],
  mal: ["watching", "plan_to_watch", "completed", "dropped", "on_hold"],
  bangumi: [3, 1, 2, 5, 4],
  shikimori: ["watching", "planned", "completed", "dropped", "on_hold", "rewatching"],
  simkl: ["watching", "plantowatch", "completed", "dropped", "hold"],
};
/** The id each tracker names a series by. */
const idAt = (provider: Provider, series: (typeof real)[number]) =>
  provider === "anilist" ? series.anilist_id : provider === "bangumi" ? series.bangumi_id : series.mal_id;

const standIns = await startCatalogueStandIns();
const real = realSeriesWithIds(ON_SITE + ELSEWHERE + 3);
/** The trackers' 2,000 entries: the first 1,900 of series on the site. */
const listed = real.slice(0, ON_SITE + ELSEWHERE);
/** Three more on the site, new to the viewer: the day's watching. */
const watched = real.slice(ON_SITE + ELSEWHERE);
const onSite = [...real.slice(0, ON_SITE), ...watched];
/** Their ids on the site. */
let watchedIds: number[] = [];

/** The series on the site, as rows: what the list sync matches on is the ids. */
function growSeries(persistTo: string) {
  const db = new DatabaseSync(localD1File(persistTo));
  try {
    db.exec("BEGIN");
    const insert = db.prepare(
      "INSERT OR IGNORE INTO series (title, slug, description, anilist_id, mal_id, bangumi_id) VALUES (?, ?, ?, ?, ?, ?)",
    );
    for (const series of onSite)
      insert.run(
        series.title,
        `${slugify(series.title) || "series"}-${series.anilist_id}`,
        series.description,
        series.anilist_id,
        series.mal_id,
        series.bangumi_id,
      );
    db.exec("COMMIT");
    const idOf = db.prepare("SELECT id FROM series WHERE anilist_id = ?");
    watchedIds = watched.map((series) => Number(idOf.get(series.anilist_id)!.id));
  } finally {
    db.close();
  }
}

/** The viewer's 2,000 entries there, in the provider's words, last changed a month ago. */
function trackerList(provider: Provider): StandInListEntry[] {
  const updatedAt = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const statuses = STATUSES[provider];
  return listed.map((series, index) => ({
    id: idAt(provider, series),
    title: series.title,
    status: statuses[index % statuses.length]!,
    score: provider === "anilist" ? (index % 10) * 10 : index % 10,
    progress: index % 13,
    updatedAt,
  }));
}

type D1 = ReturnType<typeof d1CountsOf>;

const standInSet = (said: unknown) => fetch(`${standIns.origin}/__set`, { method: "POST", body: JSON.stringify(said) });
const askedSoFar = async () => (await (await fetch(`${standIns.origin}/__asked`)).json()) as Asked[];
/** The requests that reached a tracker, and those that reached one of them. */
const trackerRequests = (asked: Asked[]) =>
  asked.filter((request) => /^\/(anilist|mal|bangumi|shikimori|simkl)(-oauth)?(\/|$)/.test(request.path));
const toProvider = (asked: Asked[], provider: Provider) =>
  asked.filter((request) => new RegExp(`^/${provider}(-oauth)?(/|$)`).test(request.path));

async function main(base: string, logFile: string) {
  const viewer = await signIn(base);
  const api = async (method: string, path: string, body?: unknown, token = viewer.userToken) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return { data: (await response.json()) as any, timing: response.headers.get("Server-Timing") };
  };

  // Connected with empty lists there, so that the first pull is the sync measured.
  for (const provider of PROVIDERS) {
    await standInSet({ trackerList: { provider, entries: [] } });
    const { data } = await api("POST", `/users/me/trackers/${provider}/authorize`);
    const approved = await fetch(data.url, { redirect: "manual" });
    // The callback lands in the browser that started the connection: the viewer's page session.
    const landed = await fetch(approved.headers.get("Location")!, { redirect: "manual", headers: { Cookie: viewer.userCookie } });
    if (!landed.headers.get("Location")?.includes("connected=")) throw new Error(`${provider} did not connect`);
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the connections' empty first pulls
  for (const provider of PROVIDERS) await standInSet({ trackerList: { provider, entries: trackerList(provider) } });

  console.log(`A pull of ${ON_SITE + ELSEWHERE} entries (${ON_SITE} of series on the site), one Worker request:`);
  for (const provider of PROVIDERS)
    for (const round of ["first", "again"]) {
      const before = (await askedSoFar()).length;
      const sent = performance.now();
      const { data, timing } = await api("POST", `/users/me/trackers/${provider}/sync`);
      const ms = performance.now() - sent;
      const subrequests = toProvider((await askedSoFar()).slice(before), provider).length;
      const d1 = d1CountsOf(timing);
      console.log(
        `  ${provider.padEnd(9)} ${round.padEnd(5)}: added ${data.added}, updated ${data.updated}, unchanged ${data.unchanged}, unmatched ${data.unmatched.length}` +
          ` · ${subrequests} subrequests · D1 ${d1.calls} calls, ${d1.read} rows read, ${d1.written} written · ${ms.toFixed(0)} ms`,
      );
    }

  // A day of an active viewer: three series watched, four episodes each, each one to its end.
  const admin = viewer.adminToken;
  const ids = watchedIds;
  const logBefore = readFileSync(logFile, "utf8").length;
  const askedBefore = (await askedSoFar()).length;
  let changes = 0;
  for (const seriesId of ids) {
    await api("PUT", `/users/me/list/${seriesId}`, { status: "watching", progress: 0 });
    changes++;
    for (let number = 1; number <= 4; number++) {
      const episode = await api(
        "POST",
        "/episodes",
        { series_id: seriesId, episode_number: number, title: `Episode ${number}`, description: "Watched." },
        admin,
      );
      await api("PUT", `/users/me/history/positions/${episode.data.id}`, { position: 1_400, duration: 1_420 });
      changes++;
    }
  }
  await api("PUT", `/users/me/list/${ids[0]}`, { status: "watching", score: 8 });
  await api("DELETE", `/users/me/list/${ids[2]}`);
  changes += 2;

  // The consumer logs each batch it finishes: wait for every change to be through (Shikimori's
  // and Simkl's calls are spaced, so a message to all five takes seconds).
  const batches = () =>
    [
      ...readFileSync(logFile, "utf8")
        .slice(logBefore)
        .matchAll(/usage of (\d+) source messages: (.*)/g),
    ].map((match) => ({
      messages: Number(match[1]),
      d1: d1CountsOf(match[2]),
    }));
  const deadline = Date.now() + 300_000;
  while (batches().reduce((sum, batch) => sum + batch.messages, 0) < changes && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 500));
  const done = batches();
  const heard = trackerRequests((await askedSoFar()).slice(askedBefore));
  const messages = done.reduce((sum, batch) => sum + batch.messages, 0);
  const total = (key: keyof D1) => done.reduce((sum, batch) => sum + batch.d1[key], 0);
  const mostMessages = Math.max(...done.map((batch) => batch.messages));
  console.log(`A day of an active viewer: ${changes} list changes, ${messages} queue messages in ${done.length} consumer batches:`);
  const byTracker = PROVIDERS.map((provider) => {
    const count = toProvider(heard, provider).length;
    return `${provider} ${count} (${(count / messages).toFixed(1)} a message)`;
  });
  console.log(
    `  sent to the trackers: ${heard.length} requests (${(heard.length / messages).toFixed(1)} a message; ${byTracker.join(", ")})`,
  );
  console.log(`  D1: ${total("calls")} calls, ${total("read")} rows read, ${total("written")} written`);
  console.log(
    `  the busiest batch: ${mostMessages} messages, ${Math.max(...done.map((batch) => batch.d1.calls))} D1 calls; a full batch of ${BATCH} at this rate: ~${Math.ceil((heard.length / messages) * BATCH)} subrequests (limit ${FREE_LIMIT}), ~${Math.ceil((total("calls") / messages) * BATCH)} D1 queries (limit ${FREE_LIMIT})`,
  );
  const pending = (await api("GET", "/users/me/trackers")).data.map(
    (tracker: { provider: string; pending: number }) => `${tracker.provider} ${tracker.pending}`,
  );
  console.log(`  still waiting afterwards: ${pending.join(", ")}`);
}

try {
  await withLocalWorker("trackers", main, {
    grow: growSeries,
    vars: [...Object.entries(standIns.vars).map(([name, value]) => `${name}:${value}`), "USAGE_LOG:1"],
  });
} finally {
  await standIns.close();
}
