import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import type { TestProject } from "vitest/node";
import { freePort, prepareLocalState, startWorker, waitForHttp } from "../../scripts/local-stack";
import { startAbortShield } from "./abort-shield";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let stopping = false;

export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), "anime-e2e-"));
  // Small drawn covers: the browser tests check behaviour, not image weights, and start in seconds.
  await prepareLocalState(persistTo, "drawn");
  const port = await freePort();
  mkdirSync("test-results", { recursive: true });
  const logFile = "test-results/wrangler-dev.log";
  let worker: ChildProcess;
  const start = async () => {
    worker = await startWorker({ port, persistTo, logFile: process.env.E2E_VERBOSE ? undefined : logFile });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      // wrangler 4.124 can exit mid-run (see abort-shield.ts); the state is on disk, so it restarts.
      console.error(
        `wrangler dev exited early (code ${code}, signal ${signal}); restarting. Its last output:\n${readFileSync(logFile, "utf8").slice(-1500)}`,
      );
      void start();
    });
  };
  await start();
  const shield = await startAbortShield(port);
  const baseURL = `http://127.0.0.1:${shield.port}`;
  try {
    await waitForHttp(`${baseURL}/api/series`);
  } catch (error) {
    stopping = true;
    process.kill(-worker!.pid!, "SIGTERM");
    throw error;
  }
  project.provide("baseURL", baseURL);
  return () => {
    stopping = true;
    shield.close();
    if (worker.exitCode === null) process.kill(-worker.pid!, "SIGTERM");
    rmSync(persistTo, { recursive: true, force: true });
  };
}
