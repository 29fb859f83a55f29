import { env } from "cloudflare:test";
import { fetchWorker } from "../support/worker";
import { describe, expect, it } from "vitest";
import { countRows } from "~/.server/seed/seed";
import { genreNames, seriesLanguages, seriesNetworks, seriesSeasons, seriesStatuses, seriesTypes } from "~/lib/vocabulary/series";
import { findSeriesPage } from "~/domain/series/catalogue.server";
import { serverLinkProblem, type ServerType } from "~/lib/video";
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
    const dates = await env.DB.prepare("SELECT min(air_date) AS first, max(air_date) AS last FROM schedule_entries").first();
    expect(dates).toEqual({ first: "2026-11-22", last: expect.stringMatching(/^2026-12-0[0-5]$/) });
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
