import { count, eq, getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import { genreNames } from "~/lib/vocabulary/series";
import { hashPassword } from "../auth/passwords";
import { ensureFirstAdmin } from "../auth/first-admin";
import type { Database } from "../db/client";
import * as tables from "../db/schema";
import { storeUpload, type MediaStore } from "../storage/uploads";
import { drawLogo } from "./artwork";
import { demoSeries } from "./catalogue";
import { storeDemoMedia, type DemoMedia } from "./media";
import { episodeCountOf, genreIdsOf, planEpisodes, planSchedule, planSeries, planTop10 } from "./plan";
import { demoSiteTexts } from "./site-texts";

export const DEMO_VIEWER = { email: "viewer@example.com", username: "demo_viewer", password: "watch-together" };
export const DEMO_BLOCKED_VIEWER = { email: "blocked@example.com", username: "blocked_viewer", password: "watch-together" };

// D1 binds at most 100 parameters per statement; drizzle binds every column of every row.
function insertInChunks<T extends SQLiteTable>(db: Database, table: T, rows: T["$inferInsert"][]) {
  const size = Math.max(1, Math.floor(100 / Object.keys(getTableColumns(table)).length));
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += size) statements.push(db.insert(table).values(rows.slice(i, i + size)));
  return statements;
}

export type SeedOptions = {
  today: string;
  admin: { username: string; password: string };
  /** "drawn" (the default) keeps seeding fast for tests; "real-size" takes minutes (./media.ts). */
  media?: DemoMedia;
};

/**
 * Loads the demo catalogue into an empty database, in one atomic batch; does nothing when any
 * series exists, so running it twice changes nothing. Covers and a logo go through the upload code.
 */
export async function seedDemoCatalogue(store: MediaStore, options: SeedOptions) {
  const { db } = store;
  await ensureFirstAdmin(db, { ADMIN_USERNAME: options.admin.username, ADMIN_PASSWORD: options.admin.password });
  const [existing] = await db.select({ total: count() }).from(tables.series);
  if ((existing?.total ?? 0) > 0) return { seeded: false };

  const { covers, thumbnails } = await storeDemoMedia(
    store,
    options.media ?? "drawn",
    demoSeries.map((demo) => demo.title),
  );
  await storeUpload(store, "logo", drawLogo(280), "animestream-neon.gif");

  const seriesRows = demoSeries.map((demo, index) => planSeries(demo, index, covers[index]!));
  const counts = seriesRows.map((row, index) => episodeCountOf(row.type, index));
  const episodePlans = [];
  let nextEpisodeId = 1;
  for (const [index, row] of seriesRows.entries()) {
    episodePlans.push(planEpisodes(row, counts[index]!, nextEpisodeId, options.today, thumbnails));
    nextEpisodeId += counts[index]!;
  }
  const episodeRows = episodePlans.flatMap((plan) => plan.rows);
  const viewers = [
    { id: 1, ...DEMO_VIEWER, passwordHash: await hashPassword(DEMO_VIEWER.password), location: "Osaka" },
    { id: 2, ...DEMO_BLOCKED_VIEWER, passwordHash: await hashPassword(DEMO_BLOCKED_VIEWER.password), blocked: true },
  ].map(({ password: _password, ...user }) => user);

  const statements = [
    ...insertInChunks(
      db,
      tables.genres,
      genreNames.map((name, i) => ({ id: i + 1, name, description: `${name} series` })),
    ),
    ...insertInChunks(db, tables.series, seriesRows),
    ...insertInChunks(
      db,
      tables.seriesGenres,
      seriesRows.flatMap((row, index) => genreIdsOf(index).map((genreId) => ({ seriesId: row.id!, genreId }))),
    ),
    ...insertInChunks(db, tables.episodes, episodeRows),
    ...insertInChunks(
      db,
      tables.episodeServers,
      episodePlans.flatMap((plan) => plan.servers),
    ),
    ...insertInChunks(db, tables.scheduleEntries, planSchedule(seriesRows, counts, options.today)),
    ...insertInChunks(db, tables.top10Entries, planTop10(seriesRows.length)),
    ...insertInChunks(db, tables.users, viewers),
    ...insertInChunks(db, tables.comments, [
      { episodeId: 1, userId: 1, username: DEMO_VIEWER.username, content: "What an opening episode!", approved: true },
      { episodeId: 1, userId: 1, username: DEMO_VIEWER.username, content: "The soundtrack is amazing.", approved: false },
      { episodeId: 2, userId: 1, username: DEMO_VIEWER.username, content: "That twist at the end...", approved: true },
    ]),
    db.update(tables.siteSettings).set(demoSiteTexts).where(eq(tables.siteSettings.id, 1)),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { seeded: true };
}

/** Row counts of every table that the seed fills, for checks and the seed script's report. */
export async function countRows(db: Database) {
  const names = [
    "series",
    "genres",
    "seriesGenres",
    "episodes",
    "episodeServers",
    "scheduleEntries",
    "top10Entries",
    "users",
    "admins",
    "comments",
    "uploads",
  ] as const;
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the seed counts every table by name; it runs once, off the request path
  const totals = await Promise.all(names.map((name) => db.select({ total: count() }).from(tables[name])));
  return Object.fromEntries(names.map((name, i) => [name, totals[i]![0]?.total ?? 0]));
}
