// `npm run bench:scale`: how pages behave at real catalogue size. Builds two throwaway local
// states — the demo seed, and the demo plus 10,000 series (BENCH_SERIES sets another count;
// bench/scale-state.ts) with their viewers' lists and histories — serves both
// with `wrangler dev`, and times every page on both, alternating, so the noise of a shared 2-core
// machine falls on both sides alike. Prints a table, writes bench/results/scale-latest.json.
// Build first (`npm run build`). A measurement, not a test: exits 1 only when setup fails.
// BENCH_ROUNDS changes the 30 timed requests per page and state (for quick trials).
import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, localD1File, prepareLocalState, startWorker, waitForHttp } from "../scripts/local-stack";
import { explain, loggedStatements, type StatementPlan } from "./query-plans";
import { growCatalogue, LONG_RUNNER, SCALE_SERIES, seriesIdOf, SCALE_VIEWERS } from "./scale-state";

const WARMUP = 3;
const RENDER_COOKIE = "bench=render";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
// BENCH_PAGES="long series,browse filter" measures only the pages whose names hold one of these.
const ONLY = process.env.BENCH_PAGES?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
// Issue #70: a page at scale within 1.3 times its time on the demo.
const TARGET = { ratio: 1.3, htmlKb: 200 };
const ADMIN = "/studio-login";
const DEMO_SERIES = "the-lantern-keeper-s-daughter";
const RESULTS = fileURLToPath(new URL("./results/scale-latest.json", import.meta.url));

