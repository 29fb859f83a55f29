// Issue #24: `npm run backup` and `npm run restore` round-trip the demo grown to real size (10,000
// more series, 240,000 episodes): every row of every table and every R2 object equal afterwards,
// the search index sound; and a restore into a state that holds data is refused, changing nothing.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { localBindings } from "../../scripts/local-bindings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { growCatalogue } from "../../bench/scale-state";
import { pairPhrase } from "~/lib/title-search";
import { dataTables, restore } from "../../scripts/local-backup";
import { localD1File, prepareLocalState, run } from "../../scripts/local-stack";

const work = mkdtempSync(join(tmpdir(), "anime-backup-"));
const [original, restored, folder] = ["original", "restored", "backup"].map((name) => join(work, name)) as [string, string, string];

/** The order a table's rows are read in: rowid, or the key of a WITHOUT ROWID table (visits). */
function rowOrder(db: DatabaseSync, table: string): string {
  const key = (db.prepare(`SELECT name, pk FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`).all(table) as { name: string }[]).map(
    (column) => `"${column.name}"`,
  );
  const { sql } = db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(table) as { sql: string };
  return /WITHOUT ROWID\s*$/i.test(sql) ? key.join(", ") : "rowid";
}

/** Each table's row count and a digest of its rows in rowid (or key) order. */
function tableDigests(persistTo: string) {
  const db = new DatabaseSync(localD1File(persistTo), { readOnly: true });
  try {
    return Object.fromEntries(
      dataTables(db).map((table) => {
        const hash = createHash("sha256");
        let rows = 0;
        for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY ${rowOrder(db, table)}`).iterate()) {
          hash.update(JSON.stringify(row));
          rows += 1;
        }
        return [table, { rows, digest: hash.digest("hex") }];
      }),
    );
  } finally {
    db.close();
  }
}

/** Every R2 object's key, content type and SHA-256. */
async function objectDigests(persistTo: string) {
  const proxy = await localBindings(persistTo);
  try {
    // Listed page by page: images and their variants are hundreds of objects.
    const listed: R2Object[] = [];
    for (let cursor: string | undefined, page: R2Objects; ; cursor = page.cursor) {
      page = await proxy.env.BUCKET.list({ include: ["httpMetadata"], cursor });
      listed.push(...page.objects);
      if (!page.truncated) break;
    }
    const objects = await Promise.all(
      listed.map(async ({ key, httpMetadata }) => {
        const bytes = new Uint8Array(await (await proxy.env.BUCKET.get(key))!.arrayBuffer());
        return { key, type: httpMetadata?.contentType, sha256: createHash("sha256").update(bytes).digest("hex") };
      }),
    );
    return objects.sort((a, b) => a.key.localeCompare(b.key));
  } finally {
    await proxy.dispose();
  }
}

const searchHits = (persistTo: string, words: string) => {
  const db = new DatabaseSync(localD1File(persistTo), { readOnly: true });
  try {
    return Number(db.prepare("SELECT count(*) AS n FROM series_search WHERE series_search MATCH ?").get(words)!.n);
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  await prepareLocalState(original, "drawn");
  growCatalogue(localD1File(original));
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a backup of the local state", () => {
  it("restores into an empty state with every row and every object equal", async () => {
    await run("npm", ["run", "backup", "--", folder, "--persist-to", original]);
    await run("npm", ["run", "restore", "--", folder, "--persist-to", restored]);
    const before = tableDigests(original);
    expect(before.series!.rows).toBeGreaterThan(10_000);
    expect(before.episodes!.rows).toBeGreaterThan(240_000);
    expect(tableDigests(restored)).toEqual(before);
    const objects = await objectDigests(original);
    expect(objects.length).toBeGreaterThan(5);
    expect(await objectDigests(restored)).toEqual(objects);
    // The search index came along whole: it finds what it found before.
    const db = new DatabaseSync(localD1File(restored));
    db.exec("INSERT INTO series_search (series_search) VALUES ('integrity-check')");
    db.close();
    const words = pairPhrase("the");
    expect(searchHits(original, words)).toBeGreaterThan(0);
    expect(searchHits(restored, words)).toBe(searchHits(original, words));
  }, 600_000);

  it("is refused by a state that holds data, which stays as it was", async () => {
    const before = tableDigests(restored);
    await expect(run("npm", ["run", "restore", "--", folder, "--persist-to", restored])).rejects.toThrow();
    expect(tableDigests(restored)).toEqual(before);
  }, 300_000);

  // Issue #34: a backup is as sensitive as the database, so what it brings back is judged again.
  it("ends every restored session and drops push subscriptions the API would refuse", async () => {
    const altered = join(work, "altered");
    cpSync(folder, altered, { recursive: true });
    const db = new DatabaseSync(join(altered, "d1.sqlite"));
    const { id } = db
      .prepare("INSERT INTO users (username, email, password_hash) VALUES ('restored', 'restored@example.com', 'x') RETURNING id")
      .get() as { id: number };
    db.prepare("INSERT INTO auth_sessions (id, user_id, expires_at) VALUES ('old-device', ?, '2099-01-01T00:00:00.000Z')").run(id);
    const subscribe = db.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, 'k', 'a')");
    const kept = "https://fcm.googleapis.com/fcm/send/restored";
    for (const endpoint of [kept, "http://169.254.169.254/latest/meta-data", "https://probe:secret@fcm.googleapis.com/x"])
      subscribe.run(id, endpoint);
    db.close();
    const target = join(work, "restored-altered");
    expect(await restore(altered, target)).toMatchObject({ sessionsEnded: 1, subscriptionsDropped: 2 });
    const restoredDb = new DatabaseSync(localD1File(target), { readOnly: true });
    try {
      expect(restoredDb.prepare("SELECT count(*) AS n FROM auth_sessions").get()).toEqual({ n: 0 });
      expect(restoredDb.prepare("SELECT endpoint FROM push_subscriptions").all()).toEqual([{ endpoint: kept }]);
    } finally {
      restoredDb.close();
    }
  }, 300_000);

  // Issue #34: the hashes sit beside the entries they check, so a restore judges each entry itself.
  it.each([
    [
      "a file outside the backup",
      (entry: TamperedEntry) => ({ ...entry, file: "../../../../etc/hostname" }),
      /names the file "\.\.\/\.\.\/\.\.\/\.\.\/etc\/hostname"/,
    ],
    ["HTML stored as an image", htmlInstead, /says its content type is "text\/html", but its bytes are not a file the site stores/],
    [
      "a key the site never makes",
      (entry: TamperedEntry) => ({ ...entry, key: "index.html" }),
      /"index\.html" is not a key this site gives an upload/,
    ],
  ])(
    "refuses a backup with %s, naming the entry and leaving the target empty",
    async (_what, tamper, message) => {
      const tampered = join(work, `tampered-${Date.now()}`);
      cpSync(folder, tampered, { recursive: true });
      const index = join(tampered, "r2", "index.json");
      const entries = JSON.parse(readFileSync(index, "utf8")) as TamperedEntry[];
      entries[0] = tamper(entries[0]!, tampered);
      writeFileSync(index, JSON.stringify(entries));
      const target = join(work, `target-${Date.now()}`);
      await expect(restore(tampered, target)).rejects.toThrow(message);
      expect(existsSync(target)).toBe(false);
    },
    120_000,
  );
});

type TamperedEntry = { key: string; file: string; sha256: string; httpMetadata?: { contentType?: string } };

/** The entry's bytes made an HTML page with a script, its hash and type made to match. */
function htmlInstead(entry: TamperedEntry, tampered: string): TamperedEntry {
  const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
  writeFileSync(join(tampered, "r2", entry.file), html);
  return { ...entry, sha256: createHash("sha256").update(html).digest("hex"), httpMetadata: { contentType: "text/html" } };
}
