// `npm run bench:fanout`: what publishing an episode costs when 100,000 viewers follow its series
// (issue #22). The demo grows 100,000 followers of one series, written straight into the local
// SQLite file before wrangler starts (as bench/scale-state.ts does); a few more register and
// follow through the API, to sign in as. Then, in turn, an episode is added through the admin API
// to the followed series and to one nobody follows; the medians and their ratio are printed
// (target: within 1.5x), and every signed-in follower's notifications are read after each publish,
// with the time until the new episode is there (target: under a minute). The first
// BENCH_PUSH_SUBSCRIBERS followers (1,000 unless said) also have a browser subscribed to Web Push at
// a push service on this machine, and each round waits until every one of them has the push
// (through the queue: announce, then chunks of 40). Build first.
import { DatabaseSync } from "node:sqlite";
import { localD1File } from "../scripts/local-stack";
import { startPushService } from "../tests/support/push-service";
import { withLocalWorker } from "./local-worker";

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 100_000);
const SIGNED_IN = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PUSH_SUBSCRIBERS = Math.min(FOLLOWERS, Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 1_000));
const pushService = await startPushService();
// One browser's keys for every subscription: the bench counts deliveries, the stories decrypt them.
const pushBrowser = pushService.browser("/bench");
const ADMIN = { username: "admin", password: "change-me-locally" };
// Two demo series: the first is followed by everyone, the second by no one.
const FOLLOWED = "the-lantern-keeper-s-daughter";
const UNFOLLOWED = "whispers-beneath-the-willow";

async function json(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as any;
}

/** 100,000 viewers who follow the series, as rows: no password anyone can use; the first ones subscribed to push. */
function growFollowers(persistTo: string) {
  const db = new DatabaseSync(localD1File(persistTo));
  try {
    const seriesId = Number(db.prepare("SELECT id FROM series WHERE slug = ?").get(FOLLOWED)!.id);
    db.exec("BEGIN");
    const user = db.prepare("INSERT INTO users (email, username, password_hash) VALUES (?, ?, 'not-a-hash') RETURNING id");
    const follow = db.prepare("INSERT INTO follows (user_id, series_id) VALUES (?, ?)");
    const subscribe = db.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)");
    const { endpoint, keys } = pushBrowser.subscription;
    for (let i = 0; i < FOLLOWERS; i++) {
      const userId = Number(user.get(`fan${i}@example.com`, `fan${i}`)!.id);
      follow.run(userId, seriesId);
      if (i < PUSH_SUBSCRIBERS) subscribe.run(userId, `${endpoint}/${i}`, keys.p256dh, keys.auth);
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function main(base: string) {
  const admin = (await json(base, "POST", "/admin/login", ADMIN)).token as string;
  const demo = (await json(base, "GET", "/series?limit=100")) as { id: number; slug: string }[];
  const [followed, unfollowed] = [FOLLOWED, UNFOLLOWED].map((slug) => demo.find((series) => series.slug === slug));
  const tokens: string[] = [];
  for (let i = 0; i < SIGNED_IN; i++) {
    const account = { email: `signed${i}@example.com`, username: `signed${i}`, password: "fanout-password-1" };
    await json(base, "POST", "/users/register", account);
    const token = (await json(base, "POST", "/users/login", { identifier: account.username, password: account.password })).token as string;
    await json(base, "PUT", `/users/me/follows/${followed!.id}`, undefined, token);
    tokens.push(token);
  }
  const publish = (seriesId: number, number: number) =>
    timed(() =>
      json(
        base,
        "POST",
        "/episodes",
        { series_id: seriesId, episode_number: number, title: `Fan-out ${number}`, description: "Bench." },
        admin,
      ),
    );

  const times = { followed: [] as number[], unfollowed: [] as number[], reached: [] as number[], pushed: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const [, quiet] = await publish(unfollowed!.id, 5_000 + round);
    const pushesBefore = pushService.received.length;
    const [episode, busy] = await publish(followed!.id, 5_000 + round);
    const publishedAt = performance.now();
    times.unfollowed.push(quiet);
    times.followed.push(busy);
    // Each signed-in follower reads their newest notification until it is this episode.
    for (const token of tokens) {
      while ((await json(base, "GET", "/users/me/notifications?limit=1", undefined, token))[0]?.episode_id !== episode.id) {
        if (performance.now() - publishedAt > 60_000) throw new Error("a follower had no notification within a minute");
      }
    }
    times.reached.push(performance.now() - publishedAt);
    while (pushService.received.length - pushesBefore < PUSH_SUBSCRIBERS) {
      if (performance.now() - publishedAt > 600_000)
        throw new Error(`${pushService.received.length - pushesBefore} of ${PUSH_SUBSCRIBERS} pushes arrived in ten minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    times.pushed.push(performance.now() - publishedAt);
  }
  const [busy, quiet] = [median(times.followed), median(times.unfollowed)];
  console.log(`${FOLLOWERS + SIGNED_IN} followers of one series, none of the other; ${ROUNDS} rounds, one run`);
  console.log(`publish to the followed series: median ${busy.toFixed(1)} ms`);
  console.log(`publish to the unfollowed one:  median ${quiet.toFixed(1)} ms`);
  console.log(`ratio ${(busy / quiet).toFixed(2)} (target 1.5 at most)`);
  console.log(
    `all ${SIGNED_IN} signed-in followers read the new episode in their notifications: median ${median(times.reached).toFixed(0)} ms after the publish answered, at most ${Math.max(...times.reached).toFixed(0)} ms (target: a minute)`,
  );
  console.log(
    `all ${PUSH_SUBSCRIBERS} followers' subscribed browsers had the push: median ${median(times.pushed).toFixed(0)} ms after the publish answered, at most ${Math.max(...times.pushed).toFixed(0)} ms (target: a minute)`,
  );
  if (busy / quiet > 1.5 || Math.max(...times.pushed) > 60_000) process.exitCode = 1;
}

try {
  await withLocalWorker("fanout", main, { grow: growFollowers });
} finally {
  await pushService.close();
}
