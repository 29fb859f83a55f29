// D1's batch answers each row as an object keyed by column name, and drizzle reads the values back
// by position (Object.keys order). So a SELECT run inside `db.batch` must name every output column
// apart (a join's two `title`s or `id`s would merge and shift every later field), and no name may
// look like an array index (JS puts such keys first). This wraps the D1 binding so each batched
// SELECT is also run alone for its column names, then runs every read that goes through a batch.
import { env } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertNotLimited } from "~/.server/auth/login-limit";
import type { AppContext } from "~/.server/context";
import { database, type Database } from "~/.server/db/client";
import { episodes, series } from "~/.server/db/schema";
import { planEpisodeImport } from "~/domain/episodes/bulk-import.server";
import { findEpisodePage, getEpisodeById, listEpisodesOfSeries } from "~/domain/episodes/queries.server";
import { getWatchPage } from "~/domain/watch-page/queries.server";
import { latestEpisodesOf } from "~/domain/feeds/queries.server";
import { findCurrentRuns } from "~/domain/schedule/runs.server";
import { planSeriesImport } from "~/domain/series/bulk-import.server";
import { findSectionPages, findSeriesPage, windowAt } from "~/domain/series/catalogue.server";
import { exportSeries } from "~/domain/series/export.server";
import { seriesIdBySlug } from "~/.server/db/series-key";
import { getSeriesPage } from "~/domain/series-page/queries.server";
import type { Browsing } from "~/lib/browsing";
import { sitemapIndex } from "~/domain/seo/queries.server";
import { listUsersForAdmin } from "~/domain/users/queries.server";
import { rollUpVisits } from "~/domain/visitors/retention.server";
import { seedDemo, testAppContext } from "../support/app-context";

type Bound = { sql: string; params: unknown[] };

/** Problems with a batched SELECT's column names: duplicates, and names JS would reorder. */
function columnNameProblems(names: string[]): string[] {
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  const indexLike = names.filter((name) => /^(0|[1-9]\d*)$/.test(name));
  return [...new Set(duplicates)]
    .map((name) => `duplicate column "${name}"`)
    .concat(indexLike.map((name) => `index-like column "${name}"`));
}

let checkedSelects = 0;

/** The D1 binding, with every SELECT in a batch checked for column names drizzle can map. */
function checkedD1(d1: D1Database): D1Database {
  const bound = new WeakMap<object, Bound>();
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement, query: Bound): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values), { sql: query.sql, params: values });
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    bound.set(proxy, query);
    real.set(proxy, statement);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => wrap(target.prepare(sql), { sql, params: [] });
      if (key === "batch")
        return async (statements: D1PreparedStatement[]) => {
          for (const statement of statements) {
            const query = bound.get(statement);
            if (!query || !/^\s*select\b/i.test(query.sql)) continue;
            const [names] = await target
              .prepare(query.sql)
              .bind(...query.params)
              .raw({ columnNames: true });
            checkedSelects += 1;
            const problems = columnNameProblems(names);
            if (problems.length > 0) throw new Error(`Batched SELECT ${problems.join(", ")}: ${query.sql}`);
          }
          return target.batch(statements.map((statement) => real.get(statement) ?? statement));
        };
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

let db: Database;
/** The app context over the checked database, as the domain functions take it. */
let app: AppContext;
let slug: string;
let seriesId: number;

beforeAll(async () => {
  await seedDemo();
  db = database(checkedD1(env.DB));
  app = { ...testAppContext(), db };
  const [row] = await db
    .select({ id: series.id, slug: series.slug })
    .from(series)
    .innerJoin(episodes, eq(episodes.seriesId, series.id))
    .orderBy(asc(series.id))
    .limit(1);
  slug = row!.slug;
  seriesId = row!.id;
});

// Had the wrapper stopped seeing drizzle's statements, every check below would pass unseen.
afterAll(() => expect(checkedSelects).toBeGreaterThan(40));

describe("the batch column check", () => {
  it("catches a join whose two titles share a name", async () => {
    const joined = db
      .select({ seriesTitle: series.title, title: episodes.title })
      .from(episodes)
      .innerJoin(series, eq(series.id, episodes.seriesId))
      .limit(1);
    await expect(db.batch([joined])).rejects.toThrow(/duplicate column "title"/);
  });

  it("flags names that JS would reorder", () => {
    expect(columnNameProblems(["id", "1", "id"])).toEqual(['duplicate column "id"', 'index-like column "1"']);
  });
});

describe("every batched read names its columns apart", () => {
  const ranges = [
    { range: null, order: "asc", jump: null },
    { range: 1, order: "desc", jump: null },
  ] as const;

  // A signed-in viewer who hides and guards: their reads add columns and tests to the same batches.
  const guardedViewer: Browsing = { userId: 1, hideStatuses: ["completed", "dropped"], spoilerGuard: "after_next" };

  it("series lists (home sections, browse, search, A to Z)", async () => {
    const sections = (["popular", "latest", "new", "completed"] as const).map((list) => ({ list, asked: 0 }));
    for (const viewer of [null, guardedViewer])
      for (const found of await findSectionPages(app, sections, viewer, "updated", 12))
        expect(found.total).toBeGreaterThanOrEqual(found.items.length);
    await findSeriesPage(app, { q: "a", genre: "Action", letter: "A" }, "title", windowAt(0, 5));
    await findSeriesPage(app, { q: "the" }, "title", windowAt(0, 5));
  });

  it("the series page", async () => {
    for (const query of ranges) expect(await getSeriesPage(app, seriesIdBySlug(slug), query)).toBeDefined();
    expect(await getSeriesPage(app, seriesIdBySlug(slug), ranges[0], guardedViewer)).toBeDefined();
  });

  it("the episode page, for a guest and a viewer", async () => {
    for (const query of ranges) {
      const page = await getWatchPage(app, slug, 1, query);
      expect(page?.series.slug).toBe(slug);
      expect(page?.episode.episode_number).toBe(1);
    }
    expect(await getWatchPage(app, slug, 1, ranges[0], guardedViewer)).toBeDefined();
  });

  it("episode lists and one episode", async () => {
    const all = await listEpisodesOfSeries(app, seriesId);
    expect(all.length).toBeGreaterThan(0);
    await findEpisodePage(app, seriesId, { limit: 5, offset: 0 });
    expect((await getEpisodeById(app, all[0]!.id))?.id).toBe(all[0]!.id);
    expect((await listEpisodesOfSeries(app, seriesId, guardedViewer)).length).toBe(all.length);
    expect((await getEpisodeById(app, all[0]!.id, guardedViewer))?.id).toBe(all[0]!.id);
  });

  it("users, sitemap, login limits, visit roll-up", async () => {
    await listUsersForAdmin(app, { search: "e" });
    await sitemapIndex(app, "https://example.com");
    await assertNotLimited(db, { scope: "user", account: "name:nobody", ip: "203.0.113.9" });
    await rollUpVisits(app);
  });

  it("feeds and schedule runs", async () => {
    expect((await latestEpisodesOf(app, slug))?.items.length).toBeGreaterThan(0);
    await findCurrentRuns(app, "2026-11-22", { limit: 10, offset: 0 });
  });

  it("export and the import previews' reads", async () => {
    expect((await exportSeries(app)).length).toBeGreaterThan(0);
    await planSeriesImport(app, [{ row: 1, values: { slug, title: "Renamed" } }]);
    await planEpisodeImport(app, seriesId, [{ row: 1, values: { episode_number: 1, title: "Again" } }]);
  });
});
