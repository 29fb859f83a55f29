// The local server every single-site bench measures: a fresh migrated and seeded state served
// on a free port, stopped (and its state deleted) however the bench ends.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import type { DemoMedia } from "../app/.server/seed/media";
import { freePort, prepareLocalState, startWorker, waitForHttp, waitForVariants } from "../scripts/local-stack";

const CEILING_CONFIG = fileURLToPath(new URL("./ceiling/wrangler.toml", import.meta.url));
/** The do-nothing worker behind the site's static assets, as the app is (bench/ceiling/with-assets.toml). */
export const CEILING_WITH_ASSETS_CONFIG = fileURLToPath(new URL("./ceiling/with-assets.toml", import.meta.url));

/** Stops a detached wrangler (its own process group) if it still runs. */
function stopWorker(worker: ChildProcess | undefined) {
  if (worker?.pid && worker.exitCode === null) {
    try {
      process.kill(-worker.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** The do-nothing worker of bench/ceiling under `wrangler dev` beside the app, for the length of `bench`. */
export async function withCeilingWorker<T>(bench: (base: string) => Promise<T>, config = CEILING_CONFIG): Promise<T> {
  const port = await freePort();
  const worker = await startWorker({ port, config, logFile: join(tmpdir(), `anime-ceiling-${port}.log`) });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/bytes/1`, 120_000);
    return await bench(`http://127.0.0.1:${port}`);
  } finally {
    stopWorker(worker);
  }
}

/**
 * The app (scripts/serve.ts) on a fresh demo state, or another worker over it under `wrangler dev`
 * (`config`: bench/faults); `grow` writes more into the state's files before the worker starts,
 * `vars` are more `NAME:value`s, `media` the demo's pictures (real-size unless said). Images get
 * their variants only with `variants: true`, and then the bench starts once every image has them. The bench gets the address and the worker's log file.
 */
export async function withLocalWorker(
  name: string,
  bench: (base: string, logFile: string) => Promise<void>,
  options: { config?: string; grow?: (persistTo: string) => void; vars?: string[]; variants?: boolean; media?: DemoMedia } = {},
) {
  const persistTo = mkdtempSync(join(tmpdir(), `anime-${name}-`));
  const port = await freePort();
  let worker: ChildProcess | undefined;
  const stop = () => {
    stopWorker(worker);
    rmSync(persistTo, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  try {
    await prepareLocalState(persistTo, options.media);
    options.grow?.(persistTo);
    const logFile = join(persistTo, "wrangler-dev.log");
    const makeVariants = options.variants ?? false;
    worker = await startWorker({ port, persistTo, config: options.config, logFile, vars: options.vars, makeVariants });
    await waitForHttp(`http://127.0.0.1:${port}/api/genres`, 120_000);
    if (makeVariants) await waitForVariants(persistTo);
    await bench(`http://127.0.0.1:${port}`, logFile);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    stop();
  }
}

/**
 * Runs the site's daily upkeep (wrangler.toml's cron, through the local scheduled route), as a live
 * site has run it: series carry their similar rows, viewers their recommendations (decision 061).
 */
export async function runDailyUpkeep(base: string) {
  const ran = await fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("17 3 * * *")}`);
  if (!ran.ok) throw new Error(`the daily upkeep answered ${ran.status}: ${await ran.text()}`);
}

/** A token of the local admin of .dev.vars (scripts/local-dev.vars), for a bench's admin calls. */
export async function adminToken(base: string) {
  const vars = parseEnv(readFileSync(".dev.vars", "utf8"));
  const response = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: vars.ADMIN_USERNAME, password: vars.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
