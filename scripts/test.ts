// `npm test`: every check the project has, in two lanes side by side so both cores stay busy
// (decision 044). The first lane prints as it goes; the other prints each step whole when it ends,
// so no two steps' lines are mixed. The first failure stops the rest.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** An npm script with its arguments, and the step of the other lane it waits for. */
type Step = { script: string; args?: string[]; after?: string };

/**
 * Lanes: steps run one after another; the lanes run side by side. The browser stories keep about
 * two thirds of the two cores busy (they wait on the server and Chromium in turn), so the
 * integration tests run beside them in one workerd, not two after them, and the script stories
 * follow. Their states are apart: the integration tests' Miniflare is their own.
 */
const lanes: Step[][] = [
  [{ script: "build" }, { script: "test:e2e:browser", after: "build" }],
  [
    { script: "lint" },
    { script: "typecheck" },
    { script: "lint:openapi" },
    // The unit tests need no build.
    { script: "test:unit" },
    { script: "test:integration", args: ["--maxWorkers=1"], after: "build" },
    { script: "test:e2e:scripts", after: "build" },
  ],
];

const running = new Set<ChildProcess>();

function runStep({ script, args = [] }: Step, live: boolean): Promise<void> {
  const started = Date.now();
  const child = spawn("npm", ["run", script, ...(args.length > 0 ? ["--", ...args] : [])], {
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on("close", (code) => {
      running.delete(child);
      if (!live) process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`── npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s`);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} failed`));
    });
  });
}

/** Stops every step still running, with whatever it started (each step leads its own process group). */
function stopAll() {
  for (const child of running) if (child.pid) process.kill(-child.pid, "SIGTERM");
}

process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

const started = Date.now();
const finished = new Map(lanes.flat().map((step) => [step.script, Promise.withResolvers<void>()]));
try {
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) {
        if (step.after) await finished.get(step.after)?.promise;
        await runStep(step, index === 0);
        finished.get(step.script)?.resolve();
      }
    }),
  );
} catch (error) {
  stopAll();
  console.error((error as Error).message);
  process.exit(1);
}

// One closing line over every Vitest run, from their JSON reports.
type Report = Record<"numPassedTests" | "numFailedTests" | "numPendingTests" | "numTodoTests", number>;
const reports = ["unit", "integration", "e2e", "e2e-scripts"].map(
  (name) => JSON.parse(readFileSync(`test-results/${name}.json`, "utf8")) as Report,
);
const sum = (key: keyof Report) => reports.reduce((total, report) => total + report[key], 0);
console.log(
  `Tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed, ${sum("numPendingTests") + sum("numTodoTests")} skipped`,
);
console.log(`npm test: ${Math.round((Date.now() - started) / 1000)} s`);
