// Issue #85: a viewer's year of watching, counted. Episodes opened at times this file chooses
// (through the domain's own recordWatch, as the API records them), then the stats answer checked
// against a count by hand: hours from the durations, months, weekdays and hours on the viewer's
// clocks, genres and studios by time spent, scores, audio; and only the caller's own.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { recordWatch } from "~/domain/watch-history/commands.server";
import { todayIn } from "~/lib/dates";
import { seedDemo, testAppContext } from "../support/app-context";
import { adminToken, call, expectError, newUser } from "../support/api";
import { fetchWorker, redirectTarget, userSessionCookie } from "../support/worker";

type Viewer = Awaited<ReturnType<typeof newUser>>;
let viewer: Viewer;
/** The two series' ids and their episodes' ids, by name. */
const made = { first: 0, second: 0, episodes: {} as Record<string, number> };

/** When each episode was opened (an instant), and what it is. */
const WATCHES = [
  // The year before: counted in 2025 only (openings come in time order, as they do).
  { episode: "A4", at: "2025-06-01T12:00:00.000Z" },
  // 01:00 on Sunday 1 February in Shanghai, still 31 January in UTC.
  { episode: "A1", at: "2026-01-31T17:00:00.000Z" },
  // 10:00 on Sunday 1 February.
  { episode: "A2", at: "2026-02-01T02:00:00.000Z" },
  // 20:00 on Monday 2 March.
  { episode: "A3", at: "2026-03-02T12:00:00.000Z" },
  // 20:30 on Tuesday 3 March.
  { episode: "B1", at: "2026-03-03T12:30:00.000Z" },
  // 01:00 on 1 January 2027 in Shanghai: not 2026 there, but 2026 in UTC.
  { episode: "B2", at: "2026-12-31T17:00:00.000Z" },
  // A1 again in May: an episode counts once, when first opened.
  { episode: "A1", at: "2026-05-01T12:00:00.000Z" },
];

const stats = (who: { token: string }, query: string) => call("GET", `/users/me/stats?${query}`, { token: who.token });

