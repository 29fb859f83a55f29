// An episode's skip segments (issue #82, decision 068): the admin's typed intro and outro first;
// else what AniSkip knows, asked of its stand-in (tests/support/aniskip-stand-in.ts) by the series'
// MyAnimeList id, once, and kept: found or not. bangumi-data's real series, with their ids.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError } from "../support/api";
import type { Asked } from "../support/catalogue-stand-ins";
import { addEpisode } from "../support/catalogue";
import { realSeriesWithIds } from "../support/real-titles";

const [timedHere, knownToAniSkip] = realSeriesWithIds(90).slice(80, 82);
const standIn = (path: string, init?: RequestInit) => fetch(`${env.SOURCES_STAND_IN}${path}`, init);
const askedOf = async (malId: number, episode: number) =>
  ((await (await standIn("/__asked")).json()) as Asked[]).filter(({ path }) =>
    path.startsWith(`/aniskip/v2/skip-times/${malId}/${episode}?`),
  );

let admin: string;
const seriesWithMalId = async ({ title, mal_id }: { title: string; mal_id: number }) => {
  const { status, data } = await call("POST", "/series", { token: admin, json: { title, description: "A real series.", mal_id } });
  expect(status, JSON.stringify(data)).toBe(201);
  return data as { id: number };
};
const segments = async (episodeId: number) => {
  const { status, data } = await call("GET", `/episodes/${episodeId}/segments`);
  expect(status, JSON.stringify(data)).toBe(200);
  return data as { id: string; kind: string; start: number; end: number; source: string; votes: number }[];
};

beforeAll(async () => {
  admin = await adminToken();
});

describe("an episode's skip segments", () => {
  it("are the admin's typed intro and outro where there are any, and AniSkip is not asked", async () => {
    const series = await seriesWithMalId(timedHere!);
    const episode = await addEpisode(admin, series.id, 1, {
      duration: "24:00",
      intro_start: 90,
      intro_end: 180,
      outro_start: 1350,
      outro_end: 1440,
    });
    expect(await segments(episode.id)).toEqual([
      { id: "admin-intro", kind: "intro", start: 90, end: 180, source: "admin", votes: 0 },
      { id: "admin-outro", kind: "outro", start: 1350, end: 1440, source: "admin", votes: 0 },
    ]);
    expect(await askedOf(timedHere!.mal_id, 1)).toEqual([]);
  });

  it("are AniSkip's where no admin timed the episode, asked once with the episode's length and kept", async () => {
    const series = await seriesWithMalId(knownToAniSkip!);
    const episode = await addEpisode(admin, series.id, 1, { duration: "23:40" });
    await standIn("/__set", {
      method: "POST",
      body: JSON.stringify({
        skipTimes: {
          malId: knownToAniSkip!.mal_id,
          episode: 1,
          results: [
            { type: "op", start: 0.5, end: 89.4, length: 1420.2 },
            { type: "mixed-ed", start: 1330, end: 1419, length: 1421 },
            { type: "recap", start: 89.4, end: 120, length: 1419 },
            // Measured on another cut of the episode, more than 20 s longer: not this one's.
            { type: "ed", start: 1400, end: 1490, length: 1500 },
          ],
        },
      }),
    });
    const answer = await segments(episode.id);
    expect(answer.map(({ kind, start, end, source, votes }) => ({ kind, start, end, source, votes }))).toEqual([
      { kind: "intro", start: 0.5, end: 89.4, source: "aniskip", votes: 0 },
      { kind: "mixed_outro", start: 1330, end: 1419, source: "aniskip", votes: 0 },
      { kind: "recap", start: 89.4, end: 120, source: "aniskip", votes: 0 },
    ]);
    expect(answer.every(({ id }) => id.startsWith("aniskip-"))).toBe(true);
    expect(await segments(episode.id)).toEqual(answer);
    const asked = await askedOf(knownToAniSkip!.mal_id, 1);
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0]!.path, "http://stand-in").searchParams;
    expect(query.get("episodeLength")).toBe("1420");
    expect(query.getAll("types").sort()).toEqual(["ed", "mixed-ed", "mixed-op", "op", "recap"]);
  });

  it("are none where AniSkip knows nothing (its 404 with found: false), kept so it is asked once", async () => {
    const series = await call("GET", `/series?mal_id=${knownToAniSkip!.mal_id}`);
    const episode = await addEpisode(admin, (series.data as { id: number }[])[0]!.id, 2);
    expect(await segments(episode.id)).toEqual([]);
    expect(await segments(episode.id)).toEqual([]);
    const asked = await askedOf(knownToAniSkip!.mal_id, 2);
    expect(asked).toHaveLength(1);
    // An episode without a length asks for any.
    expect(new URL(asked[0]!.path, "http://stand-in").searchParams.get("episodeLength")).toBe("0");
  });

  it.each([
    ["fails (503)", { status: 503, body: { message: "Service Unavailable" } }],
    [
      "answers a shape of its own",
      { status: 200, body: { found: true, results: [{ interval: { startTime: -5, endTime: "90" }, skipType: "intro" }] } },
    ],
  ])("are none, and nothing is kept, when AniSkip %s", async (_, raw) => {
    const series = await call("GET", `/series?mal_id=${knownToAniSkip!.mal_id}`);
    const number = raw.status === 503 ? 3 : 4;
    const episode = await addEpisode(admin, (series.data as { id: number }[])[0]!.id, number);
    await standIn("/__set", {
      method: "POST",
      body: JSON.stringify({ skipTimes: { malId: knownToAniSkip!.mal_id, episode: number, raw } }),
    });
    expect(await segments(episode.id)).toEqual([]);
    expect(await segments(episode.id)).toEqual([]);
    expect(await askedOf(knownToAniSkip!.mal_id, number)).toHaveLength(2);
  });

  it("answer 404 for an episode that does not exist", async () => {
    await expectError(call("GET", "/episodes/999999/segments"), 404);
  });
});
