// Bangumi, Shikimori and Simkl (issue #83, decision 071), against stand-ins that speak their
// documented protocols (tests/support/list-service-stand-ins.ts): each connected through its own
// OAuth habits (state used once, bound to the browser that started it), its list pulled and
// merged in the site's words, each kind of change pushed, a 429 honoured, a refresh, a revoked
// grant shown, disconnecting; and no token in any answer or log line.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, call, listHere, newUser } from "../support/api";
import { BANGUMI_EPISODES, type ListServiceName, SERVICE_ACCOUNTS } from "../support/list-service-stand-ins";
import { realSeriesWithIds } from "../support/real-titles";
import { deliverSourceMessage, heldSourcesQueue } from "../support/sources-queue";
import type { StandInListEntry } from "../support/tracker-stand-ins";
import { fetchWorker, pageSessionCookie } from "../support/worker";

type Viewer = Awaited<ReturnType<typeof newUser>>;

// bangumi-data's series with all three ids: the first two on the site, the third only on the trackers.
const [onSiteA, onSiteB, elsewhere] = realSeriesWithIds(3) as [
  ReturnType<typeof realSeriesWithIds>[number],
  ReturnType<typeof realSeriesWithIds>[number],
  ReturnType<typeof realSeriesWithIds>[number],
];
const seriesIds: number[] = [];

const said = (facts: unknown) => fetch(`${env.SOURCES_STAND_IN}/__set`, { method: "POST", body: JSON.stringify(facts) });
const serviceSays = (provider: ListServiceName, entries: StandInListEntry[]) => said({ trackerList: { provider, entries } });
const serviceList = async (provider: ListServiceName) =>
  (await (await fetch(`${env.SOURCES_STAND_IN}/__tracker-list/${provider}`)).json()) as StandInListEntry[];
const record = async () =>
  (await (await fetch(`${env.SOURCES_STAND_IN}/__service-record`)).json()) as {
    simklWholeLists: number;
    simklWrites: number[];
    tokenRequests: Record<ListServiceName, Record<string, string>[]>;
  };

const trackerOf = async (who: Viewer, provider: ListServiceName) =>
  ((await call("GET", "/users/me/trackers", { token: who.token })).data as { provider: string }[]).find(
    (tracker) => tracker.provider === provider,
  ) as Record<string, unknown>;
const sync = (who: Viewer, provider: ListServiceName) => call("POST", `/users/me/trackers/${provider}/sync`, { token: who.token });
const storedLink = (userId: number, provider: string) =>
  env.DB.prepare("SELECT * FROM tracker_links WHERE user_id = ? AND provider = ?").bind(userId, provider).first<Record<string, unknown>>();

/** Connects the viewer's account on the provider from their own browser: Connect, the provider's page, the callback. */
async function connect(who: Viewer, provider: ListServiceName) {
  const started = await call("POST", `/users/me/trackers/${provider}/authorize`, { token: who.token });
  expect(started.status).toBe(200);
  const approved = await fetch(started.data.url, { redirect: "manual" });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get("Location")!);
  const callback = `${back.pathname}${back.search}`;
  const cookie = await pageSessionCookie(who.username, who.password);
  const landed = await fetchWorker(callback, { redirect: "manual", headers: { Cookie: cookie } });
  expect(landed.headers.get("Location")).toBe(`/account/trackers?connected=${provider}`);
  return { url: new URL(started.data.url), callback, cookie };
}

/** Changes the viewer's entry here and sends it through the worker's own queue consumer. */
async function changeAndSend(who: Viewer, seriesId: number, change: { status: string; score?: number; progress?: number } | null) {
  const { held, queue } = heldSourcesQueue();
  const answer =
    change === null
      ? await call("DELETE", `/users/me/list/${seriesId}`, { token: who.token, vars: { SOURCES_QUEUE: queue } })
      : await call("PUT", `/users/me/list/${seriesId}`, { token: who.token, json: change, vars: { SOURCES_QUEUE: queue } });
  expect(answer.status, JSON.stringify(answer.data)).toBeLessThan(300);
  expect(held).toHaveLength(1);
  expect((await deliverSourceMessage(held[0]!)).explicitAcks).toEqual(["message-1"]);
}

