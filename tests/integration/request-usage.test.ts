// Issue #25: every response says in `Server-Timing` what it cost: D1 round trips and the rows D1's
// meta says were read and written, KV reads, writes and lists, R2 operations by class. And a cached
// page view costs nothing billed but the request, even when views come seconds apart.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { countedD1 } from "~/.server/usage/d1";
import { usageOf } from "~/.server/usage/request-usage";
import { encodePng } from "~/.server/seed/png";
import { database } from "~/.server/db/client";
import { findSectionPages } from "~/domain/series/catalogue.server";
import { seedDemo, testAppContext } from "../support/app-context";
import { adminToken, call, multipart, newUser, rowCount } from "../support/api";
import { fetchWorker } from "../support/worker";

type Usage = Record<string, number>;

/** The counts a response reports, by metric name. */
function usageIn(response: Response): Usage {
  const header = response.headers.get("Server-Timing") ?? "";
  return Object.fromEntries([...header.matchAll(/([\w-]+);desc="(\d+)"/g)].map(([, name, count]) => [name!, Number(count)]));
}

const nothingBilled = {
  "d1-calls": 0,
  "d1-statements": 0,
  "d1-rows-read": 0,
  "d1-rows-written": 0,
  "kv-reads": 0,
  "kv-writes": 0,
  "kv-lists": 0,
  "r2-class-a": 0,
  "r2-class-b": 0,
};

let admin: string;
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

describe("counting D1", () => {
  // drizzle reads through raw(), which has no meta; the counter runs it another way (app/.server/usage/d1.ts).
  const join =
    "SELECT s.id, e.id, s.title, e.episode_number FROM series s JOIN episodes e ON e.series_id = s.id WHERE s.id > ? ORDER BY e.id DESC LIMIT 7";

  it("answers a join's same-named columns as the binding does, with the rows D1 read", async () => {
    const ctx = {};
    const counted = await countedD1(env.DB, ctx).prepare(join).bind(0).raw();
    expect(counted).toEqual(await env.DB.prepare(join).bind(0).raw());
    expect(counted).toHaveLength(7);
    expect(counted[0]![0]).not.toBe(counted[0]![1]); // both ids kept
    const { meta } = await env.DB.prepare(join).bind(0).all();
    expect(usageOf(ctx).d1).toMatchObject({ calls: 1, statements: 1, rowsRead: meta.rows_read, rowsWritten: 0 });
    expect(meta.rows_read).toBeGreaterThan(0);
  });

  it("keeps the order of columns named like array indexes", async () => {
    const query = "SELECT 2, 'b', 1, ? AS named";
    const counted = await countedD1(env.DB, {}).prepare(query).bind("x").raw();
    expect(counted).toEqual([[2, "b", 1, "x"]]);
  });

  it("counts the rows a batch and a run write", async () => {
    const ctx = {};
    const db = countedD1(env.DB, ctx);
    const before = await rowCount("genres");
    await db.batch([
      db.prepare("INSERT INTO genres (name) VALUES (?)").bind("Usage One"),
      db.prepare("INSERT INTO genres (name) VALUES (?)").bind("Usage Two"),
    ]);
    const { meta } = await env.DB.prepare("INSERT INTO genres (name) VALUES (?)").bind("Usage Three").run();
    expect(await rowCount("genres")).toBe(before + 3);
    // Each insert writes its row and an entry in every index over it: D1 bills both.
    expect(meta.rows_written).toBeGreaterThanOrEqual(1);
    expect(usageOf(ctx).d1).toMatchObject({ calls: 1, statements: 2, rowsWritten: 2 * meta.rows_written });
  });
});

