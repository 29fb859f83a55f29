import { env } from "cloudflare:test";

/** Drops every table, view and trigger of the test file's D1 and empties its R2 and KV. */
export async function emptyStorage() {
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
