import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
// @ts-expect-error -- written by `npm run build`: the one worker `npm start` and `wrangler deploy` run
import built from "../../build/server/index.js";

/** The built worker (workers/app.ts with the pages, as `vite build` makes it): fetch, scheduled and queue. */
export const worker = built as typeof import("../../workers/app")["default"];

/**
 * A request through the real worker entry, inside workerd, over this test file's D1/R2/KV.
 * Called in-process rather than through SELF: the pool's SELF slows down with every request
 * (5 ms per call at first, 90 ms after 500), which made long suites crawl. Work passed to
 * waitUntil is finished before the response is handed back, so tests see its effects. `vars`
 * overrides configuration or a binding for one request (a local run's CLIENT_IP_FROM, a failing KV).
 */
/**
 * This test file's own Workers cache of pages (workers/page-version.ts): files run side by side in
 * one workerd, whose cache they would otherwise share, each with a D1 of its own.
 */
const thisFile: Record<string, unknown> = { PAGE_CACHE_NAME: `pages-${crypto.randomUUID()}` };

export async function fetchWorker(url: string, init?: RequestInit, vars: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const target = new URL(url, "https://example.com");
  // Browsers always send Host; React Router compares it with Origin before running an action.
  const headers = new Headers(init?.headers);
  if (!headers.has("Host")) headers.set("Host", target.host);
  const response = await worker.fetch(new Request(target, { ...init, headers }), { ...env, ...thisFile, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
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
