// `npm run backup` and `npm run restore`: the local state's D1 database and R2 objects, to a folder
// and back (docs/decisions/025-platform-faults.md). KV is left out: it holds caches only, which the
// site rebuilds. Both run with no local server on the state (as bench/scale-state.ts does).
//
// The folder: d1.sqlite (a consistent copy of the database, VACUUM INTO, readable by any
// sqlite3), r2/index.json (each object's key, file, size, SHA-256 and metadata) and r2/<n> files.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { localBindings } from "./local-bindings";
import { contentTypeOf, isUploadKey, restoredCacheControl } from "../app/.server/storage/uploads";
import { isPushService } from "../app/domain/push/endpoint";
import { DEFAULT_STATE, localD1File } from "./local-stack";
import { applyLocalMigrations } from "./local-migrations";

type ObjectEntry = {
  key: string;
  file: string;
  size: number;
  sha256: string;
  httpMetadata?: R2HTTPMetadata;
  customMetadata?: Record<string, string>;
};

const DATABASE_FILE = "d1.sqlite";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The local R2 bucket of a state folder, through Miniflare; disposed after `work`. */
/** The local state's bindings for the length of `work`; the files are closed again after it. */
async function withLocalEnv<T>(persistTo: string, work: (env: Env) => Promise<T>): Promise<T> {
  const proxy = await localBindings(persistTo);
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

async function* objectsOf(bucket: R2Bucket) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, include: ["httpMetadata", "customMetadata"] });
    yield* page.objects;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Tables that hold the site's rows: not SQLite's own, Miniflare's (_cf_), or the search index's shadows. */
export function dataTables(db: DatabaseSync): string[] {
  const rows = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid").all();
  const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(String(row.sql))).map((row) => String(row.name));
  return rows
    .map((row) => String(row.name))
    .filter((name) => !/^(sqlite_|_cf_)/.test(name) && !virtual.some((table) => name === table || name.startsWith(`${table}_`)));
}

export async function backUp(folder: string, persistTo = DEFAULT_STATE) {
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new Error(`${folder} is not empty: a backup goes to a new folder`);
  const source = new DatabaseSync(localD1File(persistTo), { readOnly: true });
  mkdirSync(join(folder, "r2"), { recursive: true });
  try {
    source.prepare("VACUUM INTO ?").run(join(folder, DATABASE_FILE));
  } finally {
    source.close();
  }
  const objects = await withLocalEnv(persistTo, async ({ BUCKET: bucket }) => {
    const entries: ObjectEntry[] = [];
    for await (const listed of objectsOf(bucket)) {
      const object = await bucket.get(listed.key);
      if (!object) continue; // deleted since it was listed
      const bytes = new Uint8Array(await object.arrayBuffer());
      const file = String(entries.length);
      writeFileSync(join(folder, "r2", file), bytes);
      entries.push({
        key: listed.key,
        file,
        size: bytes.byteLength,
        sha256: sha256(bytes),
        httpMetadata: listed.httpMetadata,
        customMetadata: listed.customMetadata,
      });
    }
    return entries;
  });
  writeFileSync(join(folder, "r2", "index.json"), JSON.stringify(objects, null, 1));
  return { objects: objects.length };
}

/**
 * What the migrations themselves write: their own record, the one settings row (0000), the kept
 * counts (0014), the day series_views is summed through (0026).
 */
const MIGRATION_ROWS = new Set(["d1_migrations", "site_settings", "table_counts", "rollups"]);

/** Refuses a state that holds anything: a restore never merges into, or overwrites, a site's data. */
function assertEmpty(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const filled = dataTables(db).filter(
      (table) => !MIGRATION_ROWS.has(table) && db.prepare(`SELECT 1 FROM "${table}" LIMIT 1`).get() !== undefined,
    );
    if (filled.length > 0)
      throw new Error(`the local D1 already holds rows (${filled.join(", ")}): restore into an empty state (--persist-to a new folder)`);
  } finally {
    db.close();
  }
}

/**
 * The backup's objects, each judged before anything is written (issue #34): its file one the backup
 * wrote (a number in r2/, never a path that leaves it), its key one this code makes, its bytes
 * what its hash says, and its content type what its bytes are (an uploaded image cannot come back
 * as HTML or script). The hashes sit beside the entries they check, so they catch damage, not
 * tampering: a backup is as sensitive as the database it holds.
 */
function checkedObjects(folder: string) {
  const entries = JSON.parse(readFileSync(join(folder, "r2", "index.json"), "utf8")) as ObjectEntry[];
  return entries.map((entry) => {
    const refuse = (why: string) => new Error(`r2/index.json: the entry for ${JSON.stringify(entry.key)} ${why}: nothing was restored`);
    if (!/^\d+$/.test(String(entry.file))) throw refuse(`names the file ${JSON.stringify(entry.file)}, not one of the backup's own`);
    if (!isUploadKey(String(entry.key))) throw refuse("is not a key this site gives an upload");
    const bytes = readFileSync(join(folder, "r2", entry.file));
    if (sha256(bytes) !== entry.sha256) throw refuse("is damaged (its bytes do not match its SHA-256)");
    const contentType = contentTypeOf(entry.key, bytes);
    if (!contentType || contentType !== entry.httpMetadata?.contentType)
      throw refuse(
        `says its content type is ${JSON.stringify(entry.httpMetadata?.contentType)}, but its bytes are ${contentType ?? "not a file the site stores"}`,
      );
    return { key: entry.key, bytes, contentType, cacheControl: restoredCacheControl(entry.httpMetadata?.cacheControl) };
  });
}

/**
 * What a restored database may not keep as it was (docs/decisions/033-restoring-a-backup.md): every
 * session ends, so each device and token signs in again, and a push subscription the API would
 * refuse today (an address inside a network, a user name in the URL) is dropped, since the worker
 * would post to it. Answers how many of each went.
 */
function settleRestoredRows(file: string) {
  const db = new DatabaseSync(file);
  try {
    const sessions = Number(db.prepare("DELETE FROM auth_sessions").run().changes);
    const unaccepted = (db.prepare("SELECT id, endpoint FROM push_subscriptions").all() as { id: number; endpoint: string }[]).filter(
      ({ endpoint }) => !isPushService(endpoint, false),
    );
    const drop = db.prepare("DELETE FROM push_subscriptions WHERE id = ?");
    for (const { id } of unaccepted) drop.run(id);
    return { sessionsEnded: sessions, subscriptionsDropped: unaccepted.length };
  } finally {
    db.close();
  }
}

export async function restore(folder: string, persistTo = DEFAULT_STATE) {
  const objects = checkedObjects(folder);
  // Creates the database file where the local server looks for it, with the schema of this code.
  await withLocalEnv(persistTo, async (env) => {
    await applyLocalMigrations(env.DB);
    if ((await env.BUCKET.list({ limit: 1 })).objects.length > 0)
      throw new Error("the local R2 bucket already holds objects: restore into an empty state");
  });
  const target = localD1File(persistTo);
  assertEmpty(target);
  for (const suffix of ["-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
  copyFileSync(join(folder, DATABASE_FILE), target);
  // A backup taken before a later migration is brought up to this code's schema.
  await withLocalEnv(persistTo, (env) => applyLocalMigrations(env.DB));
  const settled = settleRestoredRows(target);
  await withLocalEnv(persistTo, async ({ BUCKET: bucket }) => {
    for (const object of objects)
      await bucket.put(object.key, object.bytes, { httpMetadata: { contentType: object.contentType, cacheControl: object.cacheControl } });
  });
  return { objects: objects.length, ...settled };
}
