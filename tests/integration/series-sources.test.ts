// Issue #67: a series in one step, from AniList or MyAnimeList's stand-ins
// (tests/support/catalogue-stand-ins.ts), which answer bangumi-data's real series as the services do.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { drawRealSizeCover } from "~/.server/seed/media";
import { zonedDateTime } from "~/lib/dates";
import { seedDemo } from "../support/app-context";
import { adminToken, call, expectError } from "../support/api";
import type { Asked } from "../support/catalogue-stand-ins";
import { realSeriesWithIds } from "../support/real-titles";
import { fetchWorker, heldImageQueue } from "../support/worker";

const FRIEREN = { anilist: 154587, mal: 52991, native: "葬送のフリーレン" };
const standIn = (path: string, init?: RequestInit) => fetch(`${env.SOURCES_STAND_IN}${path}`, init);
const asked = async () => (await (await standIn("/__asked")).json()) as Asked[];
const uploadCount = async () => Number((await env.DB.prepare("SELECT count(*) AS n FROM uploads").first<{ n: number }>())!.n);

let admin: string;
/** When Frieren's next episode airs, as the stand-in says (lookups are kept a day: said before any). */
const nextAiring = Date.now() + 3 * 86_400_000;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  await standIn("/__set", { method: "POST", body: JSON.stringify({ airing: { id: FRIEREN.anilist, next: nextAiring } }) });
});

describe("finding a series at its source", () => {
  it("answers AniList's candidates for words, with their native titles, marking none as on the site yet", async () => {
    const found = await call("GET", "/series/lookup?source=anilist&q=Frieren", { token: admin });
    expect(found.status, JSON.stringify(found.data)).toBe(200);
    const frieren = found.data.find((candidate: { id: number }) => candidate.id === FRIEREN.anilist);
    expect(frieren).toMatchObject({ source: "anilist", native_title: FRIEREN.native, format: "TV", year: 2023, series_id: null });
    expect(frieren.title).toMatch(/^Frieren/);
  });

  it("answers MyAnimeList's candidates, asking with the site's client id", async () => {
    const found = await call("GET", "/series/lookup?source=mal&q=Frieren", { token: admin });
    expect(found.status, JSON.stringify(found.data)).toBe(200);
    expect(found.data.map((candidate: { id: number }) => candidate.id)).toContain(FRIEREN.mal);
    const malCalls = (await asked()).filter((request) => request.path.startsWith("/mal/v2/anime?"));
    expect(malCalls.length).toBeGreaterThan(0);
  });

  it("previews a series as the create's fields: plain synopsis, titles in their languages, the studio, no spoiler tags", async () => {
    const preview = await call("GET", `/series/lookup?source=anilist&id=${FRIEREN.anilist}`, { token: admin });
    expect(preview.status, JSON.stringify(preview.data)).toBe(200);
    expect(preview.data).toMatchObject({
      type: "TV",
      status: "Ongoing",
      season: "Fall",
      year: 2023,
      studio: "Madhouse",
      anilist_id: FRIEREN.anilist,
      mal_id: FRIEREN.mal,
    });
    expect(preview.data.title).toMatch(/^Frieren/);
    expect(preview.data.alt_titles).toEqual(
      expect.arrayContaining([
        { lang: "ja", title: FRIEREN.native },
        { lang: "ja-Latn", title: "Sousou no Frieren" },
      ]),
    );
    expect(preview.data.description).toContain("Decades after their grand adventure");
    expect(preview.data.description).not.toMatch(/<|Source:/);
    expect(preview.data.tags).toEqual(["Elf", "Travel"]);
    expect(preview.data.genres).toEqual(["Adventure", "Drama", "Fantasy"]);
  });

  // The sixth probe (issue #80): AniList's description with an encoded tag came back as markup.
  it("previews a synopsis whose tags AniList wrote as entities, once or twice, as plain text", async () => {
    const { anilist_id: id } = realSeriesWithIds(400)[0]!;
    const attempts = [
      "A quiet town.&lt;img src=x onerror=alert(1)&gt; Then a storm.<br>",
      "A quiet town.&amp;lt;img src=x onerror=alert(1)&amp;gt; Then a storm.",
    ];
    for (const text of attempts) {
      await standIn("/__set", { method: "POST", body: JSON.stringify({ description: { id, text } }) });
      const preview = await call("GET", `/series/lookup?source=anilist&id=${id}`, { token: admin });
      expect(preview.status, JSON.stringify(preview.data)).toBe(200);
      expect(preview.data.description).toBe("A quiet town. Then a storm.");
    }
  });

  it("previews a MyAnimeList series without its rewrite note", async () => {
    const preview = await call("GET", `/series/lookup?source=mal&id=${FRIEREN.mal}`, { token: admin });
    expect(preview.status, JSON.stringify(preview.data)).toBe(200);
    expect(preview.data).toMatchObject({ mal_id: FRIEREN.mal, anilist_id: null, studio: "Madhouse", trailer_url: null });
    expect(preview.data.description).not.toMatch(/Written by|<|Source:/);
  });

  it("answers 404 for an id the source lacks, and 400 for neither words nor id", async () => {
    await expectError(
      call("GET", "/series/lookup?source=anilist&id=999999999", { token: admin }),
      404,
      "AniList series 999999999 not found",
    );
    await expectError(call("GET", "/series/lookup?source=anilist", { token: admin }), 400);
    await expectError(call("GET", "/series/lookup?source=anilist&q=Frieren"), 401);
  });
});

