import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium (playwright-core) against the built worker under
// `wrangler dev`, on a free port, with a fresh migrated and seeded state (tests/e2e/global-setup.ts).
export default defineConfig({
  // Stories may use the app's pure modules (dates, weekdays), which import each other with "~/".
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    // wrangler 4.124's dev server can exit mid-run on this 2-core machine (tests/e2e/abort-shield.ts,
    // cloudflare/workers-sdk#15451); the setup restarts it, but a story caught mid-restart fails on
    // a timeout or an image cut short. Such a story runs once more; a real failure fails twice.
    retry: 1,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
