// Issue #22, history across devices: a signed-in viewer's watch history (the visitor spec's rules:
// one entry a series, the 20 newest) and resume positions live in the account, through the API and
// the pages' /account/history alike; a browser's history merges in at sign-in; the viewer clears
// it; nobody reads or changes another's; and it goes with the account.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker, userSessionCookie } from "../support/worker";

type Series = { id: number; slug: string; title: string };
let catalogue: Series[];
let episodeOf: (seriesId: number) => Promise<{ id: number; episode_number: number }>;
beforeAll(async () => {
  await seedDemo();
  catalogue = (await call("GET", "/series?limit=30")).data;
  episodeOf = async (seriesId) => (await call("GET", `/episodes?series_id=${seriesId}&limit=1`)).data[0];
});

const history = async (token: string) =>
  (await call("GET", "/users/me/history", { token })).data as {
    entries: { series_id: number; episode_id: number | null; series_title: string }[];
    positions: { episode_id: number; position: number }[];
  };
const pagePost = (cookie: string, intent: string, payload: unknown) =>
  fetchWorker("/account/history", {
    method: "POST",
    body: new URLSearchParams({ intent, payload: typeof payload === "string" ? payload : JSON.stringify(payload) }),
    headers: { Origin: "https://example.com", Cookie: cookie },
  });

