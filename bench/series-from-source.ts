// `npm run bench:sources` (issue #67): 100 series added in one step from the AniList stand-in
// (tests/support/catalogue-stand-ins.ts, answering bangumi-data's real series as AniList does), each
// with a real-size cover (an 800×1200 JPEG of ~300 kB) fetched and stored as an upload, its genres
// matched or created, and every fourth one airing, its coming episodes put on the schedule. Prints
// the time per series and what the source was asked. Build first (`npm run build`). A measurement,
// not a test. BENCH_SERIES sets how many (default 100).
import { drawRealSizeCover } from "../app/.server/seed/media";
import { localBindings } from "../scripts/local-bindings";
import { type Asked, startCatalogueStandIns } from "../tests/support/catalogue-stand-ins";
import { realSeriesWithIds } from "../tests/support/real-titles";
import { adminToken, withLocalWorker } from "./local-worker";

const COUNT = Number(process.env.BENCH_SERIES ?? 100);
const DAY_MS = 86_400_000;
/** AniList's allowance now: what the same adds cost in waiting against the real service. */
const ANILIST_PER_MINUTE = 30;
const quantile = (values: number[], q: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;

const standIns = await startCatalogueStandIns();
const picked = realSeriesWithIds(COUNT);
// One real-size cover, drawn as the demo's are, served as each series' cover by the picture host.
const proxy = await localBindings(false);
const cover = await drawRealSizeCover(proxy.env.IMAGES, "A cover from the source");
await proxy.dispose();
for (const [index, series] of picked.entries()) {
  await fetch(`${standIns.origin}/art/cover-${series.anilist_id}.jpg`, { method: "PUT", body: cover });
  if (index % 4 === 0)
    await fetch(`${standIns.origin}/__set`, {
      method: "POST",
      body: JSON.stringify({ airing: { id: series.anilist_id, next: Date.now() + DAY_MS } }),
    });
}

async function main(base: string) {
  const token = await adminToken(base);
  const times: number[] = [];
  const askedBefore = ((await (await fetch(`${standIns.origin}/__asked`)).json()) as Asked[]).length;
  for (const series of picked) {
    const sent = performance.now();
    const response = await fetch(`${base}/api/series`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      // bangumi-data carries no synopsis: the admin types one, as the add form asks.
      body: JSON.stringify({ from: { source: "anilist", id: series.anilist_id }, description: "Typed by the admin.", create_genres: true }),
    });
    times.push(performance.now() - sent);
    if (response.status !== 201) throw new Error(`add ${series.anilist_id}: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  }
  const asked = ((await (await fetch(`${standIns.origin}/__asked`)).json()) as Asked[]).slice(askedBefore);
  const byKind = Map.groupBy(asked, (request) => (request.path.startsWith("/art/") ? "pictures" : `${request.method} ${request.path}`));
  const scheduled = (await (await fetch(`${base}/api/schedule`)).json()) as unknown[];
  const total = times.reduce((sum, time) => sum + time, 0);
  console.log(`${COUNT} series added from the AniList stand-in, one after another:`);
  console.log(
    `  per series: median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, all ${(total / 1000).toFixed(1)} s`,
  );
  for (const [kind, requests] of byKind)
    console.log(`  the source asked: ${kind} × ${requests.length} (${(requests.length / COUNT).toFixed(2)} a series)`);
  console.log(`  cover bytes fetched and stored: ${cover.byteLength} each`);
  console.log(`  schedule entries over the next 14 days, the demo's with them: ${scheduled.length}`);
  const calls = asked.filter((request) => request.path === "/anilist").length;
  console.log(
    `  against AniList's ${ANILIST_PER_MINUTE} calls a minute, those ${calls} calls need at least ${(calls / ANILIST_PER_MINUTE).toFixed(1)} min`,
  );
}

try {
  await withLocalWorker("sources", main, { vars: Object.entries(standIns.vars).map(([name, value]) => `${name}:${value}`) });
} finally {
  await standIns.close();
}
