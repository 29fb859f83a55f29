// Issue #52 (decision 054): an episode view writes one row, its day's count, and each series' total
// in series_views takes the finished days from the daily maintenance. Migration 0026 drops the
// triggers that wrote the total on every view, on a database the earlier migrations made with
// views in it, and loses none of them.
import { applyD1Migrations, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { primaryAppContext } from "~/.server/context";
import { usageOf } from "~/.server/usage/request-usage";
import { recordPageViews } from "~/domain/visitors/page-views.server";
import { addDays } from "~/lib/dates";
import { emptyStorage } from "../support/empty-storage";
import { worker } from "../support/worker";

const migrations = env.TEST_MIGRATIONS;
const viewsMigration = migrations.findIndex((migration) => migration.name.startsWith("0026_"));
// The migration reads the date from SQLite's clock (UTC), as this does.
const now = new Date();
const today = now.toISOString().slice(0, 10);

// Days back from today (UTC), as the site's time zone may stamp them: a zone east of UTC is a day ahead.
const planted: [seriesId: number, daysAgo: number, views: number][] = [
  [1, 30, 5],
  [1, 3, 7],
  [1, 1, 2],
  [1, 0, 4],
  [2, 2, 3],
  [2, 0, 1],
  [4, -1, 6],
];
const totalsBefore = { 1: 18, 2: 4, 4: 6 };

type Totals = Record<number, number>;
const totalsOf = (rows: { series_id: number; views: number }[]): Totals =>
  Object.fromEntries(rows.map((row) => [row.series_id, row.views]));
const seriesViews = async () =>
  totalsOf(
    (await env.DB.prepare("SELECT series_id, views FROM series_views WHERE views > 0").all<{ series_id: number; views: number }>()).results,
  );
const summedThrough = async () =>
  (await env.DB.prepare("SELECT through FROM rollups WHERE name = 'series_views'").first<string>("through"))!;

async function runCron(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: "17 3 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}
const daysFromNow = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

let before: Totals;
beforeAll(async () => {
  expect(viewsMigration).toBeGreaterThan(0);
  await emptyStorage();
  await applyD1Migrations(env.DB, migrations.slice(0, viewsMigration));
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO series (id, title, slug) VALUES (1, 'Watched', 'watched'), (2, 'Less', 'less'), (3, 'Unseen', 'unseen'), (4, 'Ahead', 'ahead')",
    ),
    ...planted.map(([seriesId, daysAgo, views]) =>
      env.DB.prepare("INSERT INTO episode_views_daily (series_id, day, views) VALUES (?, ?, ?)").bind(
        seriesId,
        addDays(today, -daysAgo),
        views,
      ),
    ),
  ]);
  before = await seriesViews();
  await applyD1Migrations(env.DB, migrations);
  // What the test setup gives every file after its migrations.
  await env.DB.prepare("INSERT INTO page_version (slot, id) VALUES (1, ?)").bind(`file-${crypto.randomUUID()}`).run();
});

describe("migration 0026, series views by maintenance", () => {
  it("drops the triggers that wrote a series' total on every view", async () => {
    expect(before).toEqual(totalsBefore);
    const triggers = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'episode_views_daily'",
    ).all();
    expect(triggers.results).toEqual([]);
  });

  it("keeps the days up to two days ago in the totals and leaves the later ones, which views may still join, to the maintenance", async () => {
    expect(await summedThrough()).toBe(addDays(today, -2));
    expect(await seriesViews()).toEqual({ 1: 12, 2: 3 });
    const later = await env.DB.prepare("SELECT series_id, sum(views) AS views FROM episode_views_daily WHERE day > ? GROUP BY series_id")
      .bind(addDays(today, -2))
      .all<{ series_id: number; views: number }>();
    const totals = await seriesViews();
    for (const row of later.results) totals[row.series_id] = (totals[row.series_id] ?? 0) + row.views;
    expect(totals).toEqual(totalsBefore);
  });
});

describe("the daily maintenance", () => {
  it("adds the days up to yesterday, once however often it runs", async () => {
    await runCron(now);
    expect(await summedThrough()).toBe(addDays(today, -1));
    expect(await seriesViews()).toEqual({ 1: 14, 2: 3 });
    await runCron(now);
    expect(await seriesViews()).toEqual({ 1: 14, 2: 3 });
  });

  it("never goes back to a day it has added", async () => {
    await runCron(daysFromNow(-5));
    expect(await summedThrough()).toBe(addDays(today, -1));
    expect(await seriesViews()).toEqual({ 1: 14, 2: 3 });
  });

  it("holds every view there was once their days are over", async () => {
    await runCron(daysFromNow(2));
    expect(await seriesViews()).toEqual(totalsBefore);
  });
});

describe("counting an episode view", () => {
  const count = async (slug: string, day: string, views = 1) => {
    const app = primaryAppContext(env, { waitUntil: () => {} });
    await recordPageViews(
      app,
      Array.from({ length: views }, () => ({ kind: "episode", slug, day })),
    );
    return usageOf(app).d1;
  };
  const day = addDays(today, 3);

  it("writes one row, its day's count, and no series total", async () => {
    // The first view of a series on a day adds its row, with its entries in the key and the day's index.
    expect((await count("unseen", day)).rowsWritten).toBe(3);
    expect(await count("unseen", day)).toMatchObject({ calls: 1, statements: 1, rowsWritten: 1 });
    expect(await count("watched", day, 5)).toMatchObject({ calls: 1, statements: 1 });
    expect(await seriesViews()).toEqual(totalsBefore);
  });

  it("joins the totals at the first run after its day", async () => {
    await runCron(daysFromNow(4));
    expect(await seriesViews()).toEqual({ ...totalsBefore, 1: totalsBefore[1] + 5, 3: 2 });
  });
});
