// `npm run bench`: Lighthouse (mobile, simulated throttling, headless Chromium) performance
// scores of the home, browse, series and episode pages, against the built worker on a fresh local
// state, each run's line with the JavaScript the page loaded (gzip, as sent). Each page is measured
// RUNS times (LIGHTHOUSE_RUNS, default 3) and judged by its median run. Build first
// (`npm run build`). Prints one line per run; exits 1 when a median is below 95 (issue #52).
// LIGHTHOUSE_KEEP=dir keeps the JSON reports there (page-run.json) to read the audits;
// LIGHTHOUSE_PAGES=episode,home measures only those of the pages below; LIGHTHOUSE_STATE=dir keeps
// the local state (and its images' variants, ten minutes' work here) for the next run.
// Besides them (issue #82): a demo episode the site plays itself, measured as "episode-file" and
// again as "episode-ass" once an ASS track (tests/fixtures/subtitles) is its first English one.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, prepareLocalState, startWorker, waitForHttp, waitForVariants } from "../scripts/local-stack";

const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = {
  home: "/",
  list: "/list",
  series: "/the-lantern-keeper-s-daughter",
  episode: "/the-lantern-keeper-s-daughter/episode/1",
};

/**
 * Failures of Lighthouse or its Chrome, not of the page ("please run Lighthouse again"): a lost
 * trace, no paint seen, the debugging protocol timing out, Chrome dying or out of reach.
 */
const LIGHTHOUSE_FAULT =
  /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_SCREENSHOTS|PROTOCOL_TIMEOUT|CRI_TIMEOUT|TARGET_CRASHED|Chrome prematurely exited|Unable to connect to Chrome/;
/** A run Lighthouse itself failed is run again, three times at most. */
const RETRIES = 3;

type Outcome = { score: number; line: string } | { fault: string };

function runLighthouse(url: string, report: string): Outcome {
  const run = spawnSync(
    "npx",
    [
      "lighthouse",
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, encoding: "utf8" },
  );
  if (run.status !== 0) {
    const fault = run.stderr.match(LIGHTHOUSE_FAULT)?.[0];
    if (fault) return { fault };
    throw new Error(`lighthouse failed for ${url}: ${run.stderr.slice(-500)}`);
  }
  const result = JSON.parse(readFileSync(report, "utf8"));
  // A page whose scripts or styles failed to load scores as if it had none: a run to discard, loudly.
  const failed = (result.audits["network-requests"]?.details?.items ?? []).filter((item: { statusCode: number }) => item.statusCode >= 400);
  if (failed.length) throw new Error(`${url}: ${failed.length} of its requests failed, first ${failed[0].statusCode} ${failed[0].url}`);
  // A metric Lighthouse failed to compute leaves the category with no score, which is not a 0.
  const score = result.categories.performance.score;
  if (typeof score !== "number") return { fault: "no performance score" };
  const metric = (id: string) => result.audits[id]?.displayValue ?? "?";
  // Script bytes as they crossed the wire (compressed), from Lighthouse's own resource summary.
  const scripts = result.audits["resource-summary"]?.details?.items?.find(
    (item: { resourceType: string }) => item.resourceType === "script",
  );
  const scriptKb = ((scripts?.transferSize ?? 0) / 1024).toFixed(1);
  const line = `JS ${scriptKb} kB  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}`;
  return { score: Math.round(score * 100), line };
}

function measure(base: string, name: string, path: string, report: string): number {
  for (let attempt = 0; ; attempt++) {
    const outcome = runLighthouse(`${base}${path}`, report);
    if ("score" in outcome) {
      console.log(`${name.padEnd(8)} ${path.padEnd(44)} performance ${outcome.score}  ${outcome.line}`);
      return outcome.score;
    }
    if (attempt === RETRIES) throw new Error(`lighthouse failed for ${path} ${RETRIES + 1} times (${outcome.fault})`);
    console.log(`${name.padEnd(8)} ${path.padEnd(44)} Lighthouse failed (${outcome.fault}); run again`);
  }
}

/** The first demo episode whose first server is a file, which the page's own <video> plays, and which has no ASS track yet. */
async function episodePlayedOnPage(base: string): Promise<{ id: number; path: string }> {
  const series = (await (await fetch(`${base}/api/series?limit=100`)).json()) as { id: number; slug: string }[];
  for (const { id, slug } of series) {
    const episodes = (await (await fetch(`${base}/api/episodes?series_id=${id}`)).json()) as {
      id: number;
      episode_number: number;
      servers: { type: string }[];
      subtitles: { ass_url?: string }[];
    }[];
    const played = episodes.find((episode) => episode.servers[0]?.type === "direct" && !episode.subtitles.some((track) => track.ass_url));
    if (played) return { id: played.id, path: `/${slug}/episode/${played.episode_number}` };
  }
  throw new Error("No demo episode plays a file first");
}

/** Uploads the English ASS fixture as the episode's first English track, as an admin would. */
async function addAssTrack(base: string, episodeId: number) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "change-me-locally" }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.set("lang", "en");
  form.set("label", "English (signs & songs)");
  form.set("file", new Blob([readFileSync("tests/fixtures/subtitles/lantern-keeper.ass")]), "lantern-keeper.ass");
  const added = await fetch(`${base}/api/episodes/${episodeId}/subtitles`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (added.status !== 201) throw new Error(`The ASS track was refused: ${added.status} ${await added.text()}`);
}

// LIGHTHOUSE_STATE=dir keeps the local state there, its images' variants encoded, for the next run.
const kept = process.env.LIGHTHOUSE_STATE ? resolve(process.env.LIGHTHOUSE_STATE) : null;
// Read before the reports' folder is made: a kept state named for the first time is that folder.
const fresh = !kept || !existsSync(kept);
const persistTo = kept ?? mkdtempSync(join(tmpdir(), "anime-bench-"));
const reports = process.env.LIGHTHOUSE_KEEP ? resolve(process.env.LIGHTHOUSE_KEEP) : persistTo;
mkdirSync(reports, { recursive: true });
if (fresh) await prepareLocalState(persistTo);
const port = await freePort();
const worker = await startWorker({ port, persistTo, logFile: join(persistTo, "server.log") });
let failed = false;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/series`);
  // Scored as a visitor meets the site, right-sized images and all.
  await waitForVariants(persistTo);
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  const judge = (name: string, path: string) => {
    const scores = [];
    for (let run = 1; run <= RUNS; run++) scores.push(measure(base, name, path, join(reports, `${name}-${run}.json`)));
    const median = scores.sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
    console.log(`${name.padEnd(8)} median of ${scores.length}: ${median}`);
    if (median < TARGET) failed = true;
  };
  for (const [name, path] of Object.entries(pages).filter(([name]) => !only || only.includes(name))) judge(name, path);
  if (!only || only.includes("episode-ass")) {
    const played = await episodePlayedOnPage(base);
    judge("episode-file", played.path);
    await addAssTrack(base, played.id);
    judge("episode-ass", played.path);
  }
} finally {
  process.kill(-worker.pid!, "SIGTERM");
  if (!kept) rmSync(persistTo, { recursive: true, force: true });
}
if (failed) {
  console.log(`A page scored below ${TARGET}.`);
  process.exit(1);
}
