import { applyD1Migrations, env } from "cloudflare:test";
import { emptyStorage } from "./empty-storage";

// The test files run one after another in the same workerd (`isolate: false` in vitest.config.ts:
// a fresh runtime per file cost seconds each): each file starts from empty storage, migrated, with
// a Workers cache of pages of its own (read by ./worker.ts) and a page version of its own, as the
// pages the isolate holds in memory (workers/hot-pages.ts) are known by their version.
(globalThis as { testFilePageCache?: string }).testFilePageCache = `pages-${crypto.randomUUID()}`;
await emptyStorage();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.prepare("INSERT INTO page_version (slot, id) VALUES (1, ?)").bind(`file-${crypto.randomUUID()}`).run();
