// `npm run bench:load`: pages read and comments posted at once, for a fixed time, against the
// built worker under `wrangler dev`; then the comments stored (counted through the admin API) are
// reconciled with the 201 answers. Two runs: the platform sound, then D1 failing one call in ten
// (bench/faults), where anonymous readers must still get pages (cached or stale, never a 5xx) and
// every comment answered 201, and none answered 503, must be stored. Build first (`npm run
// build`). A measurement, not a test: BENCH_SECONDS sets each run's length (default 30),
// BENCH_READERS and BENCH_WRITERS the connections.
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { withLocalWorker } from "./local-worker";

const FAULTS_CONFIG = fileURLToPath(new URL("./faults/wrangler.toml", import.meta.url));

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const READERS = Number(process.env.BENCH_READERS ?? 10);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 10);
const USERS = 5;
// The local administrator (scripts/local-dev.vars).
const ADMIN = { username: "admin", password: "change-me-locally" };

/** An API call of the bench's own (setting up, counting): asked again while D1 answers 503. */
async function json(base: string, method: string, path: string, body?: unknown, token?: string) {
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    response = await fetch(`${base}/api${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 503 || attempt === 20) break;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return { data: (await response.json()) as any, total: Number(response.headers.get("X-Total-Count")) };
}

async function viewers(base: string): Promise<string[]> {
  const run = Date.now() % 1_000_000;
  const tokens = [];
  for (let i = 0; i < USERS; i++) {
    const account = { email: `load${run}u${i}@example.com`, username: `load${run}u${i}`, password: "load-test-password" };
    await json(base, "POST", "/users/register", account);
    tokens.push(
      (await json(base, "POST", "/users/login", { identifier: account.username, password: account.password })).data.token as string,
    );
  }
  return tokens;
}

type Posts = {
  sent: number;
  created: number;
  refused: number;
  unavailable: number;
  serverErrors: number;
  failed: number;
  latencies: number[];
};

/**
 * Each writer posts one comment after another until the time is up, and waits for every answer:
 * no request is left in flight when the counts are read, so stored and answered must agree.
 */
async function postComments(base: string, tokens: string[], episodeId: number, until: number): Promise<Posts> {
  const posts: Posts = { sent: 0, created: 0, refused: 0, unavailable: 0, serverErrors: 0, failed: 0, latencies: [] };
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
        else if (response.status === 503) posts.unavailable += 1;
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

const pagePaths = (slug: string) => ["/", "/list", `/${slug}`, `/${slug}/episode/1`, "/atoz"];

/** Anonymous views (the page cache, or its stale copies under faults), or signed-in-like views (always rendered). */
function readPages(base: string, slug: string, rendered: boolean, connections: number) {
  const headers = rendered ? { Cookie: "bench=rendered" } : undefined;
  return autocannon({ url: base, connections, duration: SECONDS, requests: pagePaths(slug).map((path) => ({ path, headers })) });
}

type Reads = Awaited<ReturnType<typeof readPages>>;
const serverErrorsOf = (reads: Reads, only?: number) =>
  Object.entries(reads.statusCodeStats ?? {}).reduce(
    (sum, [status, stat]) => sum + ((only ? Number(status) === only : Number(status) >= 500) ? Number(stat.count) : 0),
    0,
  );
const readLine = (what: string, reads: Reads) =>
  `${what}: ${reads.requests.total} requests (${reads.requests.average.toFixed(0)}/s), ${reads.non2xx} non-2xx, ${serverErrorsOf(reads)} 5xx (${serverErrorsOf(reads, 503)} of them 503), ${reads.errors} errors, ${reads.timeouts} timeouts; p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms`;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

/** Every page shown once before the clock starts, as a site's pages are: each then has a copy to stand in. */
async function warmPages(base: string, slug: string) {
  for (const path of pagePaths(slug)) {
    for (
      let attempt = 0;
      (await fetch(`${base}${path}`).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })) !== 200;
      attempt++
    ) {
      if (attempt === 20) throw new Error(`${path} never rendered`);
    }
  }
}

function bench(faults: boolean) {
  return async (base: string) => {
    const admin = (await json(base, "POST", "/admin/login", ADMIN)).data.token as string;
    const tokens = await viewers(base);
    const [series] = (await json(base, "GET", "/series?limit=1")).data as { id: number; slug: string }[];
    const [episode] = (await json(base, "GET", `/episodes?series_id=${series!.id}&limit=1`)).data as { id: number }[];
    const storedBefore = (await json(base, "GET", "/comments/all?limit=1", undefined, admin)).total;
    await warmPages(base, series!.slug);

    const cachedReaders = Math.ceil(READERS / 2);
    console.log(
      `\n${faults ? "D1 failing one call in ten" : "The platform sound"}: ${SECONDS} s, ${cachedReaders} connections reading pages anonymously, ${READERS - cachedReaders} signed-in-like, ${WRITERS} posting comments as ${USERS} viewers`,
    );
    const until = Date.now() + SECONDS * 1000;
    const [cached, rendered, posts] = await Promise.all([
      readPages(base, series!.slug, false, cachedReaders),
      readPages(base, series!.slug, true, READERS - cachedReaders),
      postComments(base, tokens, episode!.id, until),
    ]);
    const storedAfter = (await json(base, "GET", "/comments/all?limit=1", undefined, admin)).total;

    const stored = storedAfter - storedBefore;
    console.log(readLine("anonymous reads", cached));
    console.log(readLine("rendered reads", rendered));
    console.log(
      `comment posts: ${posts.sent} requests (${(posts.sent / SECONDS).toFixed(0)}/s), ${posts.created} answered 201, ${posts.refused} refused (4xx), ${posts.unavailable} 503, ${posts.serverErrors} other 5xx, ${posts.failed} errors; p50 ${percentile(posts.latencies, 0.5).toFixed(0)} ms, p99 ${percentile(posts.latencies, 0.99).toFixed(0)} ms`,
    );
    console.log(
      `comments stored: ${storedBefore} before, ${storedAfter} after: ${stored} new for ${posts.created} answered 201 (and ${posts.unavailable} answered 503), ${stored === posts.created ? "reconciled" : "MISMATCH"}`,
    );
    // Under faults a rendered page or a post may answer 503 (come back); nothing else may fail.
    const allowed = faults ? serverErrorsOf(rendered, 503) + posts.unavailable : 0;
    const errors =
      serverErrorsOf(cached) +
      serverErrorsOf(rendered) +
      cached.errors +
      rendered.errors +
      posts.unavailable +
      posts.serverErrors +
      posts.failed -
      allowed;
    console.log(
      `requests: ${cached.requests.total + rendered.requests.total + posts.sent} in all, ${errors} errors or 5xx${faults ? " beyond the 503s a failing D1 asks for" : ""}`,
    );
    if (stored !== posts.created || errors > 0) process.exitCode = 1;
  };
}

await withLocalWorker("load", bench(false));
await withLocalWorker("load-faults", bench(true), { config: FAULTS_CONFIG });
