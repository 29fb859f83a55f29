// `npm run bench:cost`: what a page view costs on Cloudflare, from what the worker reports. Replays a
// mix of requests against the built worker under `wrangler dev` (80 % anonymous page views, 10 %
// signed-in ones, 8 % API reads, 2 % writes: comments and admin edits), sums the D1 rows, KV and R2
// operations each response reports in `Server-Timing` and what the after-response page-view
// writes log (USAGE_LOG), estimates each request class's CPU from serial timings against the
// do-nothing worker, and prints the cost of 1,000,000 page views on the paid plan, the most page
// views a day the free plan holds (naming the limit that binds first), and the monthly bill at
// 100 thousand to 100 million page views a month on each plan (bench/cost-model.ts). Build first.
// A measurement, not a test. BENCH_REQUESTS (default 3000) sets the mix's length; BENCH_SCALE=1
// grows the catalogue to the state of `bench:scale` first (10,000 series, BENCH_SERIES sets another
// count; issue #52 measures at 10,000, issue #70 at 50,000).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runDailyUpkeep, withCeilingWorker, withLocalWorker } from "./local-worker";
import { growCatalogue, SCALE_SERIES, SCALE_VIEWERS } from "./scale-state";
import { localD1File } from "../scripts/local-stack";
import { SoftwareAuthenticator } from "../tests/support/software-authenticator";
import { type Credentials, furnishViewer, signIn, watchEpisodes } from "./sign-in";
import { randomFrom } from "../app/lib/seeded-random";
import {
  d1CountsOf,
  DO_PRICES,
  FREE_PLAN,
  freeMonth,
  MONTHLY_VIEWS,
  PAID_BASE_DOLLARS,
  PAID_PRICES,
  paidMonth,
  type PerView,
  PRICES_AS_OF,
  type Usage,
  usageFromTiming,
  zeroUsage,
} from "./cost-model";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const SAMPLES = Number(process.env.BENCH_CPU_SAMPLES ?? 25);
/** The episodes the bench's viewer has watched (BENCH_WATCHED): the stats page counts them all. */
const WATCHED_EPISODES = Number(process.env.BENCH_WATCHED ?? 2000);
// The $0.40-per-million target of issue #25 was withdrawn by issue #38: owners pay by the month.
const TARGET = { freeViewsPerDay: 90_000 };
const RESULTS = fileURLToPath(new URL("./results/cost-latest.json", import.meta.url));
const ROOM_RESULTS = fileURLToPath(new URL("./results/room-latest.json", import.meta.url));

type RequestClass = "anonymous page" | "signed-in page" | "API read" | "write";
/** The issue's mix: page views are 90 % of requests. */
const MIX: Record<RequestClass, number> = { "anonymous page": 0.8, "signed-in page": 0.1, "API read": 0.08, write: 0.02 };
type Planned = { kind: RequestClass; method: string; path: string; body?: unknown; as?: "user" | "admin" };

/** Picks by weight. */
function weighted<T>(next: () => number, choices: [T, number][]): T {
  let left = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
  return choices.at(-1)![0];
}

/** Popularity falls with rank, as on any catalogue (Zipf, s = 1). */
const popular = <T>(next: () => number, items: T[]) =>
  weighted(
    next,
    items.map((item, rank) => [item, 1 / (rank + 1)]),
  );

type Catalogue = { series: { id: number; slug: string; episodes: number[] }[]; episodeIds: number[] };