describe("the account's watch history", () => {
  it("keeps one entry a series, newest first, and the 20 newest", async () => {
    const viewer = await newUser("watcher");
    const [first, second] = catalogue;
    const episode = await episodeOf(first!.id);
    expect((await call("POST", "/users/me/history", { token: viewer.token, json: { series_id: first!.id } })).status).toBe(200);
    await call("POST", "/users/me/history", { token: viewer.token, json: { series_id: second!.id } });
    await call("POST", "/users/me/history", { token: viewer.token, json: { series_id: first!.id, episode_id: episode.id } });
    const { entries } = await history(viewer.token);
    expect(entries.map((entry) => [entry.series_id, entry.episode_id])).toEqual([
      [first!.id, episode.id],
      [second!.id, null],
    ]);
    for (const series of catalogue.slice(0, 25))
      await call("POST", "/users/me/history", { token: viewer.token, json: { series_id: series.id } });
    const kept = (await history(viewer.token)).entries;
    expect(kept).toHaveLength(20);
    expect(kept[0]!.series_id).toBe(catalogue[24]!.id);
  });

  it("refuses what names nothing, or an episode of another series", async () => {
    const viewer = await newUser("watcher");
    const [first, second] = catalogue;
    const otherEpisode = await episodeOf(second!.id);
    await expectError(call("POST", "/users/me/history", { token: viewer.token, json: { series_id: 999999 } }), 404, "Series not found");
    await expectError(
      call("POST", "/users/me/history", { token: viewer.token, json: { series_id: first!.id, episode_id: otherEpisode.id } }),
      404,
      "Episode not found",
    );
    await expectError(
      call("PUT", "/users/me/history/positions/999999", { token: viewer.token, json: { position: 10, duration: 100 } }),
      404,
      "Episode not found",
    );
    await expectError(
      call("PUT", `/users/me/history/positions/${otherEpisode.id}`, { token: viewer.token, json: { position: -1, duration: 100 } }),
      400,
    );
    expect((await history(viewer.token)).entries).toEqual([]);
  });

  it("merges a browser's history as the newest, keeps the newer position, and drops what names nothing", async () => {
    const viewer = await newUser("merger");
    const [a, b, c] = catalogue;
    const episode = await episodeOf(a!.id);
    await call("POST", "/users/me/history", { token: viewer.token, json: { series_id: c!.id } });
    await call("PUT", `/users/me/history/positions/${episode.id}`, { token: viewer.token, json: { position: 300, duration: 1400 } });
    const merged = await call("POST", "/users/me/history/merge", {
      token: viewer.token,
      json: {
        entries: [{ series_id: a!.id, episode_id: episode.id }, { series_id: 999999 }, { series_id: b!.id }],
        positions: [{ episode_id: episode.id, position: 60, duration: 1400, saved_at: 1 }],
      },
    });
    expect(merged.status).toBe(200);
    expect(merged.data.entries.map((entry: { series_id: number }) => entry.series_id)).toEqual([a!.id, b!.id, c!.id]);
    // The account's position is newer than the browser's (saved at 1 ms after 1970): it stays.
    expect(merged.data.positions).toEqual([expect.objectContaining({ episode_id: episode.id, position: 300 })]);
    await expectError(
      call("POST", "/users/me/history/merge", {
        token: viewer.token,
        json: { entries: Array.from({ length: 21 }, () => ({ series_id: a!.id })), positions: [] },
      }),
      400,
    );
  });

  it("is cleared in part or whole by the viewer", async () => {
    const viewer = await newUser("clearer");
    const [a, b] = catalogue;
    const episode = await episodeOf(a!.id);
    for (const series of [a, b]) await call("POST", "/users/me/history", { token: viewer.token, json: { series_id: series!.id } });
    await call("PUT", `/users/me/history/positions/${episode.id}`, { token: viewer.token, json: { position: 30, duration: 100 } });
    await call("POST", "/users/me/history/clear", { token: viewer.token, json: { series_ids: [a!.id] } });
    expect((await history(viewer.token)).entries.map((entry) => entry.series_id)).toEqual([b!.id]);
    await call("POST", "/users/me/history/clear", { token: viewer.token, json: {} });
    expect(await history(viewer.token)).toEqual({ entries: [], positions: [] });
  });

  it("is one viewer's own, and goes with the account", async () => {
    const [owner, stranger] = [await newUser("owner"), await newUser("stranger")];
    await call("POST", "/users/me/history", { token: owner.token, json: { series_id: catalogue[0]!.id } });
    await call("POST", "/users/me/history/clear", { token: stranger.token, json: {} });
    await pagePost(await userSessionCookie(stranger.token), "clear", {});
    expect((await history(stranger.token)).entries).toEqual([]);
    expect((await history(owner.token)).entries).toHaveLength(1);
    await expectError(call("GET", "/users/me/history"), 401);
    expect((await call("DELETE", `/users/${owner.id}`, { token: await adminToken() })).status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM watch_history WHERE user_id = ?").bind(owner.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe("the pages' /account/history", () => {
  it("records and reads the signed-in viewer's history by cookie, never cached", async () => {
    const viewer = await newUser("pager");
    const cookie = await userSessionCookie(viewer.token);
    const episode = await episodeOf(catalogue[1]!.id);
    const recorded = await pagePost(cookie, "record", { series_id: catalogue[1]!.id, episode_id: episode.id });
    expect(recorded.status).toBe(200);
    expect(recorded.headers.get("Cache-Control")).toBe("private, no-store");
    const saved = await pagePost(cookie, "position", { episode_id: episode.id, position: 42, duration: 1440 });
    expect(saved.status).toBe(200);
    const read = await fetchWorker("/account/history", { headers: { Cookie: cookie } });
    const body = (await read.json()) as Awaited<ReturnType<typeof history>>;
    expect(body.entries[0]).toMatchObject({ series_id: catalogue[1]!.id, episode_id: episode.id, series_title: catalogue[1]!.title });
    expect(body.positions).toEqual([expect.objectContaining({ episode_id: episode.id, position: 42 })]);
    expect(await history(viewer.token)).toEqual(body);
  });

  it("refuses a visitor who is not signed in, and a payload that is not the schema's", async () => {
    expect((await fetchWorker("/account/history")).status).toBe(401);
    const cookie = await userSessionCookie((await newUser("pager")).token);
    expect((await pagePost(cookie, "record", "{not json")).status).toBe(400);
    expect((await pagePost(cookie, "record", { series_id: "x" })).status).toBe(400);
    expect((await pagePost(cookie, "explode", {})).status).toBe(400);
  });
});