/** Every line the worker logs while the file runs: none may carry a token. */
const logged: unknown[][] = [];
beforeAll(async () => {
  for (const level of ["log", "warn", "error", "info"] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));
  const admin = await adminToken();
  for (const series of [onSiteA, onSiteB]) {
    const created = await call("POST", "/series", {
      token: admin,
      json: {
        title: series.title,
        description: "On the site.",
        anilist_id: series.anilist_id,
        mal_id: series.mal_id,
        bangumi_id: series.bangumi_id,
      },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    seriesIds.push(created.data.id);
  }
});
afterAll(() => {
  expect(JSON.stringify(logged)).not.toMatch(/(access|refresh)-(bangumi|shikimori|simkl)-\d/);
  vi.restoreAllMocks();
});

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("Bangumi", () => {
  let viewer: Viewer;
  beforeAll(async () => {
    viewer = await newUser("bangumi");
    // Bangumi's words: 2 done, 3 doing, 1 wish; rates out of 10; the Chinese title shown.
    await serviceSays("bangumi", [
      { id: onSiteA.bangumi_id, title: onSiteA.title, status: 2, score: 8, progress: 12, updatedAt: ago(2) },
      { id: onSiteB.bangumi_id, title: onSiteB.title, status: 3, score: 0, progress: 3, updatedAt: ago(2) },
      { id: elsewhere.bangumi_id, title: elsewhere.title, status: 1, score: 0, progress: 0, updatedAt: ago(2) },
    ]);
  });

  it("connects with the app's secret in the form, and pulls the collections in the site's words", async () => {
    const { url, callback, cookie } = await connect(viewer, "bangumi");
    expect(url.pathname).toBe("/bangumi-oauth/authorize");
    expect(url.searchParams.get("redirect_uri")).toBe("https://example.com/trackers/bangumi/callback");
    const [granted] = (await record()).tokenRequests.bangumi.slice(-1);
    expect(granted).toMatchObject({
      grant_type: "authorization_code",
      client_id: "bgm-stand-in-app",
      redirect_uri: url.searchParams.get("redirect_uri"),
    });
    // The state was spent: the same callback again connects nothing.
    const again = await fetchWorker(callback, { redirect: "manual", headers: { Cookie: cookie } });
    expect(again.headers.get("Location")).toBe("/account/trackers?expired=bangumi");

    const shown = await trackerOf(viewer, "bangumi");
    expect(shown).toMatchObject({ connected: true, username: SERVICE_ACCOUNTS.bangumi.name });
    expect(shown.unmatched).toEqual([{ id: elsewhere.bangumi_id, title: elsewhere.title }]);
    const here = await listHere(viewer);
    expect(here.get(seriesIds[0]!)).toEqual({ status: "completed", score: 8, progress: 12 });
    expect(here.get(seriesIds[1]!)).toEqual({ status: "watching", score: null, progress: 3 });
    const row = await storedLink(viewer.id, "bangumi");
    expect(String(row!.access_token)).not.toContain("access-bangumi");
    expect(String(row!.refresh_token)).not.toContain("refresh-bangumi");
  });

  it("pushes a change as the collection's type and rate, and the progress as episodes marked watched", async () => {
    await changeAndSend(viewer, seriesIds[1]!, { status: "on_hold", score: 7, progress: 5 });
    expect((await serviceList("bangumi")).find((entry) => entry.id === onSiteB.bangumi_id)).toMatchObject({
      status: 4,
      score: 7,
      progress: 5,
    });
    // Fewer episodes watched here (a correction): the rest are marked unwatched there.
    await changeAndSend(viewer, seriesIds[1]!, { status: "watching", progress: 2 });
    expect((await serviceList("bangumi")).find((entry) => entry.id === onSiteB.bangumi_id)).toMatchObject({ status: 3, progress: 2 });
    // Past every episode Bangumi lists: all of them.
    await changeAndSend(viewer, seriesIds[0]!, { status: "completed", score: 9, progress: BANGUMI_EPISODES + 3 });
    expect((await serviceList("bangumi")).find((entry) => entry.id === onSiteA.bangumi_id)).toMatchObject({
      status: 2,
      score: 9,
      progress: BANGUMI_EPISODES,
    });
    // Bangumi's API removes nothing: the removal stays here, and nothing fails.
    await changeAndSend(viewer, seriesIds[1]!, null);
    expect((await serviceList("bangumi")).some((entry) => entry.id === onSiteB.bangumi_id)).toBe(true);
    expect(await trackerOf(viewer, "bangumi")).toMatchObject({ pending: 0, failed: [] });
  });

  it("refreshes an expired grant with the redirect address Bangumi asks for, and honours a 429", async () => {
    await env.DB.prepare("UPDATE tracker_links SET expires_at = ? WHERE user_id = ? AND provider = 'bangumi'")
      .bind(ago(1), viewer.id)
      .run();
    expect((await sync(viewer, "bangumi")).status).toBe(200);
    const [refresh] = (await record()).tokenRequests.bangumi.slice(-1);
    expect(refresh).toMatchObject({ grant_type: "refresh_token", redirect_uri: "https://example.com/trackers/bangumi/callback" });
    expect(Date.parse(String((await storedLink(viewer.id, "bangumi"))!.expires_at))).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    await said({ busy: "bangumi" });
    const busy = await sync(viewer, "bangumi");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe("60");
    // The pause holds for everyone until it passes: nobody here asks Bangumi meanwhile.
    expect((await sync(viewer, "bangumi")).status).toBe(503);
    await env.CACHE.delete("source-pause:bangumi");
    expect((await sync(viewer, "bangumi")).status).toBe(200);
  });

  it("shows a revoked grant as to reconnect, and disconnecting keeps the list here", async () => {
    await said({ revoked: "bangumi" });
    const refused = await sync(viewer, "bangumi");
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).not.toMatch(/access-|refresh-/);
    expect(await trackerOf(viewer, "bangumi")).toMatchObject({ connected: true, needs_reconnect: true });
    const before = await listHere(viewer);
    expect((await call("DELETE", "/users/me/trackers/bangumi", { token: viewer.token })).status).toBe(200);
    expect(await storedLink(viewer.id, "bangumi")).toBeNull();
    expect(await listHere(viewer)).toEqual(before);
  });
});

