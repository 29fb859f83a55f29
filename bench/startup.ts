// `npm run bench:startup`: what a new isolate costs before its first request. Runs wrangler's own
// startup profiler (`wrangler check startup`) on the built worker STARTUP_RUNS times (default 3)
// and once on the do-nothing worker (bench/ceiling), and prints the bundle, its gzip size, the
// median active startup time (garbage collection included) and the functions that took the most of
// it, by module and by function. The budget (decision 056): active startup ≤ 50 ms and gzip ≤ 600 KiB; past it the bench
// exits 1, unless STARTUP_BUDGET=report (as `.ci/run` prints the figures). A measurement, not a
// test: build first (`npm run build`; `UNMINIFIED=1 npm run build` to read functions by name). The
// profiles are kept in bench/results/startup/, which Chrome's DevTools open.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";

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

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  positionTicks?: { line: number; ticks: number }[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Each profile node's own time in ms, idle left out. */
function ownTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const own = new Map<ProfileNode, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    if (node.callFrame.functionName !== "(idle)") own.set(node, (own.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return own;
}

/** The functions that took the most of a profile by their own time. */
function heaviestFunctions(own: Map<ProfileNode, number>) {
  const byName = new Map<string, number>();
  for (const [{ callFrame }, ms] of own) {
    const name = `${callFrame.functionName || "(module scope)"} (${callFrame.url.split("/").at(-1) || "native"}:${callFrame.lineNumber + 1})`;
    byName.set(name, (byName.get(name) ?? 0) + ms);
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, TOP);
}

/** A source file as the modules it stands for: a package by its name, the project's files by their folder. */
function moduleOf(source: string) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const own = source.replace(/^(\.\.\/)+/, "");
  return own.startsWith("app/paraglide/") ? "app/paraglide (the messages)" : own.split("/").slice(0, 3).join("/");
}

/**
 * Own time by module, read through the build's source maps (an UNMINIFIED=1 build writes them): a
 * node's time goes to the lines V8 sampled in it, each line to the module it came from. Time in
 * the runtime, or in a chunk without a map, is named as it is.
 */
function heaviestModules(own: Map<ProfileNode, number>) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const file = join(root, "build/server/assets", `${url.split("/").at(-1)}.map`);
    if (!maps.has(url)) maps.set(url, url && existsSync(file) ? new TraceMap(readFileSync(file, "utf8")) : null);
    return maps.get(url);
  };
  const byModule = new Map<string, number>();
  for (const [{ callFrame, positionTicks }, ms] of own) {
    // A chunk's top level: V8 counts compiling the chunk there, with no line to tell modules apart.
    if (!callFrame.functionName && callFrame.lineNumber < 0 && callFrame.url) {
      const name = `${callFrame.url.split("/").at(-1)}: its top level (compiling it, and what no function took)`;
      byModule.set(name, (byModule.get(name) ?? 0) + ms);
      continue;
    }
    const map = mapOf(callFrame.url);
    const lines = positionTicks?.length ? positionTicks : [{ line: callFrame.lineNumber + 1, ticks: 1 }];
    const ticks = lines.reduce((sum, { ticks }) => sum + ticks, 0);
    for (const { line, ticks: at } of lines) {
      const source = map && originalPositionFor(map, { line, column: 0 }).source;
      const name = source ? moduleOf(source) : callFrame.url ? `${callFrame.url.split("/").at(-1)} (no map)` : callFrame.functionName;
      byModule.set(name, (byModule.get(name) ?? 0) + (ms * at) / ticks);
    }
  }
  return [...byModule].sort((a, b) => b[1] - a[1]).slice(0, TOP);
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
const own = ownTimes(JSON.parse(readFileSync(join(results, `worker-${RUNS}.cpuprofile`), "utf8")) as Profile);
console.log("Heaviest modules at startup (own time, last run; named with an UNMINIFIED=1 build):");
for (const [name, ms] of heaviestModules(own)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${name}`);
console.log("Heaviest functions at startup (own time, last run):");
for (const [name, ms] of heaviestFunctions(own)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${name}`);

const past = [
  ...(activeMs > BUDGET.activeMs ? [`active startup ${activeMs} ms > ${BUDGET.activeMs} ms`] : []),
  ...(gzipKiB > BUDGET.gzipKiB ? [`gzip ${gzipKiB} KiB > ${BUDGET.gzipKiB} KiB`] : []),
];
if (past.length > 0) {
  console.log(`Past the startup budget: ${past.join("; ")}`);
  if (process.env.STARTUP_BUDGET !== "report") process.exit(1);
} else console.log("Within the startup budget.");
