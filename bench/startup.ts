// `npm run bench:startup`: what a new isolate costs before its first request. Runs wrangler's own
// startup profiler (`wrangler check startup`) on the built worker STARTUP_RUNS times (default 3)
// and once on the do-nothing worker (bench/ceiling), and prints the bundle, its gzip size, the
// median active startup time (garbage collection included) and the functions that took the most of
// it. The budget (decision 056): active startup ≤ 50 ms and gzip ≤ 600 KiB; past it the bench
// exits 1, unless STARTUP_BUDGET=report (as `.ci/run` prints the figures). A measurement, not a
// test: build first (`npm run build`; `UNMINIFIED=1 npm run build` to read functions by name). The
// profiles are kept in bench/results/startup/, which Chrome's DevTools open.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const BUDGET = { activeMs: 50, gzipKiB: 600 };
const TOP = 12;
const root = fileURLToPath(new URL("..", import.meta.url));
const results = join(root, "bench/results/startup");

type Startup = { bundleKiB: number; gzipKiB: number; activeMs: number; gcMs: number };

/** One `wrangler check startup` in `cwd` (the repository: the built worker, through the build's deploy config). */
function checkStartup(cwd: string, outfile: string): Startup {
  const run = spawnSync("npx", ["wrangler", "check", "startup", "--cwd", cwd, "--outfile", outfile], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  const output = `${run.stdout}${run.stderr}`;
  const bundle = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  const active = /Active: ([\d.]+) ms \(including ([\d.]+) ms garbage collection\)/.exec(output);
  if (run.status !== 0 || !bundle || !active) throw new Error(`wrangler check startup failed in ${cwd}:\n${output.slice(-2000)}`);
  return { bundleKiB: Number(bundle[1]), gzipKiB: Number(bundle[2]), activeMs: Number(active[1]), gcMs: Number(active[2]) };
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The functions that took the most of a profile's samples by their own time, idle and the runtime's own left out. */
function heaviestFunctions(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") return;
    const name = `${functionName || "(module scope)"} (${url.split("/").at(-1) || "native"}:${lineNumber + 1})`;
    selfMs.set(name, (selfMs.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, TOP);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

mkdirSync(results, { recursive: true });
const runs = Array.from({ length: RUNS }, (_, run) => checkStartup(root, join(results, `worker-${run + 1}.cpuprofile`)));
const ceilingDir = mkdtempSync(join(tmpdir(), "startup-ceiling-"));
for (const file of ["worker.js", "wrangler.toml"]) copyFileSync(join(root, "bench/ceiling", file), join(ceilingDir, file));
const ceiling = checkStartup(ceilingDir, join(results, "do-nothing.cpuprofile"));
rmSync(ceilingDir, { recursive: true, force: true });

const { bundleKiB, gzipKiB } = runs[0]!;
const activeMs = median(runs.map((run) => run.activeMs));
const gcMs = median(runs.map((run) => run.gcMs));
console.log(`Worker bundle: ${bundleKiB} KiB, gzip ${gzipKiB} KiB (budget ${BUDGET.gzipKiB} KiB)`);
console.log(
  `Active startup: median ${activeMs} ms of ${RUNS} (${runs.map((run) => run.activeMs).join(", ")}), ${gcMs} ms of it garbage collection (budget ${BUDGET.activeMs} ms)`,
);
console.log(`Do-nothing worker, same run: ${ceiling.activeMs} ms active, bundle ${ceiling.bundleKiB} KiB`);
const profile = JSON.parse(readFileSync(join(results, `worker-${RUNS}.cpuprofile`), "utf8")) as Profile;
console.log("Heaviest at startup (own time, last run):");
for (const [name, ms] of heaviestFunctions(profile)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${name}`);

const past = [
  ...(activeMs > BUDGET.activeMs ? [`active startup ${activeMs} ms > ${BUDGET.activeMs} ms`] : []),
  ...(gzipKiB > BUDGET.gzipKiB ? [`gzip ${gzipKiB} KiB > ${BUDGET.gzipKiB} KiB`] : []),
];
if (past.length > 0) {
  console.log(`Past the startup budget: ${past.join("; ")}`);
  if (process.env.STARTUP_BUDGET !== "report") process.exit(1);
} else console.log("Within the startup budget.");
