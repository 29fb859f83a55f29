// `npm run bench:edge`: throughput of the worker under `wrangler dev`, in one run: a static asset,
// each public page as an anonymous viewer gets it from the page cache, and the same pages rendered
// afresh (a request with a cookie of its own is never served from the cache), and a do-nothing
// worker answering each cached page's number of bytes (bench/ceiling: the most any worker reaches
// here), alone and behind the site's static assets as the app is. Prints requests per second, the
// ratios to the static asset and to both do-nothing workers (a cached page is judged by the one with
// the app's assets: issue #25, decision 031), and the JavaScript each public page loads (gzip).
// Build first (`npm run build`). A measurement, not a test. BENCH_SECONDS sets each run's length.
import autocannon from "autocannon";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { CEILING_WITH_ASSETS_CONFIG, withCeilingWorker, withLocalWorker } from "./local-worker";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
// Cached pages against the do-nothing worker of their size; the uncached home against the static asset.
const TARGET = { cachedOfDoNothing: 0.85, uncachedHome: 0.25 };
const CLIENT = fileURLToPath(new URL("../build/client", import.meta.url));
const RESULTS = fileURLToPath(new URL("./results/edge-latest.json", import.meta.url));
// Any cookie but the theme makes a request personal (workers/page-lookup.ts).
const UNCACHED = { Cookie: "bench=uncached" };
const STATIC_ASSET = "/favicon.svg";

/** `ceiling`: asked of a do-nothing worker (alone, or behind the site's assets) rather than the app. */
type Run = { name: string; path: string; headers?: Record<string, string>; ceiling?: "alone" | "with assets" };

async function throughput(base: string, run: Run) {
  const result = await autocannon({ url: `${base}${run.path}`, connections: CONNECTIONS, duration: SECONDS, headers: run.headers });
  return { ...run, rps: result.requests.average, p50Ms: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
}

/** The gzip size of the scripts a page loads: its module preloads, which include every import. */
async function scriptBytes(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  // Attributes in any order: the preloads also carry fetchpriority="low" (app/entry.server.tsx).
  const links = html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  const files = [...new Set(links.map((link) => /\bhref="([^"]+)"/.exec(link)![1]!))];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length, 0);
  return { path, files: files.length, kb: bytes / 1000 };
}

type Row = { name: string; ratio: number; ofCeiling: number | null; ofCeilingWithAssets: number | null };

/** Whether a row meets its target, for the rows that have one. */
function judgement(row: Row): string {
  const met = (ratio: number, target: number) => (ratio >= target ? "met" : "MISSED");
  if (row.ofCeilingWithAssets !== null) return met(row.ofCeilingWithAssets, TARGET.cachedOfDoNothing);
  return row.name === "home, uncached" ? met(row.ratio, TARGET.uncachedHome) : "";
}

async function main(base: string) {
  const series = (await (await fetch(`${base}/api/series?limit=1`)).json()) as { slug: string }[];
  const slug = series[0]!.slug;
  const pages = [
    { name: "home", path: "/" },
    { name: "list", path: "/list" },
    { name: "series", path: `/${slug}` },
    { name: "episode", path: `/${slug}/episode/1` },
  ];
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(await (await fetch(`${base}/`)).text())?.[1] ?? STATIC_ASSET;
  // Fill the cache, and give workerd's JIT the same start for every run.
  for (const page of pages) for (let i = 0; i < 20; i++) await (await fetch(`${base}${page.path}`)).arrayBuffer();

  // The same bytes from a worker that does nothing else: what wrangler dev lets any worker reach,
  // and such a worker behind static assets, whose router every request to the app passes first
  // (on Cloudflare too, unbilled). Each is measured right after its cached page, so on a shared
  // machine all three meet the same load.
  const doNothing = new Map<string, { alone: string; withAssets: string }>();
  const pageRuns: Run[] = [];
  for (const page of pages) {
    const bytes = (await (await fetch(`${base}${page.path}`)).arrayBuffer()).byteLength;
    const name = `do-nothing worker, ${(bytes / 1000).toFixed(0)} kB`;
    const alone: Run = { name, path: `/bytes/${bytes}`, ceiling: "alone" };
    const withAssets: Run = { name: `${name}, with assets`, path: `/bytes/${bytes}`, ceiling: "with assets" };
    pageRuns.push({ name: `${page.name}, cached`, path: page.path }, alone, withAssets);
    doNothing.set(`${page.name}, cached`, { alone: alone.name, withAssets: withAssets.name });
  }
  const runs: Run[] = [
    { name: "static asset", path: STATIC_ASSET },
    // For scale: a static file about as large as a page (the stylesheet, ~50 kB).
    { name: "static stylesheet", path: stylesheet },
    // The least a request to the worker can cost under wrangler dev: an unknown API path, no D1.
    { name: "worker floor (API 404)", path: "/api/no-such-thing" },
    ...pageRuns,
    ...pages.map((page) => ({ name: `${page.name}, uncached`, path: page.path, headers: UNCACHED })),
  ];
  const measured = await withCeilingWorker((alone) =>
    withCeilingWorker(async (withAssets) => {
      const ceilings = { alone, "with assets": withAssets };
      const results = [];
      for (const run of runs) {
        const result = await throughput(run.ceiling ? ceilings[run.ceiling] : base, run);
        console.log(`measured ${result.name}: ${result.rps.toFixed(0)} req/s`);
        results.push(result);
      }
      return results;
    }, CEILING_WITH_ASSETS_CONFIG),
  );
  const rpsOf = new Map(measured.map((row) => [row.name, row.rps]));
  const staticRps = measured[0]!.rps;
  const rows = measured.map((row) => {
    const ceiling = doNothing.get(row.name);
    return {
      ...row,
      ratio: row.rps / staticRps,
      ofCeiling: ceiling ? row.rps / rpsOf.get(ceiling.alone)! : null,
      ofCeilingWithAssets: ceiling ? row.rps / rpsOf.get(ceiling.withAssets)! : null,
    };
  });
  const scripts = [];
  for (const page of [...pages, { name: "a to z", path: "/atoz" }, { name: "about", path: "/about" }])
    scripts.push({ name: page.name, ...(await scriptBytes(base, page.path)) });

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, one run:`);
  console.log(
    ["what", "req/s", "p50 ms", "× static", "× do-nothing worker of its size", "× the same with assets", "non-2xx", "target"].join("\t"),
  );
  for (const row of rows)
    console.log(
      [
        row.name,
        row.rps.toFixed(0),
        row.p50Ms,
        row.ratio.toFixed(2),
        row.ofCeiling?.toFixed(2) ?? "",
        row.ofCeilingWithAssets?.toFixed(2) ?? "",
        row.non2xx,
        judgement(row),
      ].join("\t"),
    );
  console.log(
    `Targets: cached pages >= ${TARGET.cachedOfDoNothing} x the do-nothing worker of their size behind the same static assets, uncached home >= ${TARGET.uncachedHome} x static.`,
  );
  console.log("\nJavaScript per public page (gzip -9 of its module preloads):");
  for (const page of scripts) console.log(`${page.name}\t${page.path}\t${page.files} files\t${page.kb.toFixed(1)} kB`);
  mkdirSync(join(RESULTS, ".."), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ finishedAt: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, target: TARGET, rows, scripts }, null, 2)}\n`,
  );
  console.log(`Results written to ${RESULTS}`);
}

await withLocalWorker("edge", main);
