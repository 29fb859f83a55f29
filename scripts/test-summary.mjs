// Prints one closing line over every vitest run of `npm test` (from their JSON reports).
import { readFileSync } from "node:fs";

const reports = ["test-results/unit.json", "test-results/integration.json", "test-results/e2e.json"].map((file) =>
  JSON.parse(readFileSync(file, "utf8")),
);
const sum = (key) => reports.reduce((total, report) => total + report[key], 0);
console.log(
  `Tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed, ${sum("numPendingTests") + sum("numTodoTests")} skipped`,
);