type Side = "demo" | "scale";
type Site = {
  side: Side;
  persistTo: string;
  port: number;
  base: string;
  worker?: ChildProcess;
  exited?: Promise<unknown>;
  cookie: string;
  restarts: number;
};
type Page = { name: string; admin?: boolean; paths: Record<Side, string> };
type D1Figures = { ms: number; calls: number; statements: number; rowsRead: number };
type Sample = { ms: number; bytes: number; d1: D1Figures | null };
type Measured = { samples: Sample[]; errors: string[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pagesOf(ids: { demoSeries: number; sample: string; longRunner: number }): Page[] {
  const both = (name: string, path: string, admin = false): Page => ({ name, admin, paths: { demo: path, scale: path } });
  const pair = (name: string, scale: string, demo: string, admin = false): Page => ({ name, admin, paths: { demo, scale } });
  const long = LONG_RUNNER.slug;
  return [
    both("home", "/"),
    both("browse", "/list"),
    both("browse search", "/list?q=dra"),
    // "the" is in nearly every added title: a search that matches most of the catalogue.
    both("browse search, common word", "/list?q=the"),
    // A window the demo fills too (it has eight such titles), so both sides answer as many series
    // and the row measures the search, not the number of cards.
    both("api search, common word", "/api/series?q=the&limit=8"),
    both("suggestions, common word", "/api/series/suggest?q=the"),
    // Against the demo's /list, a page of 24 cards too: the demo holds only a few completed
    // action series, and the row would time the number of cards, not the filters at scale.
    pair("browse filter", "/list?genre=Action&status=Completed", "/list"),
    // Has a dub (decision 049): the dubbed series walked newest-updated first on their partial index.
    both("browse has_dub", "/list?has_dub=true"),
    both("api has_dub", "/api/series?has_dub=true&limit=24"),
    // The orders viewers' lists make (decision 037): each walks its own index.
    both("browse most members", "/list?sort=members"),
    both("browse top scored", "/list?sort=score"),
    both("a to z", "/atoz"),
    both("a to z, S", "/atoz?letter=S"),
    // A window the demo fills (it has 32 series): with no limit the API answers 100 at scale and
    // 32 on the demo, and the row would time the number of cards, not the catalogue's size.
    both("api series", "/api/series?limit=24"),
    pair("series", `/${ids.sample}`, `/${DEMO_SERIES}`),
    pair("episode", `/${ids.sample}/episode/1`, `/${DEMO_SERIES}/episode/1`),
    pair("long series", `/${long}`, `/${DEMO_SERIES}`),
    pair("long episode", `/${long}/episode/500`, `/${DEMO_SERIES}/episode/1`),
    // Another language renders the same pages with its messages (decision 046).
    both("home, zh-Hans", "/zh-Hans"),
    both("browse, ar", "/ar/list"),
    pair("series, zh-Hans", `/zh-Hans/${ids.sample}`, `/zh-Hans/${DEMO_SERIES}`),
    both("admin top10", `${ADMIN}/admin/top10`, true),
    both("admin comments", `${ADMIN}/admin/comments`, true),
    both("admin schedule", `${ADMIN}/admin/schedule`, true),
    pair(
      "admin episodes",
      `${ADMIN}/admin/manage-episodes?series=${ids.longRunner}`,
      `${ADMIN}/admin/manage-episodes?series=${ids.demoSeries}`,
      true,
    ),
    both("admin series", `${ADMIN}/admin/manage-series?q=dra`, true),
    both("admin series, common word", `${ADMIN}/admin/manage-series?q=the`, true),
    both("admin home", `${ADMIN}/admin/home-details`, true),
  ];
}

// ---- the two local sites ---------------------------------------------------------------------

const logOf = (site: Site) => join(site.persistTo, "wrangler-dev.log");

async function serve(site: Site) {
  // USAGE_LOG: each D1 statement is logged with its rows, for the query plans at the end.
  site.worker = await startWorker({
    port: site.port,
    persistTo: site.persistTo,
    logFile: logOf(site),
    vars: ["USAGE_LOG:1"],
    // Variants made beside the timed requests would time the encoder too.
    makeVariants: false,
  });
  const worker = site.worker;
  site.exited = new Promise((resolve) => worker.once("exit", resolve));
  try {
    await waitForHttp(`${site.base}/api/genres`, 120_000);
  } catch (error) {
    throw new Error(`${site.side}: ${(error as Error).message}. wrangler said:\n${readFileSync(logOf(site), "utf8").slice(-1500)}`);
  }
}

/**
 * wrangler dev 4.124 sometimes exits under load on 2 cores (docs/decisions/007). The state is on
 * disk, so a failed request whose server died restarts it; the run counts restarts instead of
 * recording a page error that the app did not cause.
 */
async function reviveIfDown(site: Site): Promise<boolean> {
  const died = await Promise.race([site.exited!.then(() => true), sleep(3_000).then(() => false)]);
  if (!died) return false;
  console.error(`wrangler dev (${site.side}) exited; restarting. Its last output:\n${readFileSync(logOf(site), "utf8").slice(-800)}`);
  site.restarts += 1;
  await serve(site);
  return true;
}

async function stop(site: Site) {
  if (!site.worker || site.worker.exitCode !== null || site.worker.signalCode !== null) return;
  try {
    process.kill(-site.worker.pid!, "SIGTERM");
  } catch {
    return; // already gone
  }
  await Promise.race([site.exited, sleep(5_000)]);
}

async function signIn(site: Site) {
  const response = await fetch(`${site.base}${ADMIN}`, {
    method: "POST",
    redirect: "manual",
    // Page forms refuse posts whose Origin is another site (workers/security.ts).
    headers: { Origin: site.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: process.env.ADMIN_USERNAME ?? "admin",
      password: process.env.ADMIN_PASSWORD ?? "change-me-locally",
    }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`admin login on ${site.side} answered ${response.status} without a session cookie`);
  site.cookie = cookie;
}

// ---- measuring -------------------------------------------------------------------------------

function d1FiguresOf(header: string | null): D1Figures | null {
  if (!header?.includes("d1-calls")) return null;
  const number = (pattern: RegExp) => Number(pattern.exec(header)?.[1] ?? Number.NaN);
  return {
    ms: number(/\bd1;dur=([\d.]+)/),
    calls: number(/d1-calls;desc="(\d+)"/),
    statements: number(/d1-statements;desc="(\d+)"/),
    rowsRead: number(/d1-rows-read;desc="(\d+)"/),
  };
}

/** One request timed from fetch to the last body byte; a string says why it failed. */
async function timedGet(site: Site, path: string, admin: boolean): Promise<Sample | string> {
  for (let attempt = 0; ; attempt++) {
    const started = performance.now();
    try {
      // Public pages are timed as rendered, not as the page cache answers them: any cookie but
      // the theme's makes a request personal (workers/page-lookup.ts).
      const response = await fetch(`${site.base}${path}`, { redirect: "manual", headers: { Cookie: admin ? site.cookie : RENDER_COOKIE } });
      const body = await response.arrayBuffer();
      const ms = performance.now() - started;
      if (!response.ok) return `HTTP ${response.status}`;
      return { ms, bytes: body.byteLength, d1: d1FiguresOf(response.headers.get("Server-Timing")) };
    } catch (error) {
      if (attempt > 0 || !(await reviveIfDown(site))) return String((error as Error).cause ?? error);
    }
  }
}

async function measure(page: Page, sites: Site[]): Promise<Record<Side, Measured>> {
  const result: Record<Side, Measured> = { demo: { samples: [], errors: [] }, scale: { samples: [], errors: [] } };
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    // Taking turns at going first spreads the machine's drift evenly over both states.
    for (const site of round % 2 ? [...sites].reverse() : sites) {
      const outcome = await timedGet(site, page.paths[site.side], page.admin ?? false);
      if (round < WARMUP) continue;
      if (typeof outcome === "string") result[site.side].errors.push(outcome);
      else result[site.side].samples.push(outcome);
    }
  }
  return result;
}

// ---- reporting -------------------------------------------------------------------------------

/** Nearest-rank percentile; undefined without samples. */
function percentile(values: number[], p: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize({ samples, errors }: Measured) {
  const median = (pick: (sample: Sample) => number | undefined) => {
    const values = samples.map(pick).filter((value): value is number => value !== undefined && !Number.isNaN(value));
    return percentile(values, 50);
  };
  return {
    requests: samples.length,
    p50Ms: percentile(
      samples.map((sample) => sample.ms),
      50,
    ),
    p95Ms: percentile(
      samples.map((sample) => sample.ms),
      95,
    ),
    htmlBytes: median((sample) => sample.bytes),
    d1Calls: median((sample) => sample.d1?.calls),
    d1Statements: median((sample) => sample.d1?.statements),
    d1RowsRead: median((sample) => sample.d1?.rowsRead),
    d1Ms: median((sample) => sample.d1?.ms),
    errors: tally(errors),
  };
}

const tally = (errors: string[]) =>
  Object.entries(Object.groupBy(errors, (error) => error)).map(([error, list]) => `${list!.length}x ${error}`);

type Summary = ReturnType<typeof summarize>;

function rowOf(page: Page, measured: Record<Side, Measured>) {
  const scale = summarize(measured.scale);
  const demo = summarize(measured.demo);
  const ratio = scale.p50Ms !== undefined && demo.p50Ms ? scale.p50Ms / demo.p50Ms : undefined;
  const kb = scale.htmlBytes === undefined ? undefined : scale.htmlBytes / 1000;
  const over = [ratio === undefined || ratio > TARGET.ratio ? "time" : "", kb === undefined || kb > TARGET.htmlKb ? "size" : ""].filter(
    Boolean,
  );
  const failed = scale.errors.length > 0 || demo.errors.length > 0;
  const verdict = failed ? "ERROR" : over.length ? `OVER (${over.join(", ")})` : "ok";
  return { page: page.name, paths: page.paths, scale, demo, ratio, scaleHtmlKb: kb, verdict };
}

type Row = ReturnType<typeof rowOf>;

const fixed = (value: number | undefined, digits = 0) => (value === undefined ? "-" : value.toFixed(digits));
const d1Of = (summary: Summary) => (summary.d1Calls === undefined ? "-" : `${summary.d1Calls}/${summary.d1Statements}`);

function printTable(rows: Row[]) {
  const header = [
    "page",
    "scale path",
    "scale p50 ms",
    "scale p95 ms",
    "demo p50 ms",
    "ratio",
    "scale kB",
    "D1 scale",
    "D1 demo",
    "rows read scale",
    "rows read demo",
    "verdict",
  ];
  const lines = rows.map((row) => [
    row.page,
    row.paths.scale,
    fixed(row.scale.p50Ms),
    fixed(row.scale.p95Ms),
    fixed(row.demo.p50Ms),
    fixed(row.ratio, 2),
    fixed(row.scaleHtmlKb, 1),
    d1Of(row.scale),
    d1Of(row.demo),
    fixed(row.scale.d1RowsRead),
    fixed(row.demo.d1RowsRead),
    row.verdict,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const numeric = (i: number) => i >= 2 && i <= 6;
  for (const line of [header, ...lines])
    console.log(
      line
        .map((cell, i) => (numeric(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    );
  for (const row of rows) {
    for (const side of ["scale", "demo"] as const)
      if (row[side].errors.length) console.log(`${row.page} (${side}) errors: ${row[side].errors.join(", ")}`);
  }
  console.log(
    `D1 = round trips/statements per request, rows read = D1 rows read per request (medians). Targets: ratio <= ${TARGET.ratio}, scale HTML <= ${TARGET.htmlKb} kB.`,
  );
}

/** Each page once more on the scale state: its statements, the rows each read and SQLite's plan, printed. */
async function queryPlans(site: Site, pages: Page[]) {
  const plans: { page: string; path: string; statements: StatementPlan[] }[] = [];
  for (const page of pages) {
    const from = readFileSync(logOf(site), "utf8").length;
    await timedGet(site, page.paths.scale, page.admin ?? false);
    await sleep(300); // wrangler writes the worker's log lines a moment later
    plans.push({
      page: page.name,
      path: page.paths.scale,
      statements: explain(localD1File(site.persistTo), loggedStatements(logOf(site), from)),
    });
  }
  console.log(
    `\nQuery plans at ${SCALE_SERIES.toLocaleString("en")} series: each statement a page runs, the rows D1 read for it, and SQLite's plan.`,
  );
  for (const { page, path, statements } of plans) {
    console.log(`\n${page} (${path}): ${statements.reduce((sum, { rowsRead }) => sum + rowsRead, 0)} rows read`);
    for (const { rowsRead, sql, plan } of statements) {
      console.log(`  ${String(rowsRead).padStart(6)} rows  ${sql.length > 150 ? `${sql.slice(0, 147)}...` : sql}`);
      for (const step of plan) console.log(`${" ".repeat(16)}${step}`);
    }
  }
  return plans;
}

// ---- the run ---------------------------------------------------------------------------------

async function newSite(side: Side): Promise<Site> {
  const port = await freePort();
  return {
    side,
    persistTo: mkdtempSync(join(tmpdir(), `anime-scale-${side}-`)),
    port,
    base: `http://127.0.0.1:${port}`,
    cookie: "",
    restarts: 0,
  };
}

async function main(sites: Site[]) {
  const started = performance.now();
  const [demo, scale] = sites as [Site, Site];
  // Rows read are the measure here, not images: the quick drawn covers do.
  await Promise.all(sites.map((site) => prepareLocalState(site.persistTo, "drawn")));
  const growing = performance.now();
  const grown = growCatalogue(localD1File(scale.persistTo), { viewers: SCALE_VIEWERS });
  console.log(`Scale state grown in ${((performance.now() - growing) / 1000).toFixed(1)} s:`, grown.rows);
  console.log(`The grown D1 database: ${(grown.bytes / 1e6).toFixed(0)} MB (the free plan holds 500 MB a database, the paid 10 GB).`);
  const demoSeries = seriesIdOf(localD1File(demo.persistTo), DEMO_SERIES);
  await Promise.all(sites.map(serve));
  await Promise.all(sites.map(signIn));
  const setupMs = performance.now() - started;

  const rows: Row[] = [];
  const pages = pagesOf({ demoSeries, sample: grown.sample.slug, longRunner: grown.longRunner.id });
  for (const page of ONLY ? pages.filter((page) => ONLY.some((name) => page.name.includes(name))) : pages) {
    const row = rowOf(page, await measure(page, sites));
    console.log(`measured ${row.page}: scale p50 ${fixed(row.scale.p50Ms)} ms, demo p50 ${fixed(row.demo.p50Ms)} ms`);
    rows.push(row);
  }
  const plans = await queryPlans(scale, pages);
  const totalMs = performance.now() - started;
  console.log();
  printTable(rows);
  const restarts = sites.map((site) => `${site.side} ${site.restarts}`).join(", ");
  console.log(
    `Run took ${(totalMs / 60_000).toFixed(1)} min (setup ${(setupMs / 1000).toFixed(0)} s); ${ROUNDS} timed requests per page and state; wrangler restarts: ${restarts}.`,
  );
  mkdirSync(join(RESULTS, ".."), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ finishedAt: new Date().toISOString(), rounds: ROUNDS, warmup: WARMUP, target: TARGET, totalMs, setupMs, catalogue: grown, rows, plans }, null, 2)}\n`,
  );
  console.log(`Results written to ${RESULTS}`);
}

const sites = [await newSite("demo"), await newSite("scale")];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= Promise.all(sites.map(stop)).then(() => {
    for (const site of sites) rmSync(site.persistTo, { recursive: true, force: true });
  }));
// wrangler runs detached (its own process group), so Ctrl-C would otherwise leave it serving.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(signal === "SIGINT" ? 130 : 143)));

try {
  await main(sites);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
