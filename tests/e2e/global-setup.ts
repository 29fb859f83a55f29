import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, prepareLocalState, startWorker, waitForHttp } from "../../scripts/local-stack";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), "anime-e2e-"));
  await prepareLocalState(persistTo);
  const port = await freePort();
  const worker = await startWorker({ port, persistTo, quiet: !process.env.E2E_VERBOSE });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseURL}/api/series`);
  } catch (error) {
    process.kill(-worker.pid!, "SIGTERM");
    throw error;
  }
  project.provide("baseURL", baseURL);
  return () => {
    process.kill(-worker.pid!, "SIGTERM");
    rmSync(persistTo, { recursive: true, force: true });
  };
}
