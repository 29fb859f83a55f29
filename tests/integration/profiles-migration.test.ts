// Migration 0048 (decision 074) on a database the earlier migrations made, with a viewer's rows in
// it: the account becomes its own first profile, and every list entry, history entry, follow and
// tracker it had stays as it was, read through the new tokens as before.
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/.server/auth/passwords";
import { call } from "../support/api";
import { emptyStorage } from "../support/empty-storage";

const migrations = env.TEST_MIGRATIONS;
const profilesMigration = migrations.findIndex((migration) => migration.name.startsWith("0048_"));
const PERSONAL = ["list_entries", "watch_history", "follows", "tracker_links"] as const;

const rowsOf = (table: string) =>
  env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`)
    .all()
    .then((found) => found.results);

const before = new Map<string, unknown[]>();

beforeAll(async () => {
  expect(profilesMigration).toBeGreaterThan(0);
  await emptyStorage();
  await applyD1Migrations(env.DB, migrations.slice(0, profilesMigration));
  const passwordHash = await hashPassword("a-good-password");
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, email, username, password_hash) VALUES (1, 'kept@example.com', 'kept', ?), (2, 'other@example.com', 'other', ?)",
    ).bind(passwordHash, passwordHash),
    env.DB.prepare("INSERT INTO series (id, title, slug) VALUES (1, 'Kept', 'kept'), (2, 'Also kept', 'also-kept')"),
    env.DB.prepare(
      "INSERT INTO list_entries (user_id, series_id, status, score, progress) VALUES (1, 1, 'watching', 8, 3), (1, 2, 'completed', NULL, 12), (2, 1, 'dropped', 2, 1)",
    ),
    env.DB.prepare("INSERT INTO watch_history (user_id, series_id, watched_at) VALUES (1, 2, '2026-11-30T10:00:00.000Z')"),
    env.DB.prepare("INSERT INTO follows (user_id, series_id) VALUES (1, 1), (2, 1)"),
    env.DB.prepare(
      "INSERT INTO tracker_links (user_id, provider, remote_id, username, access_token) VALUES (1, 'anilist', 7, 'kept', 'sealed')",
    ),
  ]);
  for (const table of PERSONAL) before.set(table, await rowsOf(table));
  await applyD1Migrations(env.DB, migrations);
  // What the test setup gives every file after its migrations.
  await env.DB.prepare("INSERT INTO page_version (slot, id) VALUES (1, ?)").bind(`file-${crypto.randomUUID()}`).run();
});

describe("migration 0048, profiles", () => {
  it("keeps every list entry, history entry, follow and tracker as it was", async () => {
    // Each row's columns as they were; a later migration's new columns (a list entry's
    // completed_at, 0052) are not this one's to keep.
    const asBefore = (rows: unknown[], columns: string[]) =>
      rows.map((row) => Object.fromEntries(columns.map((column) => [column, (row as Record<string, unknown>)[column]])));
    for (const table of PERSONAL) {
      const kept = before.get(table)!;
      expect(asBefore(await rowsOf(table), Object.keys(kept[0] ?? {})), table).toEqual(kept);
    }
  });

  it("makes each account its own first profile, which signs in and reads its rows as before", async () => {
    const login = await call("POST", "/users/login", { json: { identifier: "kept", password: "a-good-password" } });
    expect(login.status, JSON.stringify(login.data)).toBe(200);
    const token = login.data.token as string;
    expect((await call("GET", "/users/me/profiles", { token })).data).toEqual([
      { id: 1, name: "kept", avatar: null, rating_cap: null, has_pin: false, first: true },
    ]);
    const list = (await call("GET", "/users/me/list", { token })).data as {
      series: { id: number };
      status: string;
      score: number | null;
    }[];
    expect(list.map((entry) => [entry.series.id, entry.status, entry.score]).sort()).toEqual([
      [1, "watching", 8],
      [2, "completed", null],
    ]);
    const history = (await call("GET", "/users/me/history", { token })).data.entries as { series_id: number }[];
    expect(history.map((entry) => entry.series_id)).toEqual([2]);
  });
});
