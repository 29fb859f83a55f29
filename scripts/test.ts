// `npm test`: every check the project has, in stages; a stage's lanes run side by side so both
// cores stay busy (decision 044). The first lane of a stage prints as it goes; the others print
// each step whole when it ends, so no two steps' lines are mixed. The first failure stops the rest.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** A lane: npm scripts run one after another. A stage: lanes run side by side. */
const stages: string[][][] = [
  // Static checks beside the build and the unit tests (which need no build).
  [
    ["lint", "typecheck", "lint:openapi"],
    ["test:unit", "build"],
  ],
  // The integration tests keep both cores busy on their own (a workerd per core).
  [["test:integration"]],
  // The browser stories leave a core idle about a fifth of the time; the script stories fill it.
  [["test:e2e:browser"], ["test:e2e:scripts"]],
];

const running = new Set<ChildProcess>();

function runStep(script: string, live: boolean): Promise<void> {
  const started = Date.now();
  const child = spawn("npm", ["run", script], { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"], detached: true });
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
try {
  for (const lanes of stages)
    await Promise.all(
      lanes.map(async (lane, index) => {
        for (const script of lane) await runStep(script, index === 0);
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