function planMix(catalogue: Catalogue): Planned[] {
  const next = randomFrom(25);
  const page = (): string => {
    const { slug, episodes } = popular(next, catalogue.series);
    return weighted<() => string>(next, [
      [() => "/", 20],
      [() => `/${slug}`, 30],
      [() => (episodes.length > 0 ? `/${slug}/episode/${popular(next, episodes)}` : `/${slug}`), 35],
      [
        () =>
          weighted(next, [
            ["/list", 3],
            ["/atoz", 1],
            ["/list?category=Donghua", 1],
          ]),
        10,
      ],
      [
        () =>
          weighted(next, [
            ["/about", 1],
            ["/contact", 1],
            ["/privacy-policy", 1],
          ]),
        5,
      ],
    ])();
  };
  const apiRead = (): string => {
    const { id } = popular(next, catalogue.series);
    return weighted(next, [
      ["/api/series?limit=20", 3],
      [`/api/series/${id}`, 3],
      ["/api/top10?tab=weekly", 2],
      ["/api/schedule", 1],
      [`/api/comments?episode_id=${popular(next, catalogue.episodeIds)}`, 2],
    ]);
  };
  const write = (round: number): Planned =>
    weighted<Planned>(next, [
      [
        {
          kind: "write",
          method: "POST",
          path: "/api/comments",
          as: "user",
          body: { episode_id: popular(next, catalogue.episodeIds), content: `Costed comment ${round}` },
        },
        4,
      ],
      [
        {
          kind: "write",
          method: "PUT",
          path: `/api/series/${popular(next, catalogue.series).id}`,
          as: "admin",
          body: { description: `Edited for the cost bench, round ${round}.` },
        },
        1,
      ],
    ]);
  // The classes in their exact shares, in a seeded random order.
  const kinds = (Object.entries(MIX) as [RequestClass, number][]).flatMap(([kind, share]) =>
    Array.from({ length: Math.round(REQUESTS * share) }, () => kind),
  );
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds.map((kind, round): Planned => {
    if (kind === "anonymous page") return { kind, method: "GET", path: page() };
    if (kind === "signed-in page") return { kind, method: "GET", path: page(), as: "user" };
    if (kind === "API read") return { kind, method: "GET", path: apiRead() };
    return write(round);
  });
}

function headersFor(planned: Planned, credentials: Credentials): Record<string, string> {
  const headers: Record<string, string> = planned.body ? { "Content-Type": "application/json" } : {};
  if (planned.as === "admin") headers.Authorization = `Bearer ${credentials.adminToken}`;
  else if (planned.as === "user" && planned.path.startsWith("/api/")) headers.Authorization = `Bearer ${credentials.userToken}`;
  else if (planned.as === "user") headers.Cookie = credentials.userCookie;
  return headers;
}

type Sent = { status: number; usage: Usage; cache: string | null; ms: number; bytes: number; d1Ms: number; body: unknown };

async function send(base: string, planned: Planned, credentials: Credentials, extra: Record<string, string> = {}): Promise<Sent> {
  const started = performance.now();
  const response = await fetch(`${base}${planned.path}`, {
    method: planned.method,
    headers: { ...headersFor(planned, credentials), ...extra },
    body: planned.body ? JSON.stringify(planned.body) : undefined,
    redirect: "manual",
  });
  const raw = await response.arrayBuffer();
  const ms = performance.now() - started;
  const timing = response.headers.get("Server-Timing");
  const d1Ms = d1CountsOf(timing).ms;
  const json = response.headers.get("Content-Type")?.includes("application/json");
  const body: unknown = json ? JSON.parse(new TextDecoder().decode(raw)) : null;
  const cache = response.headers.get("X-Page-Cache");
  return { status: response.status, usage: usageFromTiming(timing), cache, ms, bytes: raw.byteLength, d1Ms, body };
}

const add = (sum: Usage, more: Usage) => {
  for (const key of Object.keys(sum) as (keyof Usage)[]) sum[key] += more[key];
};

/** What the page views' after-response writes cost: the `usage of N page views` lines the worker logged since `from`. */
function loggedPageViewUsage(log: string, from: number): { views: number; usage: Usage } {
  const usage = zeroUsage();
  let views = 0;
  for (const match of log.slice(from).matchAll(/usage of (\d+) page views: (.*)/g)) {
    views += Number(match[1]);
    add(usage, usageFromTiming(match[2]!));
  }
  return { views, usage };
}

/** A page's kind, for the rows read by kind: the home, a series, an episode, a list, an info page. */
const pageKindOf = (path: string) => {
  const bare = path.split("?")[0]!;
  if (bare === "/") return "home";
  if (bare.includes("/episode/")) return "episode";
  if (["/list", "/atoz", "/my-list", "/profile"].includes(bare)) return bare.slice(1);
  if (["/about", "/contact", "/privacy-policy"].includes(bare)) return "info";
  return "series";
};

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const median = (values: number[]) => percentile(values, 0.5);

