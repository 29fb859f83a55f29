// `npm run bench`: Lighthouse (mobile, simulated throttling, headless Chromium) performance
// scores of the home, series and episode pages, against the built worker on a fresh local state.
// Each page is measured RUNS times (LIGHTHOUSE_RUNS, default 3) and judged by its median run.
// Build first (`npm run build`). Prints one line per run; exits 1 when a median is below 98.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, prepareLocalState, startWorker, waitForHttp } from "../scripts/local-stack";

const TARGET = 98;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = {
  home: "/",
  series: "/the-lantern-keeper-s-daughter",
  episode: "/the-lantern-keeper-s-daughter/episode/1",
};

/** Lighthouse's own answer to a trace it failed to record: "Please run Lighthouse again". */
const TRACE_LOST = "NO_NAVSTART";

function lighthouse(base: string, name: string, path: string, report: string, attempt = 1): { score: number } {
  const run = spawnSync(
    "npx",
    [
      "lighthouse",
      `${base}${path}`,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, encoding: "utf8" },
  );
  if (run.status !== 0 && run.stderr.includes(TRACE_LOST) && attempt < 3) {
    console.log(`${name.padEnd(8)} ${path.padEnd(44)} trace not recorded (${TRACE_LOST}); run again`);
    return lighthouse(base, name, path, report, attempt + 1);
  }
  if (run.status !== 0) throw new Error(`lighthouse failed for ${path}: ${run.stderr.slice(-500)}`);
  const result = JSON.parse(readFileSync(report, "utf8"));
  const score = Math.round(result.categories.performance.score * 100);
  const metric = (id: string) => result.audits[id]?.displayValue ?? "?";
  console.log(
    `${name.padEnd(8)} ${path.padEnd(44)} performance ${score}  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}`,
  );
  return { score };
}

const persistTo = mkdtempSync(join(tmpdir(), "anime-bench-"));
await prepareLocalState(persistTo);
const port = await freePort();
const worker = await startWorker({ port, persistTo, logFile: join(persistTo, "wrangler-dev.log") });
let failed = false;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/series`);
  for (const [name, path] of Object.entries(pages)) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) runs.push(lighthouse(base, name, path, join(persistTo, `${name}-${run}.json`)));
    const median = runs.map((run) => run.score).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    console.log(`${name.padEnd(8)} median of ${runs.length}: ${median}`);
    if (median < TARGET) failed = true;
  }
} finally {
  process.kill(-worker.pid!, "SIGTERM");
  rmSync(persistTo, { recursive: true, force: true });
}
if (failed) {
  console.log(`A page scored below ${TARGET}.`);
  process.exit(1);
}
