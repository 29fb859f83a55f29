import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The AniList and MyAnimeList stand-ins' origin (tests/support/catalogue-stand-ins.ts). */
      SOURCES_STAND_IN: string;
    }
  }
}