describe("adding a series from its source", () => {
  it("stores it with its cover as an upload, its genres, and its coming episodes on the schedule at the site's times", async () => {
    const cover = await drawRealSizeCover(env.IMAGES, "Frieren");
    expect(cover.byteLength).toBeGreaterThan(200_000);
    expect((await standIn(`/art/cover-${FRIEREN.anilist}.jpg`, { method: "PUT", body: cover })).status).toBe(201);

    // Its variants are asked of the images queue, as an upload's; making them is image-variants.test.ts's.
    const images = heldImageQueue();
    const created = await call("POST", "/series", {
      token: admin,
      json: { from: { source: "anilist", id: FRIEREN.anilist } },
      vars: { IMAGE_QUEUE: images.queue },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(images.held).toEqual([{ key: created.data.cover_image.slice("/uploads/".length) }]);
    expect(created.data).toMatchObject({
      anilist_id: FRIEREN.anilist,
      mal_id: FRIEREN.mal,
      studio: "Madhouse",
      tags: ["Elf", "Travel"],
      trailer_url: "https://www.youtube.com/watch?v=qgQPKdn7Hk8",
    });
    expect(created.data.genres).toEqual(["Adventure", "Drama", "Fantasy"]);
    expect(created.data.cover_image).toMatch(/^\/uploads\//);
    const stored = await fetchWorker(created.data.cover_image);
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(cover);

    const airings = await call("GET", `/schedule?series_id=${created.data.id}`);
    const first = zonedDateTime(new Date(nextAiring - (nextAiring % 1000)), env.SITE_TIMEZONE);
    expect(airings.data[0]).toEqual({ episode: 5, air_date: first.date, air_time: first.time });
    expect(airings.data.map((airing: { episode: number }) => airing.episode)).toEqual([5, 6, 7]);

    const again = await call("GET", "/series/lookup?source=anilist&q=Frieren", { token: admin });
    expect(again.data.find((candidate: { id: number }) => candidate.id === FRIEREN.anilist).series_id).toBe(created.data.id);
    await expectError(call("POST", "/series", { token: admin, json: { from: { source: "mal", id: FRIEREN.mal } } }), 409);
  });

  it("takes the admin's fields over the source's, a cover left out included", async () => {
    const [real] = realSeriesWithIds(1);
    const before = await uploadCount();
    const created = await call("POST", "/series", {
      token: admin,
      json: {
        from: { source: "anilist", id: real!.anilist_id },
        title: "Chosen by the admin",
        description: "The source has no synopsis of this one.",
        cover_image: null,
        genreIds: [],
      },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data).toMatchObject({ title: "Chosen by the admin", cover_image: null, genres: [], anilist_id: real!.anilist_id });
    expect(await uploadCount()).toBe(before);
  });

  it("never fetches a picture the answer names on a host ARTWORK_HOSTS lacks, and stores nothing for the refused save", async () => {
    // The older of the two newest: the newest was added by the test before.
    const [other] = realSeriesWithIds(2);
    await standIn("/__set", { method: "POST", body: JSON.stringify({ coverElsewhere: other!.anilist_id }) });
    const before = { uploads: await uploadCount(), series: (await call("GET", "/series?limit=1")).headers.get("X-Total-Count") };
    await expectError(
      call("POST", "/series", { token: admin, json: { from: { source: "anilist", id: other!.anilist_id }, description: "Written here." } }),
      400,
      /host is not one ARTWORK_HOSTS names/,
    );
    const standInPort = new URL(env.SOURCES_STAND_IN).port;
    expect((await asked()).filter((request) => request.host === `localhost:${standInPort}`)).toEqual([]);
    expect(await uploadCount()).toBe(before.uploads);
    expect((await call("GET", "/series?limit=1")).headers.get("X-Total-Count")).toBe(before.series);
  });

  it("refuses a body naming no known source, or a source's id that is not a number", async () => {
    await expectError(
      call("POST", "/series", { token: admin, json: { from: { source: "kitsu", id: 1 } } }),
      400,
      "source must be anilist or mal",
    );
    await expectError(
      call("POST", "/series", { token: admin, json: { from: { source: "anilist", id: "one" } } }),
      400,
      "from.id must be a number",
    );
  });
});

describe("the sources' limits", () => {
  it("waits out a short Retry-After and asks once more, no sooner than it said", async () => {
    const words = `busy-once-${crypto.randomUUID().slice(0, 8)}`;
    const found = await call("GET", `/series/lookup?source=anilist&q=${words}`, { token: admin });
    expect(found.status, JSON.stringify(found.data)).toBe(200);
    const tries = (await asked()).filter((request) => request.body.includes(words));
    expect(tries).toHaveLength(2);
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it("keeps a day's lookups in KV: the same search again does not reach the source", async () => {
    const count = async () => (await asked()).filter((request) => request.body.includes('"search":"Frieren"')).length;
    const before = await count();
    await call("GET", "/series/lookup?source=anilist&q=Frieren", { token: admin });
    expect(await count()).toBe(before);
  });

  // Last in this file: the pause it starts holds AniList back for every later lookup here.
  it("answers 503 with Retry-After on a long one, and asks the source nothing more until it passes", async () => {
    const refused = await expectError(
      call("GET", "/series/lookup?source=anilist&q=busy-long-wait", { token: admin }),
      503,
      /AniList asks to wait 120 s/,
    );
    expect(refused.headers.get("Retry-After")).toBe("120");
    const before = (await asked()).length;
    const paused = await expectError(call("GET", "/series/lookup?source=anilist&q=Dandadan", { token: admin }), 503);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(100);
    expect((await asked()).length).toBe(before);
  });
});