describe("Shikimori", () => {
  let viewer: Viewer;
  beforeAll(async () => {
    viewer = await newUser("shikimori");
    // Shikimori's anime ids are MyAnimeList's; watching again is watching here.
    await serviceSays("shikimori", [
      { id: onSiteA.mal_id, title: "", status: "rewatching", score: 9, progress: 4, updatedAt: ago(2) },
      { id: onSiteB.mal_id, title: "", status: "planned", score: 0, progress: 0, updatedAt: ago(2) },
      { id: elsewhere.mal_id, title: "", status: "on_hold", score: 5, progress: 1, updatedAt: ago(2) },
    ]);
  });

  it("connects with the user_rates scope and pulls the anime rates by their MyAnimeList ids", async () => {
    const { url } = await connect(viewer, "shikimori");
    expect(url.pathname).toBe("/shikimori/oauth/authorize");
    expect(url.searchParams.get("scope")).toBe("user_rates");
    const here = await listHere(viewer);
    expect(here.get(seriesIds[0]!)).toEqual({ status: "watching", score: 9, progress: 4 });
    expect(here.get(seriesIds[1]!)).toEqual({ status: "plan_to_watch", score: null, progress: 0 });
    // The manga rate the stand-in adds when the type is not asked was never asked for.
    expect((await trackerOf(viewer, "shikimori")).unmatched).toEqual([{ id: elsewhere.mal_id, title: `MyAnimeList #${elsewhere.mal_id}` }]);
  });

  it("pushes the status with every count, and a removal", async () => {
    await changeAndSend(viewer, seriesIds[1]!, { status: "on_hold", score: 6, progress: 3 });
    expect((await serviceList("shikimori")).find((entry) => entry.id === onSiteB.mal_id)).toMatchObject({
      status: "on_hold",
      score: 6,
      progress: 3,
    });
    await changeAndSend(viewer, seriesIds[1]!, null);
    expect((await serviceList("shikimori")).some((entry) => entry.id === onSiteB.mal_id)).toBe(false);
  });

  it("finishes a connection only in the browser that started it", async () => {
    const other = await newUser("shikimori");
    const started = await call("POST", "/users/me/trackers/shikimori/authorize", { token: other.token });
    const approved = await fetch(started.data.url, { redirect: "manual" });
    const back = new URL(approved.headers.get("Location")!);
    // Approved on Shikimori, and landing in the first viewer's browser: the state is the other's.
    const landed = await fetchWorker(`${back.pathname}${back.search}`, {
      redirect: "manual",
      headers: { Cookie: await pageSessionCookie(viewer.username, viewer.password) },
    });
    expect(landed.headers.get("Location")).toBe("/account/trackers?expired=shikimori");
    expect(await storedLink(other.id, "shikimori")).toBeNull();
  });

  it("rotates the refresh token on a refresh, and the spent one is refused", async () => {
    const before = await storedLink(viewer.id, "shikimori");
    await env.DB.prepare("UPDATE tracker_links SET expires_at = ? WHERE user_id = ? AND provider = 'shikimori'")
      .bind(ago(1), viewer.id)
      .run();
    expect((await sync(viewer, "shikimori")).status).toBe(200);
    const after = await storedLink(viewer.id, "shikimori");
    expect(after!.refresh_token).not.toBe(before!.refresh_token);
    // Shikimori does not take the redirect address with a refresh; only Bangumi is sent it.
    const [refresh] = (await record()).tokenRequests.shikimori.slice(-1);
    expect(refresh).toMatchObject({ grant_type: "refresh_token", client_id: "shiki-stand-in-app" });
    expect(refresh).not.toHaveProperty("redirect_uri");
  });
});

