import { applyD1Migrations, env } from "cloudflare:test";

// The test files run one after another in the same workerd (`isolate: false` in vitest.config.ts:
// a fresh runtime per file cost seconds each): each file starts from empty storage, migrated, with
// a Workers cache of pages of its own (read by ./worker.ts) and a page version of its own, as the
// pages the isolate holds in memory (workers/hot-pages.ts) are known by their version.
(globalThis as { testFilePageCache?: string }).testFilePageCache = `pages-${crypto.randomUUID()}`;
await emptyStorage();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.prepare("INSERT INTO page_version (slot, id) VALUES (1, ?)").bind(`file-${crypto.randomUUID()}`).run();

async function emptyStorage() {
  const schema = async () =>
    (
      await env.DB.prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('table', 'view', 'trigger')",
      ).all<{ type: string; name: string; sql: string | null }>()
    ).results;
  const drop = (type: string, name: string) => env.DB.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`);
  // Virtual tables (the search index) first: their shadow tables go with them.
  const virtual = (await schema()).filter((entry) => /^CREATE VIRTUAL TABLE/i.test(entry.sql ?? ""));
  if (virtual.length > 0) await env.DB.batch(virtual.map((entry) => drop("table", entry.name)));
  const rest = await schema();
  // Triggers before the tables they name, or dropping a table fires one that names a dropped one.
  for (const type of ["trigger", "view"]) {
    const entries = rest.filter((entry) => entry.type === type);
    if (entries.length > 0) await env.DB.batch(entries.map((entry) => drop(type, entry.name)));
  }
  // A table whose rows another's foreign key still names waits for that one: round after round.
  for (let tables = rest.filter((entry) => entry.type === "table"); tables.length > 0; ) {
    const left = [];
    for (const table of tables)
      if (
        !(await drop("table", table.name)
          .run()
          .then(
            () => true,
            () => false,
          ))
      )
        left.push(table);
    if (left.length === tables.length) throw new Error(`could not empty the database: ${left.map((table) => table.name).join(", ")}`);
    tables = left;
  }
  for (let page = await env.BUCKET.list(); page.objects.length > 0; page = await env.BUCKET.list())
    await env.BUCKET.delete(page.objects.map((object) => object.key));
  for (let page = await env.CACHE.list(); page.keys.length > 0; page = await env.CACHE.list())
    await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)));
}
