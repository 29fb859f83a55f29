// The migrations applied to a local D1 through its binding, as `wrangler d1 migrations apply
// --local` applies them (the same d1_migrations table, each file one batch with its record), in
// the process that seeds, so a fresh start does not pay for a second wrangler and Miniflare.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_splitSqlQuery } from "wrangler";

const MIGRATIONS = "migrations";

export async function applyLocalMigrations(db: D1Database): Promise<string[]> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`,
    )
    .run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name));
  const waiting = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
  for (const name of waiting) {
    const statements = unstable_splitSqlQuery(readFileSync(join(MIGRATIONS, name), "utf8")).map((query) => db.prepare(query));
    await db.batch([...statements, db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)]);
  }
  return waiting;
}
