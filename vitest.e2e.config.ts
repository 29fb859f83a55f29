import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium (playwright-core) against the built worker served as `npm start`
// serves it, on a free port, with a fresh migrated and seeded state (tests/e2e/global-setup.ts).
export default defineConfig({
  // Stories may use the app's pure modules (dates, weekdays), which import each other with "~/".
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    // A story that fails fails: nothing is run twice (the local server stays up: decision 040).
    retry: 0,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
