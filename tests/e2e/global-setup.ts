import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, prepareLocalState, startWorker, waitForHttp } from "../../scripts/local-stack";
import { startCatalogueStandIns } from "../support/catalogue-stand-ins";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    sourcesStandIn: string;
  }
}

/**
 * One server for every story: the built worker served as `npm start` serves it
 * (scripts/local-server.ts), on a free port and a fresh migrated and seeded state. Each file
 * launches its own Chromium (./browser.ts).
 */
export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), "anime-e2e-"));
  // Small drawn covers: the browser tests check behaviour, not image weights, and start in seconds.
  await prepareLocalState(persistTo, "drawn");
  const port = await freePort();
  mkdirSync("test-results", { recursive: true });
  const logFile = "test-results/local-server.log";
  // No story needs the covers' variants (each address answers 307 to its original until made);
  // making them would take the cores from the first stories.
  // AniList's and MyAnimeList's stand-ins, which the server is pointed at (decision 058).
  const standIns = await startCatalogueStandIns();
  const server = await startWorker({
    port,
    persistTo,
    logFile: process.env.E2E_VERBOSE ? undefined : logFile,
    makeVariants: false,
    vars: Object.entries(standIns.vars).map(([name, value]) => `${name}:${value}`),
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await standIns.close();
    if (server.exitCode === null) process.kill(-server.pid!, "SIGTERM");
    rmSync(persistTo, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseURL}/api/series`);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; the server said:\n${readFileSync(logFile, "utf8").slice(-1500)}`);
  }
  project.provide("baseURL", baseURL);
  project.provide("sourcesStandIn", standIns.origin);
  return stop;
}
