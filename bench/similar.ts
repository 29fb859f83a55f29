// `npm run bench:similar` (issue #68): the daily upkeep's rebuild of every series' similar row at
// real size, with what the series page costs to render before and after it. The catalogue of
// bench:scale (10,000 more series) and 5,000 viewers are written into the local state before the
// worker starts. Each viewer holds 22 list entries (over 100,000 once repeats fall out) and has watched 10 more series.
// Tastes cluster: each viewer keeps to two genres for most of their list, and popular series come
// up more (Zipf). A fixed seed makes every run's state the same. The upkeep runs twice: the first
// builds every row, the second finds nothing moved. Each run's time is the Cron Trigger's call;
// its D1 figures come from the rebuild's own USAGE_LOG line. Build first. A measurement, not a
// test. BENCH_SAMPLES sets the page renders timed (default 25).
import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import type { ListStatus } from "../app/lib/vocabulary/list-statuses";
import { similarFromRows } from "../app/domain/similar/measure";
import { localD1File } from "../scripts/local-stack";
import { d1CountsOf } from "./cost-model";
import { runDailyUpkeep, withLocalWorker } from "./local-worker";
import { type GrownCatalogue, growCatalogue, growViewers } from "./scale-state";

const VIEWERS = 5_000;
const LISTED = 22;
const WATCHED = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);
let grown: GrownCatalogue;

/**
 * The measure's own time on the rows the rebuild reads, in Node's V8 (workerd's engine): inside
 * the worker the clock stands still while it computes, so the upkeep's time cannot show it.
 */
function timeTheMeasure(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = <T>(query: string) => db.prepare(query).all() as T[];
    const inputs = {
      entries: rows<{ viewer: number; series: number; status: ListStatus; score: number | null }>(
        "SELECT user_id AS viewer, series_id AS series, status, score FROM list_entries",
      ),
      watched: rows<{ viewer: number; series: number }>("SELECT user_id AS viewer, series_id AS series FROM watch_history"),
      series: rows<{ id: number; members: number; tags: string }>("SELECT id, members, tags FROM series").map((row) => ({
        ...row,
        tags: JSON.parse(row.tags) as unknown,
      })),
      genres: rows<{ series: number; genre: number }>("SELECT series_id AS series, genre_id AS genre FROM series_genres"),
    };
    const times = [0, 1, 2].map(() => {
      const started = performance.now();
      similarFromRows(inputs);
      return performance.now() - started;
    });
    console.log(
      `the measure alone on ${inputs.entries.length} list entries, ${inputs.watched.length} watched, ${inputs.series.length} series: median ${median(times).toFixed(0)} ms of 3 runs`,
    );
  } finally {
    db.close();
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The series page rendered afresh (a cookie keeps it out of the page cache): median time, and its D1 reads. */
async function seriesPage(base: string) {
  const times: number[] = [];
  let timing = "";
  for (let sample = 0; sample < SAMPLES; sample++) {
    const sent = performance.now();
    const response = await fetch(`${base}/${grown.sample.slug}`, { headers: { Cookie: "bench=similar" } });
    const html = await response.text();
    times.push(performance.now() - sent);
    timing = response.headers.get("Server-Timing") ?? "";
    const row = html.split('id="similar"')[1]?.split("</section>")[0] ?? "";
    if (sample === 0) console.log(`  similar cards on the page: ${row.split("<article").length - 1}`);
  }
  const d1 = d1CountsOf(timing);
  return `median ${median(times).toFixed(1)} ms; D1 ${d1.calls} calls, ${d1.read} rows read`;
}

async function main(base: string, logFile: string) {
  console.log(`${VIEWERS} viewers, ${VIEWERS * LISTED} list entries tried (${LISTED} each), ${WATCHED} watched each:`);
  console.log(`the series page before any rebuild:`);
  console.log(`  ${await seriesPage(base)}`);
  for (const round of ["first rebuild", "second rebuild"]) {
    const logFrom = readFileSync(logFile, "utf8").length;
    const sent = performance.now();
    await runDailyUpkeep(base);
    const ms = performance.now() - sent;
    const log = readFileSync(logFile, "utf8").slice(logFrom);
    const d1 = d1CountsOf(/usage of the similar rows' rebuild: (.*)/.exec(log)?.[1]);
    const done = /similar rows rebuilt for (\d+) series; rows that moved: (\d+)/.exec(log);
    console.log(
      `${round}: the whole upkeep ${(ms / 1000).toFixed(1)} s; ${done?.[1]} series, ${done?.[2]} rows moved;` +
        ` D1 ${d1.calls} calls, ${d1.read} rows read, ${d1.written} written`,
    );
  }
  console.log(`the series page with its similar row:`);
  console.log(`  ${await seriesPage(base)}`);
}

await withLocalWorker("similar", main, {
  grow: (persistTo) => {
    grown = growCatalogue(localD1File(persistTo));
    growViewers(localD1File(persistTo), { viewers: VIEWERS, listed: LISTED, watched: WATCHED, seed: 68 });
    timeTheMeasure(localD1File(persistTo));
  },
  vars: ["USAGE_LOG:1"],
  // The demo's images (drawn small) get their variants first, so the upkeep's backfill has none to make.
  media: "drawn",
  variants: true,
});