describe("Simkl", () => {
  let viewer: Viewer;
  beforeAll(async () => {
    viewer = await newUser("simkl");
    await serviceSays("simkl", [
      { id: onSiteA.mal_id, title: onSiteA.title, status: "completed", score: 8, progress: 12, updatedAt: ago(3) },
      { id: elsewhere.mal_id, title: elsewhere.title, status: "plantowatch", score: 0, progress: 0, updatedAt: ago(3) },
    ]);
  });

  it("connects naming the app, and reads the whole list once, then only what changed", async () => {
    const { url } = await connect(viewer, "simkl");
    expect(url.pathname).toBe("/simkl-oauth/authorize");
    expect(url.searchParams.get("app-version")).toBe("1.0");
    const [granted] = (await record()).tokenRequests.simkl.slice(-1);
    expect(granted).toMatchObject({ grant_type: "authorization_code", client_secret: "simkl-stand-in-secret" });
    expect((await listHere(viewer)).get(seriesIds[0]!)).toEqual({ status: "completed", score: 8, progress: 12 });
    expect((await record()).simklWholeLists).toBe(1);

    // Nothing changed there: the list is not asked for at all.
    expect((await sync(viewer, "simkl")).data).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      unmatched: [{ id: elsewhere.mal_id, title: elsewhere.title }],
    });
    // One entry changed there: only it comes, and the whole list is still asked once only.
    await serviceSays("simkl", [
      { id: onSiteA.mal_id, title: onSiteA.title, status: "completed", score: 8, progress: 12, updatedAt: ago(3) },
      { id: onSiteB.mal_id, title: onSiteB.title, status: "hold", score: 6, progress: 2, updatedAt: new Date().toISOString() },
    ]);
    expect((await sync(viewer, "simkl")).data).toMatchObject({ added: 1, updated: 0, unchanged: 0 });
    expect((await listHere(viewer)).get(seriesIds[1]!)).toEqual({ status: "on_hold", score: 6, progress: 2 });
    expect((await record()).simklWholeLists).toBe(1);
  });

  it("pushes the status, the episodes and the rating a second apart, and a removal", async () => {
    const writesBefore = (await record()).simklWrites.length;
    await changeAndSend(viewer, seriesIds[1]!, { status: "watching", score: 9, progress: 4 });
    expect((await serviceList("simkl")).find((entry) => entry.id === onSiteB.mal_id)).toMatchObject({
      status: "watching",
      score: 9,
      progress: 4,
    });
    const writes = (await record()).simklWrites.slice(writesBefore);
    expect(writes).toHaveLength(3);
    for (let index = 1; index < writes.length; index++) expect(writes[index]! - writes[index - 1]!).toBeGreaterThanOrEqual(990);
    await changeAndSend(viewer, seriesIds[1]!, null);
    expect((await serviceList("simkl")).some((entry) => entry.id === onSiteB.mal_id)).toBe(false);
  });

  it("marks a revoked grant to reconnect: Simkl's tokens have no refresh", async () => {
    await said({ revoked: "simkl" });
    await serviceSays("simkl", []);
    expect((await sync(viewer, "simkl")).status).toBe(409);
    expect(await trackerOf(viewer, "simkl")).toMatchObject({ needs_reconnect: true });
  });
});
