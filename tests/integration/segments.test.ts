// An episode's skip segments (issue #82, decision 068): the admin's typed intro and outro first;
// else what AniSkip knows, asked of its stand-in (tests/support/aniskip-stand-in.ts) by the series'
// MyAnimeList id, once, and kept: found or not. bangumi-data's real series, with their ids.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "~/.server/auth/server-sessions";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { adminToken, call, expectError, newUser } from "../support/api";
import { testAppContext } from "../support/app-context";
import { fetchWorker } from "../support/worker";
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
const ADMIN = "/studio-login/admin";
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
    ["answers a page that is not JSON", { status: 200, body: "<html><body>Checking your browser…</body></html>" }],
  ])("are none, and nothing is kept, when AniSkip %s", async (_, raw) => {
    const series = await call("GET", `/series?mal_id=${knownToAniSkip!.mal_id}`);
    const number = raw.status === 503 ? 3 : typeof raw.body === "string" ? 5 : 4;
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

describe("viewers' segments", () => {
  let episodeId: number;
  const send = (token: string, json: unknown) => call("POST", `/episodes/${episodeId}/segments`, { token, json });
  const vote = (token: string, id: string, value: "up" | "down") => call("POST", `/segments/${id}/vote`, { token, json: { vote: value } });
  const served = async () => (await segments(episodeId)).filter(({ source }) => source === "viewers");

  beforeAll(async () => {
    const series = await call("GET", `/series?mal_id=${timedHere!.mal_id}`);
    episodeId = (await addEpisode(admin, (series.data as { id: number }[])[0]!.id, 2, { duration: "24:00" })).id;
  });

  it("are sent by a signed-in viewer within the episode's length, and served beside the others", async () => {
    const viewer = await newUser();
    const sent = await send(viewer.token, { kind: "recap", start: 0, end: 75.5 });
    expect(sent.status, JSON.stringify(sent.data)).toBe(201);
    expect(sent.data).toEqual({ id: expect.stringMatching(/^\d+$/), kind: "recap", start: 0, end: 75.5, source: "viewers", votes: 0 });
    expect(await served()).toEqual([sent.data]);
    await expectError(send(viewer.token, { kind: "outro", start: 1400, end: 1500 }), 400, "end must be within the episode (24:00)");
    await expectError(send(viewer.token, { kind: "outro", start: 100, end: 101 }), 400, "end must be at least 3 seconds after start");
    await expectError(send(viewer.token, { kind: "opening", start: 0, end: 90 }), 400, /kind must be one of intro, outro/);
    await expectError(send("", { kind: "intro", start: 0, end: 90 }), 401);
    await expectError(call("POST", "/episodes/999999/segments", { token: viewer.token, json: { kind: "intro", start: 0, end: 90 } }), 404);
    expect(await served()).toHaveLength(1);
  });

  it("take one vote an account, and are no longer served once voted down to -2", async () => {
    const [author, first, second, third] = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    const { data } = await send(author!.token, { kind: "preview", start: 1380, end: 1440 });
    const id = (data as { id: string }).id;
    expect((await vote(first!.token, id, "up")).data).toEqual({ id, votes: 1 });
    expect((await vote(first!.token, id, "up")).data).toEqual({ id, votes: 1 });
    expect((await vote(first!.token, id, "down")).data).toEqual({ id, votes: -1 });
    expect((await served()).find((segment) => segment.id === id)?.votes).toBe(-1);
    expect((await vote(second!.token, id, "down")).data).toEqual({ id, votes: -2 });
    expect((await served()).some((segment) => segment.id === id)).toBe(false);
    expect((await vote(third!.token, id, "up")).data).toEqual({ id, votes: -1 });
    expect((await served()).some((segment) => segment.id === id)).toBe(true);
    await expectError(vote(first!.token, id, "sideways" as "up"), 400, 'vote must be "up" or "down"');
    await expectError(vote(first!.token, "999999", "up"), 404);
  });

  it("are limited to 20 an hour per account", async () => {
    const viewer = await newUser();
    for (let index = 0; index < 20; index++) {
      const { status } = await send(viewer.token, { kind: "intro", start: index, end: index + 60 });
      expect(status).toBe(201);
    }
    const refused = await send(viewer.token, { kind: "intro", start: 0, end: 60 });
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({ error: "You have sent too many skip segments. Try again in 60 minutes." });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
  });

  it("are removed by an admin, with their votes, and recorded in the audit log", async () => {
    const viewer = await newUser();
    const { data } = await send(viewer.token, { kind: "mixed_outro", start: 1300, end: 1390 });
    const id = (data as { id: string }).id;
    await expectError(call("DELETE", `/segments/${id}`, { token: viewer.token }), 403);
    expect((await call("DELETE", `/segments/${id}`, { token: admin })).data).toEqual({ ok: true });
    expect((await served()).some((segment) => segment.id === id)).toBe(false);
    await expectError(call("DELETE", `/segments/${id}`, { token: admin }), 404, "Segment not found");
    await expectError(vote(viewer.token, id, "up"), 404);
    const log = await call("GET", "/admin/audit?entity=segments", { token: admin });
    expect(JSON.stringify(log.data)).toContain(`"entity_id":"${id}"`);
  });

  it("are listed on the admins' screen by sender, without JavaScript, and removed from there, audited", async () => {
    const sender = await newUser();
    const { data } = await send(sender.token, { kind: "recap", start: 0, end: 95 });
    const id = (data as { id: string }).id;
    await send((await newUser()).token, { kind: "preview", start: 1380, end: 1440 });
    const cookie = adminCookie(await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
    const screen = await fetchWorker(`${ADMIN}/segments?username=${sender.username}`, { headers: { Cookie: cookie } });
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain("Recaps");
    expect(html).toContain("0:00 – 1:35");
    expect(html).toContain(sender.username);
    expect(html).not.toContain("Previews");
    const removed = await postAdminForm(`${ADMIN}/segments`, cookie, new URLSearchParams({ intent: "delete", id }));
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toContain("notice=Skip+segment+removed");
    expect((await served()).some((segment) => segment.id === id)).toBe(false);
    const log = await call("GET", "/admin/audit?entity=segments", { token: admin });
    expect(JSON.stringify(log.data)).toContain(`"entity_id":"${id}"`);
    const again = await postAdminForm(`${ADMIN}/segments`, cookie, new URLSearchParams({ intent: "delete", id }));
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Segment not found");
  });
});

describe("a viewer's auto skip", () => {
  it("starts empty, is saved by PUT /api/users/me once a kind, and an unknown kind is refused, changing nothing", async () => {
    const viewer = await newUser();
    const put = (fields: Record<string, unknown>) =>
      call("PUT", "/users/me", { token: viewer.token, json: { email: viewer.email, username: viewer.username, ...fields } });
    const me = async () =>
      (await call("GET", "/users/me", { token: viewer.token })).data as { auto_skip: string[]; location: string | null };
    expect((await me()).auto_skip).toEqual([]);
    const saved = await put({ auto_skip: ["intro", "recap", "intro"] });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.auto_skip).toEqual(["intro", "recap"]);
    const before = await me();
    expect(before.auto_skip).toEqual(["intro", "recap"]);
    await expectError(
      put({ auto_skip: ["opening"], location: "Changed" }),
      400,
      /Auto skip must be any of: intro, outro, recap, preview, mixed_intro, mixed_outro/,
    );
    expect(await me()).toEqual(before);
    expect((await put({ location: "Osaka" })).data.auto_skip).toEqual(["intro", "recap"]);
  });
});
