import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { translations } from "./scripts/translation-plugins";
import { bangumiMalIds } from "./scripts/bangumi-mal-ids-plugin";
import { startCatalogueStandIns } from "./tests/support/catalogue-stand-ins";
import { cardWorker } from "./scripts/local-bindings";

// Integration tests run inside workerd against Miniflare's D1, R2 and KV, with the real
// migrations applied to each test file's fresh storage (tests/support/apply-migrations.ts).
// They run the built worker, the one `vite build` makes for `npm start` and `wrangler deploy`:
// run `npm run build` first (npm test does).
export default defineConfig(async () => {
  // AniList's and MyAnimeList's stand-ins, in Node beside workerd for the whole run; the worker
  // is pointed at them (and their pictures' host) by its vars, the tests by SOURCES_STAND_IN.
  const standIns = await startCatalogueStandIns();
  return {
    plugins: [
      tsconfigPaths(),
      // The tables' addresses, for the domain modules tests import (they keep Paraglide's own messages).
      translations(),
      bangumiMalIds(),
      cloudflareTest({
        main: "./build/server/index.js",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations("./migrations"),
            JWT_SECRET: "integration-test-secret-0123456789abcdef-0123456789",
            ADMIN_USERNAME: "admin",
            ADMIN_PASSWORD: "test-admin-password",
            // As in production, where the edge sets CF-Connecting-IP: tests name callers by that header.
            CLIENT_IP_FROM: "cloudflare",
            // Named here, not left to .dev.vars (which a fresh clone has only after `npm start`).
            VAPID_PUBLIC_KEY: "BLqGmiD-cauTQptnW0U9tsizNp3FEeQzofRlkqqs8fc95G21AypKwCdGddOaAilKoSajpk_JKKwberrg4Qz-zBw",
            VAPID_PRIVATE_KEY: "aQW-1TyIqX-_V98OtWG0xPgRCqsRUy40shZKhwPR7sM",
            VAPID_SUBJECT: "mailto:admin@example.com",
            ...standIns.vars,
            SOURCES_STAND_IN: standIns.origin,
          },
          // The year card's renderer, built beside the worker (scripts/build-card.ts), bound as CARD.
          workers: [cardWorker()],
        },
      }),
    ],
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/support/apply-migrations.ts"],
      // A workerd for each core, each running its share of the files one after another (a fresh
      // runtime per file cost seconds each); ./tests/support/apply-migrations.ts empties the storage
      // before each file. Vitest would take one core less. `npm test` asks for one (--maxWorkers=1):
      // there they run beside the browser stories, which keep the other core (decision 044).
      isolate: false,
      maxWorkers: 2,
      globalSetup: ["./tests/support/push-service-setup.ts"],
      // Many tests make dozens of calls (100 series created, 20 sign-in failures): 1.5–3 s on an idle
      // machine, past Vitest's 5 s default when the two cores are shared. A slow test still fails.
      testTimeout: 20_000,
      // A file's setup may seed a whole catalogue (catalogue-round-trip writes 10,000 series): about
      // 4 s idle, past Vitest's 10 s default for hooks when the cores are shared.
      hookTimeout: 30_000,
    },
  };
});
