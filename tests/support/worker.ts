import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
// @ts-expect-error -- written by `npm run build`: the one worker `npm start` and `wrangler deploy` run
import built from "../../build/server/index.js";
import { startSession } from "~/web/sessions.server";
import type { VariantMessage } from "~/.server/storage/uploads";

/** The built worker (workers/app.ts with the pages, as `vite build` makes it): fetch, scheduled and queue. */
export const worker = built as typeof import("../../workers/app")["default"];

/**
 * This test file's own Workers cache of pages (workers/page-version.ts), named by
 * ./apply-migrations.ts as each file starts: files run one after another in a shared workerd,
 * whose cache they would otherwise share, each with its own storage.
 */
const thisFile = () => ({ PAGE_CACHE_NAME: (globalThis as { testFilePageCache?: string }).testFilePageCache });

/**
 * A request through the real worker entry, inside workerd, over this test file's D1/R2/KV.
 * Called in-process rather than through SELF: the pool's SELF slows down with every request
 * (5 ms per call at first, 90 ms after 500), which made long suites crawl. Work passed to
 * waitUntil is finished before the response is handed back, so tests see its effects. `vars`
 * overrides configuration or a binding for one request (a local run's CLIENT_IP_FROM, a failing KV).
 */
export async function fetchWorker(url: string, init?: RequestInit, vars: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  // A local run (CLIENT_IP_FROM=local) is reached at localhost, as `npm start` is: it answers
  // no other name (workers/security.ts, localHostsOnly).
  const target = new URL(url, vars.CLIENT_IP_FROM === "local" ? "http://localhost" : "https://example.com");
  // Browsers always send Host; React Router compares it with Origin before running an action.
  const headers = new Headers(init?.headers);
  if (!headers.has("Host")) headers.set("Host", target.host);
  // The variants an upload asks for are made before the test goes on (Cloudflare makes them
  // moments after the answer): tests see an upload as it is once its variants follow. A test
  // that looks between the two passes its own IMAGE_QUEUE (./image-queue.ts).
  const images = heldImageQueue();
  const requestEnv = { ...env, ...thisFile(), IMAGE_QUEUE: images.queue, ...vars } as unknown as Env;
  const response = await worker.fetch(new Request(target, { ...init, headers }), requestEnv, ctx);
  await waitOnExecutionContext(ctx);
  await images.deliver(requestEnv);
  return response;
}

/**
 * Where a response sends the browser: a document's `Location`, or a single-fetch action's redirect,
 * which React Router answers 202 as a turbo-stream object (a flat JSON array whose first entry maps
 * `_<key index>` to `<value index>`).
 */
export async function redirectTarget(response: Response): Promise<string | null> {
  const location = response.headers.get("Location");
  if (location !== null || response.status !== 202) return location;
  const [first] = (await response.text()).split("\n");
  const flat = JSON.parse(first!) as unknown[];
  const entries = Object.entries(flat[0] as Record<string, number>);
  const redirect = entries.find(([key]) => flat[Number(key.slice(1))] === "redirect");
  return redirect ? String(flat[redirect[1]]) : null;
}

/**
 * The images queue as a test runs it: what the worker sends is held, and `deliver` hands each
 * message to the worker's own consumer, alone, as `max_batch_size = 1` does, answering whether
 * the consumer acknowledged it or asked for a retry.
 */
export function heldImageQueue() {
  const held: VariantMessage[] = [];
  const queue = {
    send: async (body: VariantMessage) => void held.push(body),
    sendBatch: async (messages: { body: VariantMessage }[]) => void held.push(...messages.map((message) => message.body)),
  };
  let deliveries = 0;
  async function deliver(env: Env, attempts = 1) {
    const outcomes: ("acked" | "retried")[] = [];
    for (let body = held.shift(); body; body = held.shift()) {
      const id = `image-${++deliveries}`;
      const batch = createMessageBatch<VariantMessage>("anime-catalogue-images", [{ id, timestamp: new Date(), attempts, body }]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env, ctx);
      const result = await getQueueResult(batch, ctx);
      outcomes.push(result.explicitAcks.includes(id) ? "acked" : "retried");
    }
    return outcomes;
  }
  return { queue, held, deliver };
}

/** The page session cookie holding a user token (a profile's, say), as the site sets it: the `Cookie` header value. */
export const userSessionCookie = async (token: string) =>
  (await startSession(new Request("https://example.com/"), "user", token)).split(";")[0]!;

/** A viewer's page session, as the login form sets it: the `Cookie` header value to send with pages. */
export async function pageSessionCookie(identifier: string, password: string): Promise<string> {
  const signedIn = await fetchWorker("/login", {
    method: "POST",
    body: new URLSearchParams({ identifier, password }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com" },
    redirect: "manual",
  });
  return signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
}

/** The daily upkeep, as the Cron Trigger runs it. */
export async function dailyUpkeep() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
}
