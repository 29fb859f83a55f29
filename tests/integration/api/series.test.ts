import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError, rowCount } from "../../support/api";
import { seedDemo } from "../../support/app-context";

let admin: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

const newSeries = (title: string, extra: Record<string, unknown> = {}) => ({ title, description: `About ${title}`, ...extra });

describe("home lists", () => {
  it.each([
    ["popular", "featured"],
    ["latest", "show_in_latest"],
    ["new", "is_new"],
    ["completed", "show_in_completed"],
  ])("GET /api/series/%s answers the series whose %s flag is set", async (list, flag) => {
    const { status, data } = await call("GET", `/series/${list}`);
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((series: Record<string, unknown>) => series[flag] === true)).toBe(true);
  });
});

describe("POST /api/series", () => {
  it("creates a series with tags from comma text, genres by id and a unique slug", async () => {
    const { status, data } = await call("POST", "/series", {
      token: admin,
      json: newSeries("Moonlit  Harbor!", {
        tags: " sea, , night ,harbor",
        genreIds: [1, 2],
        status: "Ongoing",
        type: "ONA",
        year: "2026",
        featured: 1,
      }),
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      title: "Moonlit  Harbor!",
      slug: "moonlit-harbor",
      tags: ["sea", "night", "harbor"],
      genreIds: [1, 2],
      status: "Ongoing",
      type: "ONA",
      year: 2026,
      featured: true,
      episodes: [],
    });
    const fetched = await call("GET", `/series/${data.id}`);
    expect(fetched.data.genres).toEqual(["Action", "Adventure"]);
  });

  it("accepts tags as an array and answers them trimmed", async () => {
    const { data } = await call("POST", "/series", { token: admin, json: newSeries("Array Tags", { tags: [" a ", "", "b"] }) });
    expect(data.tags).toEqual(["a", "b"]);
  });

  it("answers 409 when the title's slug is taken", async () => {
    await expectError(
      call("POST", "/series", { token: admin, json: newSeries("moonlit harbor") }),
      409,
      "A series with this title already exists",
    );
  });

  it("refuses a title whose slug is a site route", async () => {
    for (const title of ["List", "About", "Privacy Policy", "Studio Login"]) {
      await expectError(call("POST", "/series", { token: admin, json: newSeries(title) }), 400, /clash with a page/);
    }
  });

  it("answers 400 with a clear text for missing or wrong fields", async () => {
    await expectError(call("POST", "/series", { token: admin, json: { description: "x" } }), 400, "Title is required");
    await expectError(call("POST", "/series", { token: admin, json: { title: "T" } }), 400, "Description is required");
    await expectError(call("POST", "/series", { token: admin, json: newSeries("T1", { status: "Paused" }) }), 400, /Status must be one of/);
    await expectError(call("POST", "/series", { token: admin, json: newSeries("T2", { year: "soon" }) }), 400, "Year must be a number");
    await expectError(
      call("POST", "/series", { token: admin, json: newSeries("T3", { cover_image: "javascript:alert(1)" }) }),
      400,
      /uploaded image or an http/,
    );
    await expectError(call("POST", "/series", { token: admin, json: newSeries("T4", { genreIds: [999] }) }), 400, "Unknown genre selected");
    await expectError(call("POST", "/series", { token: admin, body: "{not json", headers: { "Content-Type": "application/json" } }), 400);
  });
});

describe("PUT /api/series/{id}", () => {
  it("updates only the fields sent, as the Home Details toggles do", async () => {
    const before = await call("GET", "/series/3");
    const { status, data } = await call("PUT", "/series/3", { token: admin, json: { featured: true, status: "Completed" } });
    expect(status).toBe(200);
    expect(data).toMatchObject({ featured: true, status: "Completed", title: before.data.title, tags: before.data.tags });
  });

  it("renames and re-slugs, and replaces the genres", async () => {
    const { data } = await call("PUT", "/series/4", { token: admin, json: { title: "Gearheart Academy Returns", genreIds: [3] } });
    expect(data).toMatchObject({ slug: "gearheart-academy-returns", genres: ["Comedy"] });
  });

  it("answers 404 for a missing series and 409 for a taken title", async () => {
    await expectError(call("PUT", "/series/99999", { token: admin, json: { featured: true } }), 404, "Series not found");
    await expectError(call("PUT", "/series/5", { token: admin, json: { title: "Stellar Ramen Detectives" } }), 409);
  });
});

describe("DELETE /api/series/{id}", () => {
  it("deletes the series with its episodes, comments and Top 10 slots; schedule entries keep their title", async () => {
    const episodes = await rowCount("episodes");
    const scheduled = await env.DB.prepare("SELECT count(*) AS n FROM schedule_entries WHERE series_id = 1").first<{ n: number }>();
    const own = await env.DB.prepare("SELECT count(*) AS n FROM episodes WHERE series_id = 1").first<{ n: number }>();
    expect((await call("DELETE", "/series/1", { token: admin })).status).toBe(200);
    expect(await rowCount("episodes")).toBe(episodes - own!.n);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE episode_id = 1").first()).toEqual({ n: 0 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM top10_entries WHERE series_id = 1").first()).toEqual({ n: 0 });
    const orphans = await env.DB.prepare(
      "SELECT count(*) AS n FROM schedule_entries WHERE series_id IS NULL AND title = 'Sword of the Jade Emperor'",
    ).first<{ n: number }>();
    expect(orphans!.n).toBe(scheduled!.n);
    await expectError(call("DELETE", "/series/1", { token: admin }), 404);
  });
});
