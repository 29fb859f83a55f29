import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium (playwright-core) against the built worker under
// `wrangler dev`, on a free port, with a fresh migrated and seeded state (tests/e2e/global-setup.ts).
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
