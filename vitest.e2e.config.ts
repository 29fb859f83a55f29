import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Stories may use the app's pure modules (dates, weekdays), which import each other with "~/".
const resolve = { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } };

/** The stories that drive no browser and reach no shared server: they start what they need themselves. */
const scriptStories = ["tests/e2e/backup-restore.test.ts", "tests/e2e/deploy.test.ts", "tests/e2e/first-requests.test.ts"];

const shared = {
  environment: "node",
  testTimeout: 60_000,
  // A story that fails fails: nothing is run twice (the local server stays up: decision 040).
  retry: 0,
  hookTimeout: 120_000,
  // One file at a time in each project: the browser stories share one server's state.
  fileParallelism: false,
  // What a story waits on in the page (an island loaded on demand, a script's answer) can take
  // more than Vitest's 1 s on the two busy cores of CI: 5 s, unless the story says otherwise.
  expect: { poll: { timeout: 5_000 } },
} as const;

// Two projects: `npm test` runs each in its own Vitest process, the browser stories after the build
// and the script stories after the integration tests (decision 044).
export default defineConfig({
  test: {
    // A worker for each project; each project runs its files one after another.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          ...shared,
          name: "browser",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: scriptStories,
          // Debian's Chromium (playwright-core) against the built worker served as `npm start`
          // serves it, on a free port, with a fresh migrated and seeded state.
          globalSetup: ["./tests/e2e/global-setup.ts"],
        },
      },
      { resolve, test: { ...shared, name: "scripts", include: scriptStories } },
    ],
  },
});