describe("Server-Timing", () => {
  it("reports a rendered page's rows and calls, and nothing billed for its cached copy, seconds later too", async () => {
    const path = "/list?utm_campaign=usage";
    const rendered = await fetchWorker(path);
    expect(rendered.headers.get("X-Page-Cache")).toBe("MISS");
    const cost = usageIn(rendered);
    expect(cost["d1-calls"]).toBeGreaterThan(0);
    expect(cost["d1-rows-read"]).toBeGreaterThan(0);
    expect(cost["d1-rows-written"]).toBe(0);

    const hit = await fetchWorker(path);
    expect(hit.headers.get("X-Page-Cache")).toBe("HIT");
    expect(usageIn(hit)).toEqual(nothingBilled);
    // Past the isolate's one-second memo of the version: it comes from this location's cache, not KV or D1.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await fetchWorker(path);
    expect(later.headers.get("X-Page-Cache")).toBe("HIT");
    expect(usageIn(later)).toEqual(nothingBilled);
  });

  it("reports the rows a write wrote and a signed-in view read", async () => {
    const created = await fetchWorker("/api/genres", {
      method: "POST",
      headers: { Authorization: `Bearer ${admin}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Usage Four" }),
    });
    expect(created.status).toBe(201);
    // The genre with its name's index, and the page version it moved.
    expect(usageIn(created)["d1-rows-written"]).toBeGreaterThanOrEqual(3);
    const list = await fetchWorker("/api/genres");
    expect(usageIn(list)["d1-rows-read"]).toBeGreaterThanOrEqual(await rowCount("genres"));
  });

  it("reports one row written for a logged visit: its table is its own time index", async () => {
    const logged = await fetchWorker("/api/visitors/log", { method: "POST", headers: { Referer: "https://site.example/about" } });
    expect(logged.status).toBe(201);
    expect(usageIn(logged)).toMatchObject({ "d1-calls": 1, "d1-rows-written": 1 });
  });

  it("counts the whole catalogue for the API from its kept count, right after inserts and deletes", async () => {
    const db = env.DB;
    const insert = db.prepare("INSERT INTO series (title, slug, status) VALUES (?, ?, 'Hiatus')");
    await db.batch(Array.from({ length: 200 }, (_, index) => insert.bind(`Counted ${index}`, `counted-${index}`)));
    await db.prepare("DELETE FROM series WHERE slug IN ('counted-0', 'counted-1', 'counted-2')").run();
    const series = await rowCount("series");
    const listed = await fetchWorker("/api/series?limit=1");
    expect(listed.headers.get("X-Total-Count")).toBe(String(series));
    // A page of one card and the count: far fewer rows than the catalogue holds.
    expect(usageIn(listed)["d1-rows-read"]).toBeLessThan(series / 4);
    // A filter still counts its matches.
    const { n } = (await db.prepare("SELECT count(*) AS n FROM series WHERE status = 'Hiatus'").first<{ n: number }>())!;
    expect(n).toBeGreaterThanOrEqual(197);
    expect(n).toBeLessThan(series);
    expect((await fetchWorker("/api/series?limit=1&status=Hiatus")).headers.get("X-Total-Count")).toBe(String(n));
  });

  it("counts a home section from its kept count, through flags set, cleared and deleted, and a viewer's hidden series", async () => {
    const db = env.DB;
    const flagged = (flag: string) =>
      db
        .prepare(`SELECT count(*) AS n FROM series WHERE ${flag}`)
        .first<{ n: number }>()
        .then((row) => row!.n);
    const total = async (path: string, init?: RequestInit) => Number((await fetchWorker(path, init)).headers.get("X-Total-Count"));
    const insert = db.prepare("INSERT INTO series (title, slug, featured, is_new) VALUES (?, ?, ?, 1)");
    await db.batch(Array.from({ length: 150 }, (_, index) => insert.bind(`Flagged ${index}`, `flagged-${index}`, index % 2)));
    await db.prepare("UPDATE series SET featured = 1 - featured WHERE slug IN ('flagged-0', 'flagged-1', 'flagged-2')").run();
    await db.prepare("UPDATE series SET is_new = 0 WHERE slug = 'flagged-3'").run();
    await db.prepare("DELETE FROM series WHERE slug IN ('flagged-5', 'flagged-6')").run();
    for (const [list, flag] of [
      ["popular", "featured"],
      ["new", "is_new"],
      ["latest", "show_in_latest"],
      ["completed", "show_in_completed"],
    ]) {
      const listed = await fetchWorker(`/api/series/${list}?limit=1`);
      expect(listed.headers.get("X-Total-Count"), list).toBe(String(await flagged(flag!)));
      // One page and one kept row: the section's other series are not read to count them.
      expect(usageIn(listed)["d1-rows-read"], list).toBeLessThan(20);
    }
    // A viewer who hides what they completed counts the section less their own such series.
    const viewer = await newUser("counted");
    const featured = (await db.prepare("SELECT id FROM series WHERE slug = 'flagged-0'").first<{ id: number }>())!.id;
    await call("PUT", `/users/me/list/${featured}`, { token: viewer.token, json: { status: "completed" } });
    await call("PUT", "/users/me", {
      token: viewer.token,
      json: { email: viewer.email, username: viewer.username, hide_statuses: ["completed"] },
    });
    const mine = { headers: { Authorization: `Bearer ${viewer.token}` } };
    expect(await total("/api/series/popular?limit=1", mine)).toBe((await total("/api/series/popular?limit=1")) - 1);
    expect(await total("/api/series/new?limit=1", mine)).toBe((await total("/api/series/new?limit=1")) - 1);
    expect(await total("/api/series/latest?limit=1", mine)).toBe(await total("/api/series/latest?limit=1"));
  });

  it("reports the KV reads and writes of a list cached in KV", async () => {
    const first = usageIn(await fetchWorker("/api/schedule"));
    const second = usageIn(await fetchWorker("/api/schedule"));
    expect([first["kv-reads"], first["kv-writes"]]).toEqual([1, 1]);
    expect([second["kv-reads"], second["kv-writes"], second["d1-calls"]]).toEqual([1, 0, 0]);
  });

  it("reports R2's class A for an upload (the image alone: its variants are the images queue's) and class B for serving it", async () => {
    const png = await encodePng(2, 2, new Uint8Array(12).fill(90));
    const stored = await fetchWorker("/api/series/upload", {
      method: "POST",
      headers: { Authorization: `Bearer ${admin}` },
      body: multipart("image", png, "cover.png", "image/png"),
    });
    expect(stored.status).toBe(201);
    expect(usageIn(stored)).toMatchObject({ "r2-class-a": 1, "r2-class-b": 0 });
    const { url } = (await stored.json()) as { url: string };
    const served = await fetchWorker(url);
    expect(served.status).toBe(200);
    expect(usageIn(served)).toMatchObject({ "r2-class-a": 0, "r2-class-b": 1 });
  });
  it("counts every home section in one statement, less each section's hidden series, read once", async () => {
    const viewer = await newUser("sections");
    const completed = await env.DB.prepare("SELECT id FROM series WHERE featured AND is_new ORDER BY id LIMIT 2").all<{ id: number }>();
    for (const { id } of completed.results)
      await call("PUT", `/users/me/list/${id}`, { token: viewer.token, json: { status: "completed" } });
    await call("PUT", "/users/me", {
      token: viewer.token,
      json: { email: viewer.email, username: viewer.username, hide_statuses: ["completed"] },
    });
    const browsing = { userId: viewer.id, hideStatuses: ["completed"], spoilerGuard: "off" } as const;
    const lines: string[] = [];
    const counted = countedD1(env.DB, browsing, (line) => lines.push(line));
    const app = { ...testAppContext(), db: database(counted) };
    const sections = (["popular", "latest", "new", "completed"] as const).map((list) => ({ list, asked: 0 }));
    // Pages of 100: the home counts ten pages ahead (countCapOf), so these count every series.
    const pages = await findSectionPages(app, sections, browsing, "updated", 100);
    const total = async (list: string, init?: RequestInit) =>
      Number((await fetchWorker(`/api/series/${list}?limit=1`, init)).headers.get("X-Total-Count"));
    const mine = { headers: { Authorization: `Bearer ${viewer.token}` } };
    for (const [index, { list }] of sections.entries()) expect(pages[index]!.total, list).toBe(await total(list, mine));
    expect(pages[0]!.total).toBe((await total("popular")) - 2);
    expect(pages[2]!.total).toBe((await total("new")) - 2);
    // One statement counts the four, reading the viewer's hidden entries once.
    const counts = lines.filter((line) => line.includes('"table_counts"'));
    expect(counts).toHaveLength(1);
    expect(counts[0]!.match(/"list_entries"\."status" in/g)).toHaveLength(1);
  });

  it("shows All Series on the home when no series is in a section", async () => {
    const flags = "featured, is_new, show_in_latest, show_in_completed";
    const saved = await env.DB.prepare(`SELECT id, ${flags} FROM series`).all<Record<string, number>>();
    const home = async () => {
      const response = await fetchWorker("/", { headers: { Cookie: "usage=uncached" } });
      return response.text();
    };
    expect(await home()).not.toContain('id="all-title"');
    await env.DB.prepare("UPDATE series SET featured = 0, is_new = 0, show_in_latest = 0, show_in_completed = 0").run();
    try {
      const empty = await home();
      expect(empty).toContain('id="all-title"');
      expect(empty.slice(empty.indexOf('id="all-title"'))).toMatch(/href="\/[a-z0-9-]+"/);
    } finally {
      const restore = env.DB.prepare("UPDATE series SET featured = ?, is_new = ?, show_in_latest = ?, show_in_completed = ? WHERE id = ?");
      await env.DB.batch(
        saved.results.map((row) => restore.bind(row.featured, row.is_new, row.show_in_latest, row.show_in_completed, row.id)),
      );
    }
  });
});
