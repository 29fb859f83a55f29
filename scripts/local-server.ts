// The local server: the built worker (build/server, what `wrangler deploy` uploads) in workerd
// through Miniflare's own API, on a local D1/R2/KV/Queues state. Not `wrangler dev`: its
// ProxyWorker exits the whole server when a client cuts a request or a WebSocket upgrade is
// refused (docs/decisions/040-local-server.md). Once it answers, the images still without their
// variants get them here, with a line saying how many are left.
import { globSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { database } from "../app/.server/db/client";
import { readEnv } from "../app/.server/env";
import { backfillVariants, countWaitingForVariants } from "../app/.server/storage/backfill";
import { mediaStoreOf } from "../app/.server/storage/uploads";
import { cardWorker, localWorker } from "./local-bindings";
import { startLocalFront } from "./local-front";

const BUILD = "build/server";

export type LocalServerOptions = {
  /** 0 for one the system picks, free at that moment (`origin` names it). */
  port: number;
  host?: string;
  /** The state folder (as `wrangler dev --persist-to` takes it); `.wrangler/state` by default. */
  persistTo?: string;
  /** More vars (bench:cost turns on USAGE_LOG). */
  vars?: Record<string, string>;
  /** Whether the images still without variants get them once the server answers (default yes). */
  makeVariants?: boolean;
  /** A DevTools inspector for the worker on this port (bench:profile records its CPU profiles). */
  inspectorPort?: number;
};

/** Every module of the build, the entry first: Miniflare loads them as the deploy uploads them. */
function builtModules() {
  const chunks = globSync("assets/*.js", { cwd: BUILD });
  return [{ type: "ESModule" as const, path: "index.js" }, ...chunks.map((path) => ({ type: "ESModule" as const, path }))];
}

/** A served worker at `origin`: stop it with `dispose`. */
export type LocalServer = { miniflare: Miniflare; origin: string; dispose: () => Promise<void> };

/**
 * The worker in workerd on a loopback port of its own, behind Node's HTTP server on the port asked
 * for (scripts/local-front.ts says why).
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const { modulesRules: _rules, ...worker } = localWorker(join(BUILD, "wrangler.json"));
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      // Warnings and errors only: its "Ready on" names workerd's own port, not the one served.
      log: new Log(LogLevel.WARN),
      host: "127.0.0.1",
      port: 0,
      resourcePersistencePath: resolve(options.persistTo ?? ".wrangler/state", "v3"),
      // /cdn-cgi/local/scheduled?cron=… runs the daily upkeep, as `wrangler dev --test-scheduled` did.
      unsafeTriggerHandlers: true,
      // Request.cf as Miniflare's placeholder: fetching the real one needs Cloudflare's network.
      cf: false,
      inspectorPort: options.inspectorPort,
      workers: [
        {
          ...worker,
          name: "anime-catalogue",
          bindings: { ...worker.bindings, ...options.vars },
          rootPath: BUILD,
          modules: builtModules(),
          unsafeInspectorProxy: options.inspectorPort !== undefined,
        },
        cardWorker(),
      ],
    }),
  );
  const upstream = await miniflare.ready;
  const front = await startLocalFront({ host: options.host ?? "127.0.0.1", port: options.port, upstream });
  if (options.makeVariants ?? true) void makeWaitingVariants(miniflare);
  const { port } = front.address() as AddressInfo;
  return {
    miniflare,
    origin: `http://127.0.0.1:${port}`,
    dispose: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await miniflare.dispose();
    },
  };
}

/**
 * Gives every image the seed (or an older release) stored without variants its variants, a batch
 * at a time, saying how many are left; the pages meanwhile show the originals (a missing variant
 * answers 307 to it).
 */
async function makeWaitingVariants(miniflare: Miniflare) {
  try {
    const env = readEnv(await miniflare.getBindings<Env>());
    const store = mediaStoreOf({ db: database(env.DB), env });
    const total = await countWaitingForVariants(store.db);
    if (total === 0) return;
    console.log(`Image variants: making them for ${total} images; the pages show the originals meanwhile.`);
    // One image a batch (its 20 variants take seconds locally), so the count moves as they are made.
    for (let result = await backfillVariants(store, 1); ; result = await backfillVariants(store, 1)) {
      const left = await countWaitingForVariants(store.db);
      console.log(`Image variants: ${left} of ${total} images left.`);
      if (!result.left) return;
    }
  } catch (error) {
    // The server was stopped mid-batch: what was made is kept, the rest waits for the next start.
    if (!String(error).includes("disposed")) console.warn("Image variants stopped:", error);
  }
}