beforeAll(async () => {
  await seedDemo();
  const admin = await adminToken();
  const genres = (await call("GET", "/genres")).data as { id: number; name: string }[];
  const genreId = (name: string) => genres.find((genre) => genre.name === name)!.id;
  const add = async (title: string, genre: string, studio: string) => {
    const created = await call("POST", "/series", {
      token: admin,
      json: { title, description: "Counted by the stats test.", genreIds: [genreId(genre)], studio, tags: ["Elf"] },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    return created.data.id as number;
  };
  made.first = await add("Stats Counted Action", "Action", "Madhouse");
  made.second = await add("Stats Counted Romance", "Romance", "Bones");
  const episodes: [string, number, number, string | null, string][] = [
    ["A1", made.first, 1, "24m", "Sub"],
    ["A2", made.first, 2, "24 min", "Sub"],
    ["A3", made.first, 3, "1h 30m", "Dub"],
    ["A4", made.first, 4, "24m", "Sub"],
    ["B1", made.second, 1, "23:40", "Raw"],
    ["B2", made.second, 2, null, "Sub"],
  ];
  for (const [name, seriesId, number, duration, language] of episodes) {
    const created = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: seriesId, episode_number: number, title: name, description: "An episode.", duration, language },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    made.episodes[name] = created.data.id;
  }
  viewer = await newUser("stats");
  const app = testAppContext();
  for (const { episode, at } of WATCHES) {
    const seriesId = episode.startsWith("A") ? made.first : made.second;
    await recordWatch(app, viewer.id, { series_id: seriesId, episode_id: made.episodes[episode]! }, Date.parse(at));
  }
  for (const [seriesId, score] of [
    [made.first, 8],
    [made.second, 6],
  ])
    expect((await call("PUT", `/users/me/list/${seriesId}`, { token: viewer.token, json: { status: "completed", score } })).status).toBe(
      200,
    );
});

describe("a viewer's year, counted", () => {
  it("matches a count by hand on the viewer's clocks (Asia/Shanghai)", async () => {
    const answer = await stats(viewer, "year=2026&tz=Asia/Shanghai");
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    const week = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
    week[6]![1] = 1; // Sunday 01:00
    week[6]![10] = 1; // Sunday 10:00
    week[0]![20] = 1; // Monday 20:00
    week[1]![20] = 1; // Tuesday 20:30
    expect(answer.data).toMatchObject({
      year: 2026,
      time_zone: "Asia/Shanghai",
      // A1, A2, A3 and B1; B2 fell in 2027 there, A1's second opening is not another episode.
      episodes: 4,
      // 24 + 24 + 90 minutes and 23 min 40 s: 161 min 40 s.
      hours: 2.7,
      series: 2,
      mean_score: 7,
      months: [0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      week,
      genres: [
        { name: "Action", hours: 2.3, episodes: 3 },
        { name: "Romance", hours: 0.4, episodes: 1 },
      ],
      studios: [
        { name: "Madhouse", hours: 2.3, episodes: 3 },
        { name: "Bones", hours: 0.4, episodes: 1 },
      ],
      tags: [{ name: "Elf", hours: 2.7, episodes: 4 }],
      scores: [0, 0, 0, 0, 0, 1, 0, 1, 0, 0],
      audio: { sub: 2, dub: 1, raw: 1, unknown: 0 },
      // 2 and 3 March.
      longest_streak: 2,
      first: { series_id: made.first, watched_at: "2026-01-31T17:00:00.000Z" },
      last: { series_id: made.second, watched_at: "2026-03-03T12:30:00.000Z" },
    });
    expect(answer.data.top_series.map((entry: { id: number }) => entry.id)).toEqual([made.first, made.second]);
  });

  it("counts the same watching on another zone's clocks, and marks a series completed in the year it was", async () => {
    const utc = (await stats(viewer, "year=2026&tz=UTC")).data;
    expect(utc).toMatchObject({ episodes: 5, months: [1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1], audio: { sub: 3, dub: 1, raw: 1, unknown: 0 } });
    // B2's duration is not known: its time counts nothing, its episode counts.
    expect(utc.hours).toBe(2.7);
    // The list entries were completed today, whatever year that is.
    const thisYear = Number(todayIn("Asia/Shanghai").slice(0, 4));
    expect((await stats(viewer, `year=${thisYear}&tz=Asia/Shanghai`)).data.completed).toBe(2);
    expect((await stats(viewer, `year=${thisYear - 20}&tz=Asia/Shanghai`)).data).toMatchObject({
      episodes: 0,
      completed: 0,
      mean_score: null,
    });
  });

  it("answers only the caller's own watching, to a signed-in caller, and refuses a bad year or zone by name", async () => {
    const other = await newUser("stats");
    expect((await stats(other, "year=2026&tz=UTC")).data).toMatchObject({ episodes: 0, series: 0, genres: [], top_series: [] });
    expect((await call("GET", "/users/me/stats?year=2026")).status).toBe(401);
    await expectError(stats(viewer, "tz=Mars/Olympus_Mons"), 400, "Time zone must be an IANA name, such as Asia/Shanghai");
    await expectError(stats(viewer, "year=1999"), 400, "Year must be at least 2000");
  });

  it("draws the year on /account/stats with no script: charts with their tables, in the page's language; signed out, to the sign-in", async () => {
    const cookie = await userSessionCookie(viewer.token);
    const page = await fetchWorker("/zh-Hans/account/stats?year=2026&tz=Asia/Shanghai", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toContain("每月集数");
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)?.length).toBeGreaterThanOrEqual(3);
    // The month chart's table: February and March, two episodes each.
    expect(html).toMatch(/<td>2月<\/td><td class="text-end tabular-nums">2<\/td>/);
    expect(html).toContain("Madhouse");
    const refused = await (await fetchWorker("/zh-Hans/account/stats?tz=Nowhere/Atlantis", { headers: { Cookie: cookie } })).text();
    expect(refused).toContain("时区必须是 IANA 名称，例如 Asia/Shanghai");
    // The site's zone (UTC here, which the runtime's own list leaves out) is the one chosen.
    expect(refused).toMatch(/<option value="UTC" selected="">UTC<\/option>/);
    const signedOut = await fetchWorker("/account/stats", { redirect: "manual" });
    expect(await redirectTarget(signedOut)).toMatch(/^\/login/);
  });
});

describe("a year shared", () => {
  const yearPage = "/account/year/2026?tz=Asia/Shanghai";
  const post = async (intent: string, cookie: string) =>
    fetchWorker(yearPage, {
      method: "POST",
      body: new URLSearchParams({ intent }),
      redirect: "manual",
      headers: { Cookie: cookie, Origin: "https://example.com" },
    });
  const keyOn = async (cookie: string) =>
    /\/y\/([A-Za-z0-9_-]{24})/.exec(await (await fetchWorker(yearPage, { headers: { Cookie: cookie } })).text())?.[1];

  it("shows only that year at its address, to anyone, out of search engines; revoked, it is gone, and sharing again makes another", async () => {
    const cookie = await userSessionCookie(viewer.token);
    expect(await keyOn(cookie)).toBeUndefined();
    expect((await post("share", cookie)).status).toBe(302);
    const key = await keyOn(cookie);
    expect(key).toBeDefined();

    const shared = await fetchWorker(`/y/${key}`);
    expect(shared.status).toBe(200);
    const html = await shared.text();
    expect(html).toContain(`${viewer.username}&#x27;s 2026 in anime`);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain("Stats Counted Action");
    // 2026 on the clocks it was shared with: four episodes, not 2025's, nor 2027's.
    expect(html).toMatch(/<dd class="text-2xl font-black">4<\/dd>/);
    expect(html).not.toMatch(/<script[^>]+src=/);

    expect((await post("unshare", cookie)).status).toBe(302);
    expect((await fetchWorker(`/y/${key}`)).status).toBe(404);
    await post("share", cookie);
    const again = await keyOn(cookie);
    expect(again).toBeDefined();
    expect(again).not.toBe(key);
    expect((await fetchWorker(`/y/${again}`)).status).toBe(200);
  });

  it("is the viewer's own to share: another viewer's page and forms touch only their own year", async () => {
    const cookie = await userSessionCookie(viewer.token);
    const key = await keyOn(cookie);
    const other = await newUser("stats");
    const otherCookie = await userSessionCookie(other.token);
    expect(await keyOn(otherCookie)).toBeUndefined();
    expect((await post("unshare", otherCookie)).status).toBe(302);
    expect((await fetchWorker(`/y/${key}`)).status).toBe(200);
    expect((await fetchWorker("/y/not-a-key-anyone-was-given")).status).toBe(404);
  });

  it("names no series above the cap of whoever opens it", async () => {
    const cookie = await userSessionCookie(viewer.token);
    const key = await keyOn(cookie);
    const admin = await adminToken();
    const rate = (rating: string | null) => call("PUT", `/series/${made.second}`, { token: admin, json: { rating } });
    expect((await rate("rx")).status).toBe(200);
    const html = await (await fetchWorker(`/y/${key}`)).text();
    expect(html).not.toContain("Stats Counted Romance");
    expect(html).toContain("Stats Counted Action");
    expect(html).toMatch(/<dd class="text-2xl font-black">4<\/dd>/);
    expect((await rate(null)).status).toBe(200);
  });
});

describe("a series completed", () => {
  it("counts in the year it was completed, not the year of a later edit; taken back, it counts nowhere", async () => {
    const thisYear = Number(todayIn("Asia/Shanghai").slice(0, 4));
    const completed = async (year: number) => (await stats(viewer, `year=${year}&tz=Asia/Shanghai`)).data.completed as number;
    // Completed six years ago, as a tracker's list might say; a score changed today moves nothing.
    await env.DB.prepare("UPDATE list_entries SET completed_at = ? WHERE user_id = ? AND series_id = ?")
      .bind(`${thisYear - 6}-06-01T00:00:00.000Z`, viewer.id, made.first)
      .run();
    expect(
      (await call("PUT", `/users/me/list/${made.first}`, { token: viewer.token, json: { status: "completed", score: 9 } })).status,
    ).toBe(200);
    expect([await completed(thisYear - 6), await completed(thisYear)]).toEqual([1, 1]);
    expect((await call("PUT", `/users/me/list/${made.first}`, { token: viewer.token, json: { status: "watching" } })).status).toBe(200);
    expect([await completed(thisYear - 6), await completed(thisYear)]).toEqual([0, 1]);
  });
});
