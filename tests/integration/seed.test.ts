import { env } from "cloudflare:test";
import { fetchWorker } from "../support/worker";
import { describe, expect, it } from "vitest";
import { countRows } from "~/.server/seed/seed";
import { demoSeries } from "~/.server/seed/catalogue";
import { drawRealSizeCover, drawThumbnail } from "~/.server/seed/media";
import { planEpisodes, planSeries } from "~/.server/seed/plan";
import { paintThumbnail, THUMBNAIL_HEIGHT, THUMBNAIL_SCENES, THUMBNAIL_WIDTH } from "~/.server/seed/thumbnails";
import { genreNames, seriesLanguages, seriesNetworks, seriesSeasons, seriesStatuses, seriesTypes } from "~/lib/vocabulary/series";
import { findSeriesPage } from "~/domain/series/catalogue.server";
import { addDays, todayIn } from "~/lib/dates";
import { serverLinkProblem } from "~/lib/server-links";
import type { ServerType } from "~/lib/video";
import { seedDemo, testAppContext } from "../support/app-context";

describe("the demo seed", () => {
  it("is idempotent: a second run changes no count", async () => {
    const app = await seedDemo();
    const first = await countRows(app.db);
    await seedDemo();
    expect(await countRows(app.db)).toEqual(first);
    expect(first.series).toBeGreaterThanOrEqual(30);
  });

  it("covers every status, type, language, network, season and genre", async () => {
    const all = (await findSeriesPage(testAppContext(), {}, "updated", { limit: 1000, offset: 0 })).items;
    const values = (pick: (s: (typeof all)[number]) => unknown) => new Set(all.flatMap(pick));
    expect(values((s) => s.status)).toEqual(new Set(seriesStatuses));
    expect(values((s) => s.type)).toEqual(new Set(seriesTypes));
    expect(values((s) => s.language)).toEqual(new Set(seriesLanguages));
    expect(values((s) => s.network)).toEqual(new Set(seriesNetworks));
    expect(values((s) => s.season)).toEqual(new Set(seriesSeasons));
    expect(values((s) => s.genres)).toEqual(new Set(genreNames));
  });

  it("gives 1 to 24 episodes per series and servers of every provider kind", async () => {
    const perSeries = await env.DB.prepare("SELECT count(*) AS n FROM episodes GROUP BY series_id").all<{ n: number }>();
    const counts = perSeries.results.map((row) => row.n);
    expect(counts.length).toBeGreaterThanOrEqual(30);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(24);
    const kinds = await env.DB.prepare("SELECT DISTINCT type FROM episode_servers ORDER BY type").all<{ type: string }>();
    expect(kinds.results.map((row) => row.type)).toEqual(["dailymotion", "direct", "gdrive", "rumble", "youtube"]);
    // and every one of them is a link its own type accepts (issue #13)
    const servers = await env.DB.prepare("SELECT DISTINCT url, type FROM episode_servers").all<{ url: string; type: ServerType }>();
    expect(servers.results.filter((server) => serverLinkProblem(server.url, server.type) !== null)).toEqual([]);
  });

  it("fills the 14-day schedule, all three Top 10 lists, texts and a demo viewer", async () => {
    const dates = await env.DB.prepare("SELECT min(air_date) AS first, max(air_date) AS last FROM schedule_entries").first<{
      first: string;
      last: string;
    }>();
    const today = todayIn(env.SITE_TIMEZONE);
    expect(dates?.first).toBe(today);
    expect(dates!.last > addDays(today, 6) && dates!.last <= addDays(today, 13)).toBe(true);
    const top = await env.DB.prepare("SELECT period, count(*) AS n FROM top10_entries GROUP BY period ORDER BY period").all();
    expect(top.results).toEqual([
      { period: "all", n: 10 },
      { period: "monthly", n: 10 },
      { period: "weekly", n: 10 },
    ]);
    const settings = await env.DB.prepare("SELECT about, telegram, header_logo FROM site_settings").first<{
      about: string;
      telegram: string;
    }>();
    expect(settings?.about.length).toBeGreaterThan(200);
    expect(settings?.telegram).toMatch(/^https:/);
    const viewer = await env.DB.prepare("SELECT username, blocked FROM users WHERE email = 'viewer@example.com'").first();
    expect(viewer).toEqual({ username: "demo_viewer", blocked: 0 });
  });

  it("stores generated covers in R2, served back as PNG with nosniff and immutable caching", async () => {
    const [first] = (await findSeriesPage(testAppContext(), {}, "updated", { limit: 1000, offset: 0 })).items;
    const response = await fetchWorker(`${first!.cover_image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  });
});

// Seeding with real-size media takes minutes (the AVIF variants of 44 images), too long here: these
// check its parts, through the real Images binding; image-variants.test.ts checks what storing
// such a JPEG makes. The seed script runs it whole (npm start).
describe("the real-size demo media", () => {
  const infoOf = (bytes: Uint8Array<ArrayBuffer>) => env.IMAGES.info(new Blob([bytes]).stream());

  it("draws covers as 800×1200 JPEGs that weigh what a key visual does", async () => {
    const bytes = await drawRealSizeCover(env.IMAGES, demoSeries[0]!.title);
    expect(await infoOf(bytes)).toMatchObject({ format: "image/jpeg", width: 800, height: 1200 });
    expect(bytes.byteLength).toBeGreaterThan(200_000);
    expect(bytes.byteLength).toBeLessThan(400_000);
  });

  it("draws episode stills as 1280×720 JPEGs of a real still's weight", async () => {
    const bytes = await drawThumbnail(env.IMAGES, 0);
    expect(await infoOf(bytes)).toMatchObject({ format: "image/jpeg", width: 1280, height: 720 });
    expect(bytes.byteLength).toBeGreaterThan(150_000);
    expect(bytes.byteLength).toBeLessThan(220_000);
  });

  // Painting 12 stills of 1280×720 takes a few seconds: more than the default 5 s on a busy machine.
  it("has 12 stills that differ plainly from one another, not by grain alone", () => {
    // Each scene's average colours over an 8×8 grid (of every 4th pixel): scenes that differed only
    // by grain would match cell by cell (a difference near 0 of 255); the closest pair now differs by 25.
    const side = 8;
    const gridOf = (scene: number) => {
      const pixels = paintThumbnail(scene);
      const cells = new Array<number>(side * side * 3).fill(0);
      for (let y = 0; y < THUMBNAIL_HEIGHT; y += 4)
        for (let x = 0; x < THUMBNAIL_WIDTH; x += 4) {
          const cell = Math.floor((y * side) / THUMBNAIL_HEIGHT) * side + Math.floor((x * side) / THUMBNAIL_WIDTH);
          for (let c = 0; c < 3; c++) cells[cell * 3 + c]! += pixels[(y * THUMBNAIL_WIDTH + x) * 3 + c]!;
        }
      return cells.map((sum) => sum / ((THUMBNAIL_WIDTH / 4 / side) * (THUMBNAIL_HEIGHT / 4 / side)));
    };
    const grids = Array.from({ length: THUMBNAIL_SCENES }, (_, scene) => gridOf(scene));
    for (const [a, first] of grids.entries())
      for (const [b, second] of grids.entries()) {
        if (b <= a) continue;
        const difference = first.reduce((sum, value, i) => sum + Math.abs(value - second[i]!), 0) / first.length;
        expect(difference, `scenes ${a} and ${b}`).toBeGreaterThan(15);
      }
  }, 30_000);

  it("gives episodes the stills in turn, so neighbours differ, and no still when there are none", () => {
    const row = planSeries(demoSeries[0]!, 0, "/uploads/cover.jpg");
    const stills = Array.from({ length: THUMBNAIL_SCENES }, (_, scene) => `/uploads/still-${scene}.jpg`);
    const thumbnails = planEpisodes(row, 24, 5, "2026-11-22", stills).rows.map((episode) => episode.thumbnail);
    expect(new Set(thumbnails)).toEqual(new Set(stills));
    expect(thumbnails.filter((still, i) => still === thumbnails[i - 1])).toEqual([]);
    expect(planEpisodes(row, 3, 1, "2026-11-22", []).rows.map((episode) => episode.thumbnail)).toEqual([null, null, null]);
  });
});
