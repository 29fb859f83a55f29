// The local state's bindings (D1, R2, KV, Images, the queues' producers) for the scripts that work
// on it beside the server: the seed, the images' backfill, backups, a bench. Miniflare's own API
// over wrangler.toml's bindings rather than wrangler's getPlatformProxy, which binds the rooms'
// Durable Object to a class it cannot find (it lives in the worker, which it does not load) and
// warns so on every `npm start`. Here the rooms' class is an empty one (no script opens a room),
// and no queue has a consumer: a message sent here waits for the server.
import { existsSync, globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { convertV4MiniflareOptions, Miniflare, NoOpLog } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { LOCAL_WORKER_VARS } from "./local-vars";

const ROOMLESS_WORKER = `import { DurableObject } from "cloudflare:workers";
export class WatchRoom extends DurableObject {}
export default {};`;

/** The secrets a local run signs with: `.dev.vars`, copied from scripts/local-dev.vars by prepareLocalState. */
export const localSecrets = (): Record<string, string> =>
  existsSync(".dev.vars") ? (parseEnv(readFileSync(".dev.vars", "utf8")) as Record<string, string>) : {};

/** A wrangler configuration's worker as Miniflare takes it, bound to the local secrets and vars. */
export function localWorker(configPath: string) {
  // Wrangler would say which .dev.vars it read; the secrets are read here, and nothing is to say.
  process.env.WRANGLER_LOG ??= "warn";
  const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath);
  const bindings = { ...(workerOptions.bindings as Record<string, unknown>), ...localSecrets(), ...LOCAL_WORKER_VARS };
  return Object.assign(workerOptions, { bindings });
}

/** Where scripts/build-card.ts bundles the year card's renderer (workers/card), as a deploy uploads it. */
export const CARD_BUILD = "build/card";

/**
 * The year card's renderer, built, as Miniflare runs it beside the site's worker (which binds it
 * as CARD): its bundle and the WebAssembly it imports.
 */
export function cardWorker() {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("workers/card/wrangler.toml");
  const { modulesRules: _rules, ...options } = workerOptions;
  const wasm = globSync("*.wasm", { cwd: CARD_BUILD }).map((path) => ({ type: "CompiledWasm" as const, path }));
  return {
    ...options,
    name: "anime-catalogue-card",
    rootPath: CARD_BUILD,
    modules: [{ type: "ESModule" as const, path: "index.js" }, ...wasm],
  };
}

export type LocalBindings = { env: Env; dispose: () => Promise<void> };

/** The bindings on a state folder (`.wrangler/state` by default), or on none kept (`false`). */
export async function localBindings(persistTo: string | false = ".wrangler/state"): Promise<LocalBindings> {
  // No card renderer either: no script draws a card.
  const {
    queueConsumers: _consumers,
    assets: _assets,
    modulesRules: _rules,
    serviceBindings: _services,
    ...worker
  } = localWorker("wrangler.toml");
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      log: new NoOpLog(),
      ...(persistTo ? { resourcePersistencePath: resolve(persistTo, "v3") } : {}),
      workers: [
        {
          ...worker,
          name: "local-bindings",
          modules: true,
          script: ROOMLESS_WORKER,
        },
      ],
    }),
  );
  return { env: await miniflare.getBindings<Env>(), dispose: () => miniflare.dispose() };
}
