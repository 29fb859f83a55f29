import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, expectError, seededForAdmin } from "../../support/api";
import { top10CacheKey } from "~/domain/top10/cache-keys";
import { scheduleCacheKey } from "~/domain/schedule/cache-keys";

let admin: string;
let today: string;

beforeAll(async () => {
  ({ admin, today } = await seededForAdmin());
});

describe("Top 10", () => {
  it("answers each period ranked 1..n with the series' title, cover, genres and rating", async () => {
    const { status, data } = await call("GET", "/top10?tab=monthly");
    expect(status).toBe(200);
    expect(data.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data[0]).toMatchObject({
      series_id: expect.any(Number),
      title: expect.any(String),
      cover_image: expect.stringMatching(/^\/uploads\//),
      genres: expect.any(Array),
      rating: 9.8,
    });
    await expectError(call("GET", "/top10?tab=daily"), 400, "tab must be weekly, monthly or all");
  });

  it("keeps its KV entries through a series edit it does not show, and drops them for one it does (issue #25)", async () => {
    const [first] = (await call("GET", "/top10?tab=monthly")).data as { series_id: number; title: string }[];
    await vi.waitFor(async () => expect(await env.CACHE.get(top10CacheKey("monthly"), "json")).not.toBeNull());
    const described = await call("PUT", `/series/${first!.series_id}`, { token: admin, json: { description: "Recut for the KV test." } });
    expect(described.status).toBe(200);
    expect(await env.CACHE.get(top10CacheKey("monthly"), "json")).not.toBeNull();
    const renamed = await call("PUT", `/series/${first!.series_id}`, { token: admin, json: { title: `${first!.title} Renamed` } });
    expect(renamed.status).toBe(200);
    expect(await env.CACHE.get(top10CacheKey("monthly"), "json")).toBeNull();
    expect((await call("GET", "/top10?tab=monthly")).data[0].title).toBe(`${first!.title} Renamed`);
    // Back as it was: the schedule's tests name this series.
    expect((await call("PUT", `/series/${first!.series_id}`, { token: admin, json: { title: first!.title } })).status).toBe(200);
  });

  it("is served from KV after the first read, and a save shows on the next read", async () => {
    await call("GET", "/top10?tab=weekly");
    // The cache is filled through waitUntil, after the answer has gone out.
    await vi.waitFor(async () => expect(await env.CACHE.get(top10CacheKey("weekly"), "json")).not.toBeNull());
    // Changed behind the API's back: the cached answer still shows the old title.
    await env.DB.prepare(
      "UPDATE series SET title = 'Changed Quietly' WHERE id = (SELECT series_id FROM top10_entries WHERE period = 'weekly' AND rank = 1)",
    ).run();
    expect((await call("GET", "/top10?tab=weekly")).data[0].title).not.toBe("Changed Quietly");

    const saved = await call("POST", "/top10", {
      token: admin,
      json: { tab: "weekly", list: [{ series_id: 5, rating: 7.25 }, { series_id: 6 }] },
    });
    expect(saved.status).toBe(200);
    const next = await call("GET", "/top10?tab=weekly");
    expect(next.data.map((e: { series_id: number; rank: number; rating: number }) => [e.rank, e.series_id, e.rating])).toEqual([
      [1, 5, 7.3],
      [2, 6, 8],
    ]);
  });

  it("shows a series edit on the next read", async () => {
    await call("GET", "/top10?tab=weekly");
    await call("PUT", "/series/5", { token: admin, json: { title: "Renamed For The Chart" } });
    expect((await call("GET", "/top10?tab=weekly")).data[0].title).toBe("Renamed For The Chart");
  });

  it("resets with an empty list", async () => {
    await call("POST", "/top10", { token: admin, json: { tab: "all", list: [] } });
    expect((await call("GET", "/top10?tab=all")).data).toEqual([]);
  });

  it("refuses more than 10 slots, a missing or unknown series, a repeat and a rating outside 0..10, changing nothing", async () => {
    const before = (await call("GET", "/top10?tab=monthly")).data;
    const eleven = Array.from({ length: 11 }, (_, i) => ({ series_id: i + 2 }));
    await expectError(call("POST", "/top10", { token: admin, json: { tab: "monthly", list: eleven } }), 400, "At most 10 slots");
    await expectError(
      call("POST", "/top10", { token: admin, json: { tab: "monthly", list: [{ series_id: "" }] } }),
      400,
      "All slots must have a valid series selected.",
    );
    await expectError(
      call("POST", "/top10", { token: admin, json: { tab: "monthly", list: [{ series_id: 4242 }] } }),
      400,
      "All slots must have a valid series selected.",
    );
    await expectError(
      call("POST", "/top10", { token: admin, json: { tab: "monthly", list: [{ series_id: 2 }, { series_id: 2 }] } }),
      400,
      /only once/,
    );
    await expectError(
      call("POST", "/top10", { token: admin, json: { tab: "monthly", list: [{ series_id: 2, rating: 10.5 }] } }),
      400,
      "Rating must be from 0 to 10",
    );
    expect((await call("GET", "/top10?tab=monthly")).data).toEqual(before);
  });
});

describe("schedule", () => {
  it("answers the entries of the 14 days from today, with series titles", async () => {
    const { status, data } = await call("GET", "/schedule");
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(10);
    expect(data.every((entry: { air_date: string }) => entry.air_date >= today)).toBe(true);
    expect(data[0]).toMatchObject({ id: expect.any(Number), air_date: today, air_time: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it("answers one series' entries as {episode, air_date, air_time}", async () => {
    const { data } = await call("GET", "/schedule?series_id=2");
    expect(data.length).toBeGreaterThan(0);
    expect(Object.keys(data[0]).sort()).toEqual(["air_date", "air_time", "episode"]);
  });

  it("is served from KV after the first read, and an added entry shows on the next read", async () => {
    const first = (await call("GET", "/schedule")).data;
    // Kept with each series' content rating, which caps the list as it is read (decision 073).
    const kept = async () =>
      ((await env.CACHE.get<{ content_rating: string | null }[]>(scheduleCacheKey(today), "json")) ?? []).map(
        ({ content_rating: _, ...entry }) => entry,
      );
    await vi.waitFor(async () => expect(await kept()).toEqual(first));
    const created = await call("POST", "/schedule", {
      token: admin,
      json: { air_date: today, air_time: "23:59", series_id: 3, episode_number: "" },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      title: "The Lantern Keeper's Daughter",
      series_title: "The Lantern Keeper's Daughter",
      episode_number: null,
    });
    const next = (await call("GET", "/schedule")).data;
    expect(next.length).toBe(first.length + 1);
  });

  it("edits and deletes entries; 404 for a missing one", async () => {
    const created = await call("POST", "/schedule", {
      token: admin,
      json: { air_date: today, air_time: "08:00", title: "Morning Special" },
    });
    const edited = await call("PUT", `/schedule/${created.data.id}`, {
      token: admin,
      json: { air_date: today, air_time: "09:30", title: "Late Morning Special", episode_number: 2 },
    });
    expect(edited.data).toMatchObject({ air_time: "09:30", title: "Late Morning Special", episode_number: 2, series_id: null });
    expect((await call("DELETE", `/schedule/${created.data.id}`, { token: admin })).status).toBe(200);
    await expectError(call("DELETE", `/schedule/${created.data.id}`, { token: admin }), 404, "Schedule entry not found");
    await expectError(call("PUT", "/schedule/99999", { token: admin, json: { air_date: today, air_time: "09:30" } }), 404);
  });

  it("refuses a bad date or time, and a series that does not exist", async () => {
    await expectError(
      call("POST", "/schedule", { token: admin, json: { air_date: "2026-13-01", air_time: "19:00" } }),
      400,
      "Date must be a date (YYYY-MM-DD)",
    );
    await expectError(
      call("POST", "/schedule", { token: admin, json: { air_date: today, air_time: "24:00" } }),
      400,
      "Time must be HH:MM (00:00 to 23:59)",
    );
    await expectError(call("POST", "/schedule", { token: admin, json: { air_date: today } }), 400, "Time is required");
    await expectError(
      call("POST", "/schedule", { token: admin, json: { air_date: today, air_time: "19:00", series_id: 4040 } }),
      404,
      "Series not found",
    );
  });
});
