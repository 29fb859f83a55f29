// `npm run bench:load`: pages read and comments posted at once, for a fixed time, against the
// built worker under `wrangler dev`; then the comments stored (counted through the admin API) are
// reconciled with the 201 answers. Build first (`npm run build`). A measurement, not a test:
// BENCH_SECONDS sets the length (default 30), BENCH_READERS and BENCH_WRITERS the connections.
import autocannon from "autocannon";
import { withLocalWorker } from "./local-worker";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const READERS = Number(process.env.BENCH_READERS ?? 10);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 10);
const USERS = 5;
// The local administrator (.dev.vars.example).
const ADMIN = { username: "admin", password: "change-me-locally" };

async function json(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return { data: (await response.json()) as any, total: Number(response.headers.get("X-Total-Count")) };
}

async function viewers(base: string): Promise<string[]> {
  const run = Date.now() % 1_000_000;
  const tokens = [];
  for (let i = 0; i < USERS; i++) {
    const account = { email: `load${run}u${i}@example.com`, username: `load${run}u${i}`, password: "load-test-password" };
    await json(base, "POST", "/users/register", account);
    tokens.push((await json(base, "POST", "/users/login", { identifier: account.username, password: account.password })).data.token as string);
  }
  return tokens;
}

type Posts = { sent: number; created: number; refused: number; serverErrors: number; failed: number; latencies: number[] };

/**
 * Each writer posts one comment after another until the time is up, and waits for every answer:
 * no request is left in flight when the counts are read, so stored and answered must agree.
 */
async function postComments(base: string, tokens: string[], episodeId: number, until: number): Promise<Posts> {
  const posts: Posts = { sent: 0, created: 0, refused: 0, serverErrors: 0, failed: 0, latencies: [] };
  const writer = async (index: number) => {
    for (let n = 0; Date.now() < until; n++) {
      const started = performance.now();
      posts.sent += 1;
      try {
        const response = await fetch(`${base}/api/comments`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${tokens[index % tokens.length]}` },
          body: JSON.stringify({ episode_id: episodeId, content: `Load test comment ${index}.${n}` }),
        });
        await response.arrayBuffer();
        if (response.status === 201) posts.created += 1;
        else if (response.status >= 500) posts.serverErrors += 1;
        else posts.refused += 1;
      } catch {
        posts.failed += 1;
      }
      posts.latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  return posts;
}

/** Anonymous views (mostly the page cache) and signed-in views (always rendered), in turn. */
function readPages(base: string, slug: string) {
  const paths = ["/", "/list", `/${slug}`, `/${slug}/episode/1`, "/atoz"];
  const requests = paths.flatMap((path) => [{ path }, { path, headers: { Cookie: "bench=rendered" } }]);
  return autocannon({ url: base, connections: READERS, duration: SECONDS, requests });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

async function main(base: string) {
  const admin = (await json(base, "POST", "/admin/login", ADMIN)).data.token as string;
  const tokens = await viewers(base);
  const [series] = (await json(base, "GET", "/series?limit=1")).data as { id: number; slug: string }[];
  const [episode] = (await json(base, "GET", `/episodes?series_id=${series!.id}&limit=1`)).data as { id: number }[];
  const storedBefore = (await json(base, "GET", "/comments/all?limit=1", undefined, admin)).total;

  console.log(`${SECONDS} s: ${READERS} connections reading pages, ${WRITERS} posting comments as ${USERS} viewers`);
  const until = Date.now() + SECONDS * 1000;
  const [reads, posts] = await Promise.all([readPages(base, series!.slug), postComments(base, tokens, episode!.id, until)]);
  const storedAfter = (await json(base, "GET", "/comments/all?limit=1", undefined, admin)).total;

  const readServerErrors = Object.entries(reads.statusCodeStats ?? {}).reduce((sum, [status, stat]) => sum + (Number(status) >= 500 ? Number(stat.count) : 0), 0);
  const stored = storedAfter - storedBefore;
  console.log(`\nreads: ${reads.requests.total} requests (${reads.requests.average.toFixed(0)}/s), ${reads.non2xx} non-2xx, ${readServerErrors} 5xx, ${reads.errors} errors, ${reads.timeouts} timeouts; p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms`);
  console.log(`comment posts: ${posts.sent} requests (${(posts.sent / SECONDS).toFixed(0)}/s), ${posts.created} answered 201, ${posts.refused} refused (4xx), ${posts.serverErrors} 5xx, ${posts.failed} errors; p50 ${percentile(posts.latencies, 0.5).toFixed(0)} ms, p99 ${percentile(posts.latencies, 0.99).toFixed(0)} ms`);
  console.log(`comments stored: ${storedBefore} before, ${storedAfter} after: ${stored} new for ${posts.created} answered 201, ${stored === posts.created ? "reconciled" : "MISMATCH"}`);
  const errors = readServerErrors + reads.errors + posts.serverErrors + posts.failed;
  console.log(`requests: ${reads.requests.total + posts.sent} in all, ${errors} errors or 5xx`);
  if (stored !== posts.created || errors > 0) process.exitCode = 1;
}

await withLocalWorker("load", main);
