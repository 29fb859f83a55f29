import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  await prepareLocalState(persistTo);
  const port = await freePort();
  mkdirSync("test-results", { recursive: true });
  const logFile = "test-results/wrangler-dev.log";
  const worker = await startWorker({ port, persistTo, logFile: process.env.E2E_VERBOSE ? undefined : logFile });
  worker.on("exit", (code, signal) => {
    if (!stopping) console.error(`wrangler dev exited early (code ${code}, signal ${signal}); its output is in ${logFile}:\n${readFileSync(logFile, "utf8").slice(-3000)}`);
  });
  const shield = await startAbortShield(port);
  const baseURL = `http://127.0.0.1:${shield.port}`;
  try {
    await waitForHttp(`${baseURL}/api/series`);
  } catch (error) {
    process.kill(-worker.pid!, "SIGTERM");
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