async function main(base: string, logFile: string) {
  await runDailyUpkeep(base);
  const catalogue: Catalogue = { series: [], episodeIds: [] };
  for (const { id, slug } of (await (await fetch(`${base}/api/series?limit=100`)).json()) as { id: number; slug: string }[]) {
    const listed = (await (await fetch(`${base}/api/episodes?series_id=${id}&limit=3`)).json()) as { id: number; episode_number: number }[];
    // Only episodes with a page (one not released yet has none); asked as personal, so nothing is cached.
    const episodes = [];
    for (const episode of listed) {
      const page = await fetch(`${base}/${slug}/episode/${episode.episode_number}`, { headers: { Cookie: "bench=probe" } });
      await page.arrayBuffer();
      if (page.ok) episodes.push(episode);
    }
    catalogue.series.push({ id, slug, episodes: episodes.map((episode) => episode.episode_number) });
    catalogue.episodeIds.push(...episodes.map((episode) => episode.id));
  }
  const credentials = await signIn(base);
  await furnishViewer(base, credentials);
  // Issue #85: the stats page is measured for a viewer of a heavy year.
  const watched = await watchEpisodes(base, credentials, WATCHED_EPISODES);
  console.log(`The bench's viewer watched ${watched} episodes.`);
  const plan = planMix(catalogue);

  // The mix, one request at a time.
  const logStart = readFileSync(logFile, "utf8").length;
  const byClass = new Map<RequestClass, { count: number; usage: Usage; hits: number; failed: number }>();
  const failures = new Map<string, number>();
  // Issue #70: what each kind of page reads, cache hits included, anonymous and signed in apart.
  const byPage = new Map<string, { views: number; rowsRead: number; hits: number }>();
  for (const planned of plan) {
    const sent = await send(base, planned, credentials);
    if (planned.kind === "anonymous page" || planned.kind === "signed-in page") {
      const key = `${planned.kind === "signed-in page" ? "signed-in" : "anonymous"} ${pageKindOf(planned.path)}`;
      const page = byPage.get(key) ?? { views: 0, rowsRead: 0, hits: 0 };
      page.views += 1;
      page.rowsRead += sent.usage.d1RowsRead;
      page.hits += sent.cache === "HIT" ? 1 : 0;
      byPage.set(key, page);
    }
    if (sent.status >= 400)
      failures.set(
        `${sent.status} ${planned.method} ${planned.path}`,
        (failures.get(`${sent.status} ${planned.method} ${planned.path}`) ?? 0) + 1,
      );
    const entry = byClass.get(planned.kind) ?? { count: 0, usage: zeroUsage(), hits: 0, failed: 0 };
    entry.count += 1;
    entry.hits += sent.cache === "HIT" ? 1 : 0;
    entry.failed += sent.status >= 400 ? 1 : 0;
    add(entry.usage, sent.usage);
    byClass.set(planned.kind, entry);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the last page views are written
  const batched = loggedPageViewUsage(readFileSync(logFile, "utf8"), logStart);

  // A quiet site's page views: each alone in its batch, as at one view a second or less.
  const quietStart = readFileSync(logFile, "utf8").length;
  const withEpisodes = catalogue.series.filter((series) => series.episodes.length > 0);
  const quietPaths = ["/", "/about", ...withEpisodes.slice(0, 2).map(({ slug, episodes }) => `/${slug}/episode/${episodes[0]}`)];
  for (const path of quietPaths) {
    await send(base, { kind: "anonymous page", method: "GET", path }, credentials);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const quiet = loggedPageViewUsage(readFileSync(logFile, "utf8"), quietStart);
  const recordedInMix = batched.views;

  // CPU per class: serial time less D1's own time, against the do-nothing worker's answer of the same size.
  const cpuSamples = new Map<string, { ms: number[]; bytes: number }>();
  const sample = async (name: string, planned: Planned, extra: Record<string, string> = {}) => {
    const entry = { ms: [] as number[], bytes: 0 };
    for (let i = 0; i < SAMPLES; i++) {
      const sent = await send(base, planned, credentials, extra);
      entry.ms.push(sent.ms - sent.d1Ms);
      entry.bytes = sent.bytes;
    }
    cpuSamples.set(name, entry);
  };
  const { slug, episodes } = withEpisodes[0]!;
  const pages = ["/", `/${slug}`, `/${slug}/episode/${episodes[0]}`, "/list"];
  for (const path of pages) await sample(`cached ${path}`, { kind: "anonymous page", method: "GET", path });
  for (const path of pages) await sample(`rendered ${path}`, { kind: "anonymous page", method: "GET", path }, { Cookie: "bench=uncached" });
  // A viewer's own pages as well: they are never cached, so each view is a render.
  for (const path of [...pages, "/my-list", "/profile", "/account/stats"])
    await sample(`signed-in ${path}`, { kind: "signed-in page", method: "GET", path, as: "user" });
  await sample("API read", { kind: "API read", method: "GET", path: "/api/series?limit=20" });
  await sample("comment", {
    kind: "write",
    method: "POST",
    path: "/api/comments",
    as: "user",
    body: { episode_id: catalogue.episodeIds[0], content: "CPU sample" },
  });
  // A password sign-in hashes the password once (PBKDF2 at 100,000 iterations); a passkey sign-in
  // checks one ES256 signature (decision 038). Each the fastest of 5 serial answers, less D1's time.
  const login: Planned = {
    kind: "write",
    method: "POST",
    path: "/api/users/login",
    body: { identifier: credentials.username, password: credentials.password },
  };
  const signInMs = { password: [] as number[], passkey: [] as number[] };
  for (let i = 0; i < 5; i++) {
    const sent = await send(base, login, credentials);
    signInMs.password.push(sent.ms - sent.d1Ms);
  }
  const authenticator = await SoftwareAuthenticator.create();
  const asViewer = { kind: "write", method: "POST", as: "user" } as const;
  const creation = await send(base, { ...asViewer, path: "/api/users/me/passkeys/options" }, credentials);
  if (creation.status !== 200) throw new Error(`passkey options answered ${creation.status}`);
  const response = await authenticator.register(creation.body as never, base);
  const registered = await send(base, { ...asViewer, path: "/api/users/me/passkeys", body: { response } }, credentials);
  if (registered.status !== 201)
    throw new Error(`adding the bench's passkey answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  for (let i = 0; i < 5; i++) {
    const options = await send(base, { kind: "write", method: "POST", path: "/api/users/passkeys/sign-in/options" }, credentials);
    const answer = await authenticator.signIn(options.body as never, base);
    const sent = await send(base, { kind: "write", method: "POST", path: "/api/users/passkeys/sign-in", body: answer }, credentials);
    if (sent.status !== 200) throw new Error(`a passkey sign-in answered ${sent.status}`);
    signInMs.passkey.push(sent.ms - sent.d1Ms);
  }
  const signInCpu = { password: Math.min(...signInMs.password), passkey: Math.min(...signInMs.passkey) };

  const floors = await withCeilingWorker(async (bare) => {
    const found = new Map<number, number>();
    for (const { bytes } of cpuSamples.values()) {
      if (found.has(bytes)) continue;
      const times = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await (await fetch(`${bare}/bytes/${bytes}`)).arrayBuffer();
        times.push(performance.now() - started);
      }
      found.set(bytes, Math.min(...times));
    }
    return found;
  });
  const cpu = new Map([...cpuSamples].map(([name, { ms, bytes }]) => [name, Math.max(0, Math.min(...ms) - floors.get(bytes)!)]));
  // The spread of each: median and p95 of the same samples, less the same floor.
  const cpuSpread = new Map(
    [...cpuSamples].map(([name, { ms, bytes }]) => {
      const floor = floors.get(bytes)!;
      return [name, { median: Math.max(0, median(ms) - floor), p95: Math.max(0, percentile(ms, 0.95) - floor), floor }];
    }),
  );
  // Issue #70 judges each request by its median, as the table beside it shows.
  const overCpu = [...cpuSpread].filter(([, spread]) => spread.median > FREE_PLAN.cpuMsPerRequest);
  const medianOf = (prefix: string) => median([...cpu].filter(([name]) => name.startsWith(prefix)).map(([, ms]) => ms));
  const anonymous = byClass.get("anonymous page")!;
  const hitRate = anonymous.hits / anonymous.count;
  const cpuByClass: Record<RequestClass, number> = {
    "anonymous page": hitRate * medianOf("cached ") + (1 - hitRate) * medianOf("rendered "),
    "signed-in page": medianOf("signed-in "),
    "API read": cpu.get("API read")!,
    write: cpu.get("comment")!,
  };

  // Per page view: the mix's totals, with each page view's after-response write as a quiet site's.
  const pageViews = anonymous.count + (byClass.get("signed-in page")?.count ?? 0);
  const total = zeroUsage();
  let cpuMs = 0;
  for (const [kind, entry] of byClass) {
    add(total, entry.usage);
    cpuMs += entry.count * cpuByClass[kind];
  }
  const quietPerView = quiet.views > 0 ? quiet.usage.d1RowsWritten / quiet.views : 0;
  const recordedShare = recordedInMix / pageViews;
  total.d1RowsWritten += recordedInMix * quietPerView;
  total.d1RowsRead += quiet.views > 0 ? (recordedInMix * quiet.usage.d1RowsRead) / quiet.views : 0;
  const perView = Object.fromEntries(Object.entries(total).map(([key, value]) => [key, value / pageViews])) as Usage;
  const requestsPerView = plan.length / pageViews;
  const cpuPerView = cpuMs / pageViews;

  // A million page views use a million times each view's share, priced per million.
  const paid = [
    ["Workers requests", requestsPerView * PAID_PRICES.requestPerMillion],
    ["Workers CPU", cpuPerView * PAID_PRICES.cpuMsPerMillion],
    ["D1 rows read", perView.d1RowsRead * PAID_PRICES.d1ReadPerMillion],
    ["D1 rows written", perView.d1RowsWritten * PAID_PRICES.d1WrittenPerMillion],
    ["KV reads", perView.kvReads * PAID_PRICES.kvReadPerMillion],
    ["KV writes", perView.kvWrites * PAID_PRICES.kvWritePerMillion],
    ["KV lists", perView.kvLists * PAID_PRICES.kvListPerMillion],
    ["R2 class A", perView.r2ClassA * PAID_PRICES.r2ClassAPerMillion],
    ["R2 class B", perView.r2ClassB * PAID_PRICES.r2ClassBPerMillion],
  ] as const;
  const paidTotal = paid.reduce((sum, [, dollars]) => sum + dollars, 0);

  const daily = [
    ["Workers requests", requestsPerView, FREE_PLAN.requestsPerDay],
    ["D1 rows read", perView.d1RowsRead, FREE_PLAN.d1ReadPerDay],
    ["D1 rows written", perView.d1RowsWritten, FREE_PLAN.d1WrittenPerDay],
    ["KV reads", perView.kvReads, FREE_PLAN.kvReadsPerDay],
    ["KV writes", perView.kvWrites, FREE_PLAN.kvWritesPerDay],
    ["KV lists", perView.kvLists, FREE_PLAN.kvListsPerDay],
    ["R2 class A", perView.r2ClassA, FREE_PLAN.r2ClassAPerDay],
    ["R2 class B", perView.r2ClassB, FREE_PLAN.r2ClassBPerDay],
  ] as const;
  const fits = daily.map(([name, each, limit]) => ({
    name,
    each,
    limit,
    views: each > 0 ? Math.floor(limit / each) : Number.POSITIVE_INFINITY,
  }));
  const binding = fits.reduce((least, row) => (row.views < least.views ? row : least));

  console.log(`\nThe mix: ${plan.length} requests, ${pageViews} of them page views, one run:`);
  console.log(
    ["class", "requests", "cache hits", "4xx/5xx", "D1 rows read", "D1 rows written", "KV r/w/l", "R2 A/B", "CPU ms (est.)"].join("\t"),
  );
  for (const [kind, { count, usage, hits, failed }] of byClass)
    console.log(
      [
        kind,
        count,
        hits,
        failed,
        usage.d1RowsRead,
        usage.d1RowsWritten,
        `${usage.kvReads}/${usage.kvWrites}/${usage.kvLists}`,
        `${usage.r2ClassA}/${usage.r2ClassB}`,
        cpuByClass[kind].toFixed(2),
      ].join("\t"),
    );
  console.log(`Anonymous page views from the cache: ${(hitRate * 100).toFixed(1)} %.`);
  console.log("\nD1 rows read per view, by page kind (cache hits read none):");
  console.log(["page", "views", "cache hits", "rows read a view"].join("\t"));
  for (const [page, { views, rowsRead, hits }] of [...byPage].sort(([a], [b]) => a.localeCompare(b)))
    console.log([page, views, hits, (rowsRead / views).toFixed(1)].join("\t"));
  for (const [failure, times] of [...failures].slice(0, 8)) console.log(`answered ${failure} (${times}x)`);
  console.log(
    `Page views recorded after answering: ${recordedInMix} (${(recordedShare * 100).toFixed(0)} % of views), written in batches costing ${batched.usage.d1RowsWritten} rows; counted as a quiet site's, alone in a batch: ${quietPerView.toFixed(2)} rows written each.`,
  );
  console.log(
    "\nCPU per request (fastest of the serial samples, less its time waiting on D1, less the do-nothing worker's fastest for the same bytes):",
  );
  console.log(["request", "fastest", "median", "p95", "do-nothing worker, same bytes"].join("\t"));
  for (const [name, ms] of cpu) {
    const { median: middle, p95, floor } = cpuSpread.get(name)!;
    console.log([name, ms, middle, p95, floor].map((value) => (typeof value === "number" ? `${value.toFixed(2)} ms` : value)).join("\t"));
  }
  // Issue #52 judges each page by its median; the p95 shows how often a request would still pass.
  for (const [measure, pick] of [
    ["median", (spread: { median: number }) => spread.median],
    ["p95", (spread: { p95: number }) => spread.p95],
  ] as const) {
    const past = [...cpuSpread].filter(([, spread]) => pick(spread) > FREE_PLAN.cpuMsPerRequest);
    console.log(
      past.length === 0
        ? `No request's ${measure} passes the free plan's ${FREE_PLAN.cpuMsPerRequest} ms here.`
        : `Past the free plan's ${FREE_PLAN.cpuMsPerRequest} ms here by the ${measure}:`,
    );
    for (const [name, spread] of past)
      console.log(`  ${name}\t${pick(spread).toFixed(1)} ms\tby ${(pick(spread) - FREE_PLAN.cpuMsPerRequest).toFixed(1)} ms`);
  }
  console.log(`sign-in with a password (PBKDF2, 100,000 iterations)\t${signInCpu.password.toFixed(1)} ms serial, less D1`);
  console.log(
    `sign-in with a passkey (one ES256 signature)\t${signInCpu.passkey.toFixed(1)} ms serial, less D1\t${signInCpu.passkey <= FREE_PLAN.cpuMsPerRequest ? "within" : "PAST"} the free plan's ${FREE_PLAN.cpuMsPerRequest} ms`,
  );

  console.log(
    `\nPer page view: ${requestsPerView.toFixed(3)} requests, ${cpuPerView.toFixed(2)} CPU ms, ${perView.d1RowsRead.toFixed(1)} D1 rows read, ${perView.d1RowsWritten.toFixed(3)} written, KV ${perView.kvReads.toFixed(3)} reads ${perView.kvWrites.toFixed(4)} writes, R2 ${perView.r2ClassA.toFixed(4)} A ${perView.r2ClassB.toFixed(4)} B.`,
  );
  console.log(`\nPaid plan, cost of 1,000,000 page views beyond the included amounts (prices of ${PRICES_AS_OF}):`);
  for (const [name, dollars] of paid) console.log(`${name}\t$${dollars.toFixed(4)}`);
  console.log(`total\t$${paidTotal.toFixed(3)}`);
  const requestsAndCpu = paid[0][1] + paid[1][1];
  const records = ((recordedInMix * quietPerView) / pageViews) * PAID_PRICES.d1WrittenPerMillion;
  console.log(
    `of it: requests and CPU $${requestsAndCpu.toFixed(3)}; the page views' own records (the visit log and episode counts the spec asks for) $${records.toFixed(3)}`,
  );
  console.log("\nFree plan, page views a day each daily limit allows:");
  for (const row of fits)
    console.log(
      `${row.name}\t${row.each.toFixed(4)} a view\tlimit ${row.limit.toLocaleString("en")}\t${Number.isFinite(row.views) ? row.views.toLocaleString("en") : "no limit reached"}`,
    );
  console.log(
    `most page views a day: ${binding.views.toLocaleString("en")}, bound by ${binding.name}\t${binding.views >= TARGET.freeViewsPerDay ? "within" : "UNDER"} the ${TARGET.freeViewsPerDay.toLocaleString("en")} target`,
  );
  console.log(
    overCpu.length === 0
      ? `Every request measured stays within the free plan's ${FREE_PLAN.cpuMsPerRequest} ms of CPU by its median.`
      : `Over the free plan's ${FREE_PLAN.cpuMsPerRequest} ms of CPU per request by the median (estimated): ${overCpu.map(([name, spread]) => `${name} ${spread.median.toFixed(1)} ms`).join(", ")}.`,
  );

  const usedPerView: PerView = { ...perView, requests: requestsPerView, cpuMs: cpuPerView };
  const months = MONTHLY_VIEWS.map((views) => ({ views, paid: paidMonth(usedPerView, views), free: freeMonth(usedPerView, views) }));
  const overFreeCpu = overCpu.map(([name]) => name);
  console.log("\nA month's bill (page views spread evenly over 30 days):");
  console.log(
    ["page views a month", "free plan", `paid plan ($${PAID_BASE_DOLLARS} and beyond)`, "paid plan's lines beyond what $5 includes"].join(
      "\t",
    ),
  );
  for (const { views, paid: bill, free } of months) {
    const freeText = free.holds
      ? `$${free.r2Dollars.toFixed(2)}${overFreeCpu.length ? ` (but ${overFreeCpu.length} page kinds pass 10 ms of CPU)` : ""}`
      : `stops: a day passes ${free.passed.join(", ")}`;
    const beyond = bill.lines.filter((line) => line.dollars > 0.005).map((line) => `${line.name} $${line.dollars.toFixed(2)}`);
    console.log([views.toLocaleString("en"), freeText, `$${bill.total.toFixed(2)}`, beyond.join(", ") || "none"].join("\t"));
  }

  printRoomHour();

  mkdirSync(join(RESULTS, ".."), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ finishedAt: new Date().toISOString(), requests: plan.length, pageViews, hitRate, byClass: Object.fromEntries(byClass), byPage: Object.fromEntries(byPage), cpu: Object.fromEntries(cpu), cpuSpread: Object.fromEntries(cpuSpread), signInCpu, floors: Object.fromEntries(floors), perView, requestsPerView, cpuPerView, paid, paidTotal, requestsAndCpu, records, fits, binding, months }, null, 2)}\n`,
  );
  console.log(`Results written to ${RESULTS}`);
}

/** A watch-together room's hour, as `npm run bench:room` last measured it (its own run: 50 members, 5 minutes). */
function printRoomHour() {
  if (!existsSync(ROOM_RESULTS)) return console.log("\nA watch-together room hour: run `npm run bench:room` to price it.");
  const room = JSON.parse(readFileSync(ROOM_RESULTS, "utf8"));
  console.log(
    `\nA watch-together room hour (bench:room, ${room.members} members, ${room.finishedAt}): ${room.roomHour.requests.toFixed(0)} Durable Object requests, ${room.roomHour.gbSeconds.toFixed(1)} GB-s at most, $${room.roomHour.dollars.toFixed(4)} past the paid plan's included amounts; the free plan's ${DO_PRICES.freeRequestsPerDay.toLocaleString("en")} requests a day hold ${Math.floor(DO_PRICES.freeRequestsPerDay / room.roomHour.requests)} such hours.`,
  );
}

await withLocalWorker("cost", (base, logFile) => main(base, logFile), {
  vars: ["USAGE_LOG:1"],
  grow:
    process.env.BENCH_SCALE === "1"
      ? (persistTo) => {
          const grown = growCatalogue(localD1File(persistTo), { viewers: SCALE_VIEWERS });
          console.log(
            `Grown by ${SCALE_SERIES.toLocaleString("en")} series: ${JSON.stringify(grown.rows)}; D1 ${(grown.bytes / 1e6).toFixed(0)} MB.`,
          );
        }
      : undefined,
});
