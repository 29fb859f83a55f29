// Migration 0024 (decision 049) on a database the earlier migrations made, with rows in it: every
// server takes its episode's language as its audio (Sub→sub, Dub→dub, Raw→raw, none→sub), nothing
// else changes, and each series starts with the right sub and dub counts.
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyStorage } from "../support/empty-storage";

const migrations = env.TEST_MIGRATIONS;
const audioMigration = migrations.findIndex((migration) => migration.name.startsWith("0024_"));

const serverRows = () =>
  env.DB.prepare("SELECT id, episode_id, position, label, url, type FROM episode_servers ORDER BY id")
    .all()
    .then((found) => found.results);
const episodeRows = () =>
  env.DB.prepare("SELECT * FROM episodes ORDER BY id")
    .all()
    .then((found) => found.results);

let serversBefore: unknown[];
let episodesBefore: unknown[];

beforeAll(async () => {
  expect(audioMigration).toBeGreaterThan(0);
  await emptyStorage();
  await applyD1Migrations(env.DB, migrations.slice(0, audioMigration));
  await env.DB.batch([
    env.DB.prepare("INSERT INTO series (id, title, slug) VALUES (1, 'Mixed', 'mixed'), (2, 'Dubbed', 'dubbed'), (3, 'Empty', 'empty')"),
    env.DB.prepare(
      `INSERT INTO episodes (id, series_id, episode_number, title, language) VALUES
         (1, 1, 1, 'Subbed', 'Sub'), (2, 1, 2, 'Dubbed', 'Dub'), (3, 1, 3, 'Raw', 'Raw'), (4, 1, 4, 'No language', NULL),
         (5, 1, 5, 'No servers', 'Dub'), (6, 2, 1, 'Dubbed too', 'Dub'), (7, 3, 1, 'Nothing', NULL)`,
    ),
    env.DB.prepare(
      `INSERT INTO episode_servers (episode_id, position, label, url, type) VALUES
         (1, 0, 'A', 'https://cdn.example.com/1a.mp4', 'direct'), (1, 1, 'B', 'https://youtu.be/aqz-KE-bpKQ', 'youtube'),
         (2, 0, 'A', 'https://cdn.example.com/2a.mp4', 'direct'), (3, 0, 'A', 'https://cdn.example.com/3a.mp4', 'direct'),
         (4, 0, 'A', 'https://cdn.example.com/4a.mp4', ''), (6, 0, 'A', 'https://cdn.example.com/6a.mp4', 'direct'),
         (6, 1, 'B', 'https://cdn.example.com/6b.mp4', 'direct')`,
    ),
  ]);
  serversBefore = await serverRows();
  episodesBefore = await episodeRows();
  await applyD1Migrations(env.DB, migrations);
  // What the test setup gives every file after its migrations.
  await env.DB.prepare("INSERT INTO page_version (slot, id) VALUES (1, ?)").bind(`file-${crypto.randomUUID()}`).run();
});

describe("migration 0024, server audio", () => {
  it("gives every existing server the audio of its episode's language", async () => {
    const audio = await env.DB.prepare("SELECT episode_id, audio, audio_lang FROM episode_servers ORDER BY id").all();
    expect(audio.results).toEqual([
      { episode_id: 1, audio: "sub", audio_lang: null },
      { episode_id: 1, audio: "sub", audio_lang: null },
      { episode_id: 2, audio: "dub", audio_lang: null },
      { episode_id: 3, audio: "raw", audio_lang: null },
      { episode_id: 4, audio: "sub", audio_lang: null },
      { episode_id: 6, audio: "dub", audio_lang: null },
      { episode_id: 6, audio: "dub", audio_lang: null },
    ]);
  });

  it("loses nothing: the servers and the episodes, their language too, are as they were", async () => {
    expect(await serverRows()).toEqual(serversBefore);
    // Every column there was keeps its value; a later migration's columns (0025's kind) are added beside them.
    const episodesAfter = (await episodeRows()) as Record<string, unknown>[];
    const columnsBefore = Object.keys(episodesBefore[0] as object);
    expect(episodesAfter.map((row) => Object.fromEntries(columnsBefore.map((column) => [column, row[column]])))).toEqual(episodesBefore);
    expect(new Set(episodesAfter.map((row) => row.kind))).toEqual(new Set(["canon"]));
  });

  it("counts each series' episodes with a sub and with a dub server", async () => {
    const counts = await env.DB.prepare("SELECT id, episodes_sub, episodes_dub FROM series ORDER BY id").all();
    expect(counts.results).toEqual([
      { id: 1, episodes_sub: 2, episodes_dub: 1 },
      { id: 2, episodes_sub: 0, episodes_dub: 1 },
      { id: 3, episodes_sub: 0, episodes_dub: 0 },
    ]);
  });

  it("keeps the counts from then on", async () => {
    await env.DB.prepare(
      "INSERT INTO episode_servers (episode_id, position, label, url, audio) VALUES (5, 0, 'A', 'https://cdn.example.com/5.mp4', 'dub')",
    ).run();
    await env.DB.prepare("DELETE FROM episodes WHERE id = 1").run();
    const counts = await env.DB.prepare("SELECT episodes_sub, episodes_dub FROM series WHERE id = 1").first();
    expect(counts).toEqual({ episodes_sub: 1, episodes_dub: 2 });
  });

  it("lists the dubbed series newest-updated first from their partial index", async () => {
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT id FROM series WHERE episodes_dub > 0 ORDER BY updated_at DESC, id DESC LIMIT 24",
    ).all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail).join("\n")).toMatch(/USING (COVERING )?INDEX series_dub_updated_idx/);
  });
});
