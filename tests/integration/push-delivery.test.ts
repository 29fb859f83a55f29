// Issue #34, point 2: one unreachable push endpoint must not multiply retries or duplicate pushes.
// The real consumer (workers/app.ts `queue`) sends to a real push service on this machine
// (tests/support/push-service.ts) whose endpoints answer 201, answer 500, cut the connection or
// redirect. The queue binding is wrapped to hold what is sent; the test then plays the queue,
// delivering each held message and redelivering any the consumer hands back with retry(), up to
// wrangler.toml's max_retries, as Cloudflare Queues does, until nothing is left.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { base64url } from "jose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_PUSH_ATTEMPTS, type PushMessage } from "~/.server/push/messages";
import { worker } from "../support/worker";
import { seedDemo } from "../support/app-context";

/** wrangler.toml's `max_retries` for the push queue. */
const QUEUE_MAX_RETRIES = 3;
/** How long the silent endpoint is waited for here (10 s in production: PUSH_TIMEOUT_MS). */
const SILENCE_MS = 1_000;
const service = inject("pushServiceOrigin");

async function browserKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const p256dh = base64url.encode(new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer));
  return { p256dh, auth: base64url.encode(crypto.getRandomValues(new Uint8Array(16))) };
}

/** A viewer following `seriesId` with one browser at `endpoint`, written straight to the tables. */
async function follower(name: string, seriesId: number, endpoint: string, blocked = false) {
  const user = await env.DB.prepare(
    "INSERT INTO users (username, email, password_hash, blocked) VALUES (?, ?, 'not a hash', ?) RETURNING id",
  )
    .bind(name, `${name}@example.com`, blocked ? 1 : 0)
    .first<{ id: number }>();
  const keys = await browserKeys();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO follows (user_id, series_id) VALUES (?, ?)").bind(user!.id, seriesId),
    env.DB.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)").bind(
      user!.id,
      endpoint,
      keys.p256dh,
      keys.auth,
    ),
  ]);
}

/** The push queue as Cloudflare runs it, for the worker's consumer, with what it was sent held. */
function playedQueue() {
  const pending: { body: PushMessage; attempts: number; delaySeconds?: number }[] = [];
  const delays: number[] = [];
  let deliveries = 0;
  const held = {
    send: async (body: PushMessage, options?: { delaySeconds?: number }) => void pending.push({ body, attempts: 1, ...options }),
    sendBatch: async (messages: { body: PushMessage; delaySeconds?: number }[]) =>
      void pending.push(...messages.map((message) => ({ ...message, attempts: 1 }))),
  };
  const vars = { ...env, PUSH_QUEUE: held, PUSH_LOCAL_ENDPOINTS: "allow", PUSH_TIMEOUT_MS: String(SILENCE_MS) } as unknown as Env;

  /** Delivers until the queue is empty; each message alone, as `max_batch_size = 1` does. */
  async function drain() {
    for (let next = pending.shift(); next; next = pending.shift()) {
      if (next.delaySeconds) delays.push(next.delaySeconds);
      const id = `m${++deliveries}`;
      const batch = createMessageBatch<PushMessage>("anime-catalogue-push", [
        { id, timestamp: new Date(), attempts: next.attempts, body: next.body },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, vars, ctx);
      const result = await getQueueResult(batch, ctx);
      const retried = result.retryMessages.some((message: { msgId: string }) => message.msgId === id) || !result.explicitAcks.includes(id);
      if (retried && next.attempts <= QUEUE_MAX_RETRIES) pending.push({ body: next.body, attempts: next.attempts + 1 });
      if (deliveries > 200) throw new Error("the push queue never emptied");
    }
  }
  return { held, drain, delays, pending, deliveries: () => deliveries };
}

const pushedPaths = async () => (await (await fetch(`${service}/received`)).json()) as string[];
const timesPushed = (paths: string[], path: string) => paths.filter((pushed) => pushed === path).length;

let seriesId: number;
beforeAll(async () => {
  await seedDemo();
  seriesId = (await env.DB.prepare("SELECT id FROM series ORDER BY id LIMIT 1").first<{ id: number }>())!.id;
});

describe("push delivery when endpoints fail", () => {
  // A push service that never answers is given up on after its timeout, at each attempt.
  const patience = (MAX_PUSH_ATTEMPTS + 2) * SILENCE_MS + 20_000;
  it("fetches each subscription at most its attempts, the healthy one once, and leaves the queue empty", {
    timeout: patience,
  }, async () => {
    const run = crypto.randomUUID();
    const path = (kind: string) => `/${kind}/${run}`;
    await follower(`healthy${run}`, seriesId, `${service}${path("ok")}`);
    await follower(`busy${run}`, seriesId, `${service}${path("busy")}`);
    await follower(`drop${run}`, seriesId, `${service}${path("drop")}`);
    await follower(`hang${run}`, seriesId, `${service}${path("hang")}`);
    await follower(`moved${run}`, seriesId, `${service}${path("moved")}`);
    // A name that does not resolve: the fetch throws before any connection, as the probe's did.
    await follower(`nxdomain${run}`, seriesId, `https://nx-${run.slice(0, 8)}.notify.windows.com/w/`);
    // Rows the API refuses today, written before the rules (or brought back by a restore).
    await follower(`userinfo${run}`, seriesId, `${service.replace("//", "//probe:secret@")}${path("userinfo")}`);
    await follower(`blocked${run}`, seriesId, `${service}${path("blocked")}`, true);

    const queue = playedQueue();
    await queue.held.send({ kind: "announce", series_id: seriesId, episode_numbers: [1] });
    await queue.drain();

    const paths = await pushedPaths();
    const kinds = ["ok", "busy", "drop", "hang", "moved", "userinfo", "blocked"];
    const pushes = Object.fromEntries([
      ...kinds.map((kind) => [kind, timesPushed(paths, path(kind))]),
      ["redirected", timesPushed(paths, `/redirected${path("moved")}`)],
    ]);
    expect(pushes).toEqual({
      ok: 1,
      busy: MAX_PUSH_ATTEMPTS,
      drop: MAX_PUSH_ATTEMPTS,
      hang: MAX_PUSH_ATTEMPTS,
      moved: 1, // a redirect is refused, not followed, and not tried again
      redirected: 0,
      userinfo: 0,
      blocked: 0,
    });
    expect(queue.pending).toEqual([]);
    // The announcement, the first chunk, then one retry message per further attempt: no redelivery.
    expect(queue.deliveries()).toBe(1 + MAX_PUSH_ATTEMPTS);
    expect(queue.delays).toEqual([60, 120, 240]);
  });
});
