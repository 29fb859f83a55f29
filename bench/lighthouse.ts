// `npm run bench`: Lighthouse (mobile, simulated throttling, headless Chromium) performance
// scores of the home, series and episode pages, against the built worker on a fresh local state.
// Build first (`npm run build`). Prints one line per page; exits 1 when a page scores below 90.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, prepareLocalState, startWorker, waitForHttp } from "../scripts/local-stack";

const TARGET = 90;
const pages = {
  home: "/",
  series: "/the-lantern-keeper-s-daughter",
  episode: "/the-lantern-keeper-s-daughter/episode/1",
};

const persistTo = mkdtempSync(join(tmpdir(), "anime-bench-"));
await prepareLocalState(persistTo);
const port = await freePort();
const worker = await startWorker({ port, persistTo, logFile: join(persistTo, "wrangler-dev.log") });
let failed = false;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/series`);
  for (const [name, path] of Object.entries(pages)) {
    const report = join(persistTo, `${name}.json`);
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
    if (run.status !== 0) throw new Error(`lighthouse failed for ${path}: ${run.stderr.slice(-500)}`);
    const result = JSON.parse(readFileSync(report, "utf8"));
    const score = Math.round(result.categories.performance.score * 100);
    const metric = (id: string) => result.audits[id]?.displayValue ?? "?";
    console.log(`${name.padEnd(8)} ${path.padEnd(44)} performance ${score}  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}`);
    if (score < TARGET) failed = true;
  }
} finally {
  process.kill(-worker.pid!, "SIGTERM");
  rmSync(persistTo, { recursive: true, force: true });
}
if (failed) {
  console.log(`A page scored below ${TARGET}.`);
  process.exit(1);
}
