// The steps shared by `npm start` and the browser tests: local config, migrations, seed, server.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, openSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import type { DemoMedia } from "../app/.server/seed/media";
import { LOCAL_WORKER_VARS } from "./local-vars";

/** LOCAL_WORKER_VARS as `wrangler dev` takes them. */
export const LOCAL_VARS = Object.entries(LOCAL_WORKER_VARS).flatMap(([name, value]) => ["--var", `${name}:${value}`]);

export function ensureDevVars() {
  if (!existsSync(".dev.vars")) {
    copyFileSync("scripts/local-dev.vars", ".dev.vars");
    console.log("Created .dev.vars from scripts/local-dev.vars");
  }
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Where wrangler keeps the local D1, R2 and KV when no --persist-to is given. */
export const DEFAULT_STATE = ".wrangler/state";

export const persistArgs = (persistTo?: string) => (persistTo ? ["--persist-to", persistTo] : []);

/**
 * Applies the migrations to the local D1 and seeds the demo catalogue when it is empty, with
 * pictures as large as real uploads unless `media` (else the DEMO_MEDIA the caller was run with)
 * is "drawn" (scripts/seed.ts). Their variants are the server's to make (scripts/local-server.ts).
 */
export async function prepareLocalState(persistTo?: string, media?: DemoMedia) {
  ensureDevVars();
  await run("npx", ["tsx", "scripts/seed.ts"], {
    ...(media ? { DEMO_MEDIA: media } : {}),
    ...(persistTo ? { PERSIST_TO: persistTo } : {}),
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Serves the built worker on a local state in a process of its own (scripts/serve.ts), or under
 * `wrangler dev` the worker of another wrangler `config` (the benches' do-nothing and faulty
 * workers, which wrangler bundles). With `logFile`, its output goes there instead of the terminal,
 * so a failed run can show what the server said. The process leads its own group: stop it with
 * `process.kill(-child.pid)`.
 */
export async function startWorker(options: {
  port: number;
  persistTo?: string;
  logFile?: string;
  config?: string;
  /** More `NAME:value` vars (bench:cost turns on USAGE_LOG). */
  vars?: string[];
  /** Whether the server makes the variants the seed left (default yes). */
  makeVariants?: boolean;
}): Promise<ChildProcess> {
  // A state kept from an earlier run (LIGHTHOUSE_STATE) skips the seed, which made the file.
  ensureDevVars();
  const vars = (options.vars ?? []).flatMap((assignment) => ["--var", assignment]);
  const args = options.config
    ? [
        "wrangler",
        "dev",
        "--config",
        options.config,
        // Another config's folder has no .dev.vars of its own: the app's secrets come from the project's.
        "--env-file",
        resolve(".dev.vars"),
        "--port",
        String(options.port),
        "--ip",
        "127.0.0.1",
        ...LOCAL_VARS,
        ...vars,
        "--inspector-port",
        String(await freePort()),
        "--show-interactive-dev-session=false",
        "--live-reload=false",
        ...persistArgs(options.persistTo),
      ]
    : [
        "tsx",
        "scripts/serve.ts",
        "--port",
        String(options.port),
        ...persistArgs(options.persistTo),
        ...vars,
        ...(options.makeVariants === false ? ["--no-variants"] : []),
      ];
  const log = options.logFile ? openSync(options.logFile, "w") : "inherit";
  return spawn("npx", args, { stdio: ["ignore", log, log], detached: true, env: { ...process.env, CI: "true" } });
}

export async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Waits until every image in a served state has its variants (the server makes them once it
 * answers: scripts/local-server.ts), for the benches that measure what a phone downloads.
 */
export async function waitForVariants(persistTo = DEFAULT_STATE, timeoutMs = 30 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (let left = imagesWithoutVariants(persistTo); left > 0; left = imagesWithoutVariants(persistTo)) {
    if (Date.now() > deadline) throw new Error(`${left} images still had no variants after ${timeoutMs / 60_000} minutes`);
    console.log(`Waiting for the variants of ${left} images...`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

/**
 * A local SQLite file opened read-only. node:sqlite is loaded on first use, not on import: loading
 * it prints an experimental-feature warning, which `npm start` (which never reads a file) would show.
 */
function openReadOnly(file: string) {
  const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
  return new DatabaseSync(file, { readOnly: true });
}

function imagesWithoutVariants(persistTo: string): number {
  const db = openReadOnly(localD1File(persistTo));
  try {
    // The backfill's own condition (app/.server/storage/backfill.ts).
    const row = db.prepare("SELECT count(*) AS left FROM uploads WHERE variants IS NULL AND kind NOT IN ('logo', 'subtitle')").get();
    return Number(row?.left ?? 0);
  } finally {
    db.close();
  }
}

/** The SQLite file behind the local D1 in a `--persist-to` folder (found by its `series` table). */
export function localD1File(persistTo = DEFAULT_STATE): string {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  // Sizes say nothing here: Miniflare leaves the rows in the -wal file, so every .sqlite is 4 kB.
  const candidates = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite") : [];
  const found = candidates.map((name) => join(dir, name)).find(hasSeriesTable);
  if (!found) throw new Error(`no D1 database with a series table in ${dir}`);
  return found;
}

function hasSeriesTable(file: string): boolean {
  const db = openReadOnly(file);
  try {
    return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'series'").get() !== undefined;
  } finally {
    db.close();
  }
}
