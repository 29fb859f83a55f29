// Issue #67: a series in one step, from AniList, MyAnimeList or Bangumi's stand-ins
// (tests/support/catalogue-stand-ins.ts), which answer bangumi-data's real series as the services do;
// issue #83: a donghua from Bangumi, with its Chinese title.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { drawRealSizeCover } from "~/.server/seed/media";
import { zonedDateTime } from "~/lib/dates";
import { seedDemo } from "../support/app-context";
import { adminToken, call, expectError } from "../support/api";
import type { Asked } from "../support/catalogue-stand-ins";
import { realSeriesWithIds } from "../support/real-titles";
import { fetchWorker, heldImageQueue } from "../support/worker";

const FRIEREN = { anilist: 154587, mal: 52991, bangumi: 400602, native: "葬送のフリーレン", chinese: "葬送的芙莉莲" };
/** A donghua of 2017 (bangumi-data's), named in Chinese only. */
const DONGHUA = { bangumi: 204251, mal: 34675, title: "超游世界" };
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
      "source must be anilist, mal or bangumi",
    );
    await expectError(
      call("POST", "/series", { token: admin, json: { from: { source: "anilist", id: "one" } } }),
      400,
      "from.id must be a number",
    );
  });
});

describe("a donghua from Bangumi", () => {
  it("answers Bangumi's candidates for Chinese words, the Chinese title first, asked in the open with the site's User-Agent", async () => {
    // The stand-in answers 403 to a request whose User-Agent names no app, as Bangumi does.
    const found = await call("GET", `/series/lookup?source=bangumi&q=${encodeURIComponent("芙莉莲")}`, { token: admin });
    expect(found.status, JSON.stringify(found.data)).toBe(200);
    expect(found.data.find((candidate: { id: number }) => candidate.id === FRIEREN.bangumi)).toEqual({
      source: "bangumi",
      id: FRIEREN.bangumi,
      title: FRIEREN.chinese,
      native_title: FRIEREN.native,
      format: "TV",
      year: 2023,
      episodes: 28,
      cover_url: `${env.SOURCES_STAND_IN}/art/bangumi-cover-${FRIEREN.bangumi}-m.jpg`,
      series_id: null,
    });
    const donghua = await call("GET", `/series/lookup?source=bangumi&q=${encodeURIComponent(DONGHUA.title)}`, { token: admin });
    expect(donghua.data.map((candidate: { id: number }) => candidate.id)).toContain(DONGHUA.bangumi);
    expect((await asked()).some((request) => request.method === "POST" && request.path.startsWith("/bangumi/v0/search/subjects?"))).toBe(
      true,
    );
  });

  it("previews a subject: its Chinese title, every other name, a plain synopsis, its studio, the genres its tags name", async () => {
    const preview = await call("GET", `/series/lookup?source=bangumi&id=${FRIEREN.bangumi}`, { token: admin });
    expect(preview.status, JSON.stringify(preview.data)).toBe(200);
    expect(preview.data).toMatchObject({
      source: "bangumi",
      title: FRIEREN.chinese,
      description: "打倒魔王的勇者一行人踏上了归途。\n\n精灵魔法使芙莉莲与同伴们分别，在此后漫长的岁月里，她开始去了解人类。",
      type: "TV",
      status: "Completed",
      season: "Fall",
      year: 2023,
      studio: "マッドハウス",
      // Of its readers' tags (奇幻, 漫画改, 2023年10月, 冒险, 治愈, MADHOUSE), those naming a genre.
      genres: ["Fantasy", "Adventure"],
      tags: [],
      bangumi_id: FRIEREN.bangumi,
      anilist_id: null,
      // Not Bangumi's to say: bangumi-data's, from the file beside the static files.
      mal_id: FRIEREN.mal,
      cover_url: `${env.SOURCES_STAND_IN}/art/bangumi-cover-${FRIEREN.bangumi}.jpg`,
      airing: [],
    });
    expect(preview.data.alt_titles).toEqual([
      { lang: "ja", title: FRIEREN.native },
      { lang: "und", title: "葬送的芙莉蓮" },
      { lang: "und", title: "Frieren: Beyond the Journey's End" },
      { lang: "und", title: "Frieren: Beyond Journey's End" },
    ]);
    await expectError(
      call("GET", "/series/lookup?source=bangumi&id=999999999", { token: admin }),
      404,
      "Bangumi series 999999999 not found",
    );
  });

  it("adds a donghua from Bangumi with its id and its cover, and finds it on the site after", async () => {
    const cover = await drawRealSizeCover(env.IMAGES, DONGHUA.title);
    expect((await standIn(`/art/bangumi-cover-${DONGHUA.bangumi}.jpg`, { method: "PUT", body: cover })).status).toBe(201);
    // Its variants are the images queue's, held here as above.
    const created = await call("POST", "/series", {
      token: admin,
      json: { from: { source: "bangumi", id: DONGHUA.bangumi } },
      vars: { IMAGE_QUEUE: heldImageQueue().queue },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data).toMatchObject({
      title: DONGHUA.title,
      alt_titles: [],
      description: "少年们在一款超大型网络游戏中相遇。\n他们结伴闯关，也在游戏之外认识彼此。",
      type: "ONA",
      status: "Completed",
      season: "Winter",
      year: 2017,
      bangumi_id: DONGHUA.bangumi,
      // bangumi-data's MyAnimeList id for it.
      mal_id: DONGHUA.mal,
      anilist_id: null,
      genres: ["Comedy"],
    });
    expect(created.data.cover_image).toMatch(/^\/uploads\//);
    expect(new Uint8Array(await (await fetchWorker(created.data.cover_image)).arrayBuffer())).toEqual(cover);

    const again = await call("GET", `/series/lookup?source=bangumi&q=${encodeURIComponent(DONGHUA.title)}`, { token: admin });
    expect(again.data.find((candidate: { id: number }) => candidate.id === DONGHUA.bangumi).series_id).toBe(created.data.id);
    await expectError(call("POST", "/series", { token: admin, json: { from: { source: "bangumi", id: DONGHUA.bangumi } } }), 409);
  });

  it("answers 502, storing nothing, when Bangumi answers in a shape it never sends", async () => {
    await expectError(
      call("GET", "/series/lookup?source=bangumi&q=malformed-page", { token: admin }),
      502,
      "Bangumi answered in a shape this site does not read; try again later",
    );
    const [real] = realSeriesWithIds(3);
    await standIn("/__set", { method: "POST", body: JSON.stringify({ bangumi: { malformed: real!.bangumi_id } }) });
    const before = (await call("GET", "/series?limit=1")).headers.get("X-Total-Count");
    await expectError(call("POST", "/series", { token: admin, json: { from: { source: "bangumi", id: real!.bangumi_id } } }), 502);
    expect((await call("GET", "/series?limit=1")).headers.get("X-Total-Count")).toBe(before);
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
    // The stand-ins serve every file, and the other core's files ask them meanwhile: this call's own words are counted.
    const words = `Dandadan ${crypto.randomUUID().slice(0, 8)}`;
    const askedFor = async () => (await asked()).filter((request) => request.path.startsWith("/anilist") && request.body.includes(words));
    const paused = await expectError(call("GET", `/series/lookup?source=anilist&q=${encodeURIComponent(words)}`, { token: admin }), 503);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(100);
    expect(await askedFor()).toEqual([]);
  });
});
