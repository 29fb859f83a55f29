// Connecting AniList and MyAnimeList (issue #66, decision 060), against the stand-ins of their
// OAuth (tests/support/tracker-stand-ins.ts): the state used once and in time, MyAnimeList's PKCE
// verifier, the tokens sealed at rest and in no answer, disconnecting, a provider not configured.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, listHere, newUser } from "../support/api";
import { realSeriesWithIds } from "../support/real-titles";
import { type StandInListEntry, TRACKER_ACCOUNTS } from "../support/tracker-stand-ins";
import { fetchWorker, pageSessionCookie } from "../support/worker";
import { deliverSourceMessage, heldSourcesQueue } from "../support/sources-queue";

type Viewer = Awaited<ReturnType<typeof newUser>>;
let viewer: Viewer;

const trackers = (who: Viewer, vars?: Record<string, unknown>) => call("GET", "/users/me/trackers", { token: who.token, vars });
const authorize = (who: Viewer, provider: string, vars?: Record<string, unknown>) =>
  call("POST", `/users/me/trackers/${provider}/authorize`, { token: who.token, vars });

/** The viewer allows the site on the provider's page, which sends the browser back with a code. */
async function approve(url: string) {
  const answer = await fetch(url, { redirect: "manual" });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get("Location")!);
  return `${back.pathname}${back.search}`;
}

/** Each viewer's page session: the browser the provider sends back is the one that started. */
const cookies = new Map<number, Promise<string>>();
const browserOf = (who: Viewer) => {
  if (!cookies.has(who.id)) cookies.set(who.id, pageSessionCookie(who.username, who.password));
  return cookies.get(who.id)!;
};

/** The provider's redirect landing on the site in `who`'s browser (none: signed out): where the site then sends them. */
async function land(callback: string, who: Viewer | null = viewer, vars?: Record<string, unknown>) {
  const headers = who ? { Cookie: await browserOf(who) } : undefined;
  const landed = await fetchWorker(callback, { redirect: "manual", headers }, vars);
  expect(landed.status).toBe(302);
  return landed.headers.get("Location");
}

const storedLink = (userId: number, provider: string) =>
  env.DB.prepare("SELECT * FROM tracker_links WHERE user_id = ? AND provider = ?").bind(userId, provider).first<Record<string, unknown>>();

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
// bangumi-data's series with both ids: the first two on the site, the rest only on the trackers.
const real = realSeriesWithIds(1203);
const [onSiteA, onSiteB, elsewhere] = real as [(typeof real)[number], (typeof real)[number], (typeof real)[number]];
const seriesIds: number[] = [];

const said = (facts: unknown) => fetch(`${env.SOURCES_STAND_IN}/__set`, { method: "POST", body: JSON.stringify(facts) });
const aniListSays = (entries: StandInListEntry[]) => said({ trackerList: { provider: "anilist", entries } });
const sync = (who: Viewer, provider: string) => call("POST", `/users/me/trackers/${provider}/sync`, { token: who.token });

beforeAll(async () => {
  viewer = await newUser("tracker");
  const admin = await adminToken();
  for (const series of [onSiteA, onSiteB]) {
    const created = await call("POST", "/series", {
      token: admin,
      json: { title: series.title, description: "On the site.", anilist_id: series.anilist_id, mal_id: series.mal_id },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    seriesIds.push(created.data.id);
  }
  await aniListSays([
    { id: onSiteA.anilist_id, title: onSiteA.title, status: "COMPLETED", score: 85, progress: 12, updatedAt: ago(2) },
    { id: onSiteB.anilist_id, title: onSiteB.title, status: "CURRENT", score: 0, progress: 3, updatedAt: ago(2) },
    { id: elsewhere.anilist_id, title: elsewhere.title, status: "PLANNING", score: 0, progress: 0, updatedAt: ago(2) },
  ]);
  // An older change to the first, and 1,201 series the site lacks: more than one of MyAnimeList's pages.
  await said({
    trackerList: {
      provider: "mal",
      entries: [
        { id: onSiteA.mal_id, title: onSiteA.title, status: "watching", score: 6, progress: 5, updatedAt: ago(3) },
        ...real
          .slice(2)
          .map((series) => ({ id: series.mal_id, title: series.title, status: "plan_to_watch", score: 0, progress: 0, updatedAt: ago(3) })),
      ],
    },
  });
});

describe("connecting a tracker", () => {
  it("offers every provider whose app is configured, none connected yet", async () => {
    const listed = await trackers(viewer);
    expect(listed.status).toBe(200);
    const notYet = {
      connected: false,
      needs_reconnect: false,
      username: null,
      connected_at: null,
      last_synced_at: null,
      pending: 0,
      failed: [],
      unmatched: [],
    };
    expect(listed.data).toEqual(["anilist", "mal", "bangumi", "shikimori", "simkl"].map((provider) => ({ provider, ...notYet })));
  });

  it("connects AniList through its authorization code grant, the tokens sealed and never shown", async () => {
    const started = await authorize(viewer, "anilist");
    expect(started.status).toBe(200);
    const url = new URL(started.data.url);
    expect(url.pathname).toBe("/anilist-oauth/authorize");
    expect(url.searchParams.get("redirect_uri")).toBe("https://example.com/trackers/anilist/callback");
    // Random, and ending with the language the viewer comes back to (the API's: the site's first).
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}\.en$/);

    const callback = await approve(started.data.url);
    expect(await land(callback)).toBe("/account/trackers?connected=anilist");
    const listed = await trackers(viewer);
    expect(listed.data[0]).toMatchObject({ provider: "anilist", connected: true, username: TRACKER_ACCOUNTS.anilist.name });
    expect(JSON.stringify(listed.data)).not.toMatch(/access-|refresh-/);

    const row = await storedLink(viewer.id, "anilist");
    expect(row).toMatchObject({ remote_id: TRACKER_ACCOUNTS.anilist.id, refresh_token: null });
    expect(String(row!.access_token)).not.toContain("access-anilist");
    expect(String(row!.access_token).length).toBeGreaterThan(40);

    // The same state again (a reload, or someone else's copy of the address): nothing connects.
    expect(await land(callback)).toBe("/account/trackers?expired=anilist");
  });

  it("pulls AniList's list on connecting: statuses and scores in the site's words, the series it lacks named", async () => {
    const here = await listHere(viewer);
    expect(here.get(seriesIds[0]!)).toEqual({ status: "completed", score: 9, progress: 12 });
    expect(here.get(seriesIds[1]!)).toEqual({ status: "watching", score: null, progress: 3 });
    const [aniList] = (await trackers(viewer)).data;
    expect(aniList.unmatched).toEqual([{ id: elsewhere.anilist_id, title: elsewhere.title }]);
    expect(aniList.last_synced_at).toEqual(expect.any(String));
    expect((await sync(viewer, "anilist")).data).toEqual({ added: 0, updated: 0, unchanged: 2, unmatched: aniList.unmatched });
  });

  it("keeps the newer change of each entry, here or there", async () => {
    const changedHere = await call("PUT", `/users/me/list/${seriesIds[1]}`, {
      token: viewer.token,
      json: { status: "watching", progress: 5 },
    });
    expect(changedHere.status).toBe(200);
    await aniListSays([
      { id: onSiteA.anilist_id, title: onSiteA.title, status: "COMPLETED", score: 100, progress: 12, updatedAt: new Date().toISOString() },
      { id: onSiteB.anilist_id, title: onSiteB.title, status: "CURRENT", score: 0, progress: 4, updatedAt: ago(1) },
    ]);
    expect((await sync(viewer, "anilist")).data).toMatchObject({ added: 0, updated: 1, unchanged: 1, unmatched: [] });
    const here = await listHere(viewer);
    expect(here.get(seriesIds[0]!)).toEqual({ status: "completed", score: 10, progress: 12 });
    expect(here.get(seriesIds[1]!)).toMatchObject({ progress: 5 });
  });

  it("connects MyAnimeList with a plain PKCE verifier of 43 to 128 characters, keeping its refresh token", async () => {
    const started = await authorize(viewer, "mal");
    const url = new URL(started.data.url);
    expect(url.searchParams.get("code_challenge_method")).toBe("plain");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w.~-]{43,128}$/);
    // The stand-in's token endpoint refuses a verifier that is not the challenge: it was sent.
    expect(await land(await approve(started.data.url))).toBe("/account/trackers?connected=mal");
    const row = await storedLink(viewer.id, "mal");
    expect(row!.refresh_token).toEqual(expect.any(String));
    expect(String(row!.refresh_token)).not.toContain("refresh-mal");
    const expires = Date.parse(String(row!.expires_at)) - Date.now();
    expect(expires).toBeGreaterThan(3_500_000);
    expect(expires).toBeLessThanOrEqual(3_600_000);

    // Its list, page after page: the entry changed here since stays; the 1,201 it alone has are named.
    const [, mal] = (await trackers(viewer)).data;
    expect(mal.unmatched).toHaveLength(1201);
    expect((await listHere(viewer)).get(seriesIds[0]!)).toMatchObject({ status: "completed" });
  });

  it("refreshes MyAnimeList's expired token, and marks a revoked AniList grant to reconnect", async () => {
    const before = await storedLink(viewer.id, "mal");
    await env.DB.prepare("UPDATE tracker_links SET expires_at = ? WHERE user_id = ? AND provider = 'mal'").bind(ago(1), viewer.id).run();
    expect((await sync(viewer, "mal")).status).toBe(200);
    const after = await storedLink(viewer.id, "mal");
    expect(after!.access_token).not.toBe(before!.access_token);
    expect(Date.parse(String(after!.expires_at))).toBeGreaterThan(Date.now());

    await said({ revoked: "anilist" });
    const refused = await sync(viewer, "anilist");
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).not.toMatch(/access-|refresh-/);
    expect((await trackers(viewer)).data[0]).toMatchObject({ provider: "anilist", connected: true, needs_reconnect: true });
  });

  it("refuses a state past its ten minutes, one another viewer started, and a made-up one", async () => {
    const other = await newUser("tracker");
    const started = await authorize(other, "anilist");
    const callback = await approve(started.data.url);
    await env.DB.prepare("UPDATE tracker_states SET expires_at = ? WHERE user_id = ?").bind("2000-01-01T00:00:00.000Z", other.id).run();
    expect(await land(callback, other)).toBe("/account/trackers?expired=anilist");

    // Signed in here as someone else than who started it: the page's session says who may finish.
    const again = await approve((await authorize(other, "anilist")).data.url);
    expect(await land(again, viewer)).toBe("/account/trackers?expired=anilist");
    expect(await storedLink(other.id, "anilist")).toBeNull();

    expect(await land("/trackers/mal/callback?code=made-up&state=made-up")).toBe("/account/trackers?expired=mal");
    expect(await land("/trackers/mal/callback?code=made-up&state=made-up.zh-Hans")).toBe("/zh-Hans/account/trackers?expired=mal");
    expect(await land("/trackers/mal/callback?error=access_denied&state=x")).toBe("/account/trackers?refused=mal");
  });

  // The sixth probe (issue #80): viewer E starts a connection and sends the provider's address to a
  // victim, who approves there while signed out here. The victim's account must never become E's.
  it.each(["anilist", "mal"])("connects nothing for a %s callback in a browser signed in to no one", async (provider) => {
    const attacker = await newUser("starter");
    const callback = await approve((await authorize(attacker, provider)).data.url);
    const signedOut = await land(callback, null);
    // The browser is asked to sign in first, and is told why; the state waits for whoever signs in.
    expect(signedOut).toBe(`/login?redirectTo=${encodeURIComponent(callback)}`);
    const login = await (await fetchWorker(signedOut!)).text();
    expect(login).toContain("Sign in to finish connecting your list tracker");
    expect(await storedLink(attacker.id, provider)).toBeNull();
    // The victim signs in here as themselves: the state is E's, so nothing connects to anyone.
    const victim = await newUser("victim");
    expect(await land(callback, victim)).toBe(`/account/trackers?expired=${provider}`);
    expect(await storedLink(attacker.id, provider)).toBeNull();
    expect(await storedLink(victim.id, provider)).toBeNull();
    // And E, signed in, cannot use it after that: it was spent on the refusal.
    expect(await land(callback, attacker)).toBe(`/account/trackers?expired=${provider}`);
    expect(await storedLink(attacker.id, provider)).toBeNull();
  });

  it("signs a signed-out viewer in and finishes their own connection, in their language", async () => {
    const own = await newUser("returning");
    const callback = await approve((await authorize(own, "anilist")).data.url);
    const loginPath = await land(callback, null);
    expect(loginPath).toBe(`/login?redirectTo=${encodeURIComponent(callback)}`);
    // The login page's form posts back to the callback, which now finds the session that started it.
    const back = new URL(loginPath!, "https://example.com").searchParams.get("redirectTo")!;
    expect(await land(back, own)).toBe("/account/trackers?connected=anilist");
    expect(await storedLink(own.id, "anilist")).toMatchObject({ remote_id: TRACKER_ACCOUNTS.anilist.id });
    expect(await land("/trackers/mal/callback?code=made-up&state=made-up.zh-Hans", null)).toMatch(/^\/zh-Hans\/login\?redirectTo=/);
  });

  it("disconnects, and a provider without its app configured is not offered", async () => {
    const left = await call("DELETE", "/users/me/trackers/anilist", { token: viewer.token });
    expect(left.status).toBe(200);
    expect(left.data[0]).toMatchObject({ provider: "anilist", connected: false, username: null });
    expect(await storedLink(viewer.id, "anilist")).toBeNull();

    const withoutAniList = { ANILIST_CLIENT_ID: undefined };
    expect((await trackers(viewer, withoutAniList)).data.map((tracker: { provider: string }) => tracker.provider)).toEqual([
      "mal",
      "bangumi",
      "shikimori",
      "simkl",
    ]);
    expect((await authorize(viewer, "anilist", withoutAniList)).status).toBe(404);
    expect((await call("GET", "/users/me/trackers")).status).toBe(401);
  });
});

describe("sending the list to the trackers", () => {
  let pusher: Viewer;
  const trackerList = async (provider: string) =>
    (await (await fetch(`${env.SOURCES_STAND_IN}/__tracker-list/${provider}`)).json()) as StandInListEntry[];
  /** A change through the API, which must be accepted. */
  async function accepted(change: () => Promise<{ status: number }>) {
    const changed = await change();
    expect(changed.status).toBeLessThan(300);
    return changed;
  }

  /** What waits to be sent to AniList and to MyAnimeList, as the API says. */
  const pending = async () =>
    (await call("GET", "/users/me/trackers", { token: pusher.token })).data
      .slice(0, 2)
      .map((tracker: { pending: number }) => tracker.pending);

  beforeAll(async () => {
    pusher = await newUser("pusher");
    for (const provider of ["anilist", "mal"])
      expect(await land(await approve((await authorize(pusher, provider)).data.url), pusher)).toMatch(/connected=/);
  });

  it("sends an entry set here to AniList and MyAnimeList, in their words, through the queue", async () => {
    const { held, queue } = heldSourcesQueue();
    await accepted(() =>
      call("PUT", `/users/me/list/${seriesIds[1]}`, {
        token: pusher.token,
        json: { status: "on_hold", score: 7, progress: 2 },
        vars: { SOURCES_QUEUE: queue },
      }),
    );
    expect(held).toEqual([{ push: { userId: pusher.id, seriesId: seriesIds[1] } }]);
    expect(await pending()).toEqual([1, 1]);
    expect((await deliverSourceMessage(held[0]!)).explicitAcks).toEqual(["message-1"]);
    expect(await pending()).toEqual([0, 0]);
    expect((await trackerList("anilist")).find((entry) => entry.id === onSiteB.anilist_id)).toMatchObject({
      status: "PAUSED",
      score: 70,
      progress: 2,
    });
    expect((await trackerList("mal")).find((entry) => entry.id === onSiteB.mal_id)).toMatchObject({
      status: "on_hold",
      score: 7,
      progress: 2,
    });
  });

  it("sends the progress a finished episode moves, and a removal", async () => {
    const admin = await adminToken();
    const episode = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: seriesIds[1], episode_number: 3, title: "Three", description: "The third." },
    });
    expect(episode.status, JSON.stringify(episode.data)).toBe(201);
    const { held, queue } = heldSourcesQueue();
    const watch = (position: number) =>
      accepted(() =>
        call("PUT", `/users/me/history/positions/${episode.data.id}`, {
          token: pusher.token,
          json: { position, duration: 1400 },
          vars: { SOURCES_QUEUE: queue },
        }),
      );
    await watch(300);
    expect(held).toEqual([]);
    await watch(1390);
    expect(held).toEqual([{ push: { userId: pusher.id, seriesId: seriesIds[1] } }]);
    await deliverSourceMessage(held.pop()!);
    expect((await trackerList("mal")).find((entry) => entry.id === onSiteB.mal_id)).toMatchObject({ progress: 3 });

    await accepted(() => call("DELETE", `/users/me/list/${seriesIds[1]}`, { token: pusher.token, vars: { SOURCES_QUEUE: queue } }));
    await deliverSourceMessage(held.pop()!);
    expect((await trackerList("anilist")).some((entry) => entry.id === onSiteB.anilist_id)).toBe(false);
    expect((await trackerList("mal")).some((entry) => entry.id === onSiteB.mal_id)).toBe(false);
  });

  it("queues nothing for a viewer with no tracker", async () => {
    const loner = await newUser("loner");
    const { held, queue } = heldSourcesQueue();
    await accepted(() =>
      call("PUT", `/users/me/list/${seriesIds[0]}`, { token: loner.token, json: { status: "watching" }, vars: { SOURCES_QUEUE: queue } }),
    );
    expect(held).toEqual([]);
  });

  it("hands a change back after the wait a busy tracker asked for, and keeps it on the link after the last try", async () => {
    const { held, queue } = heldSourcesQueue();
    await accepted(() =>
      call("PUT", `/users/me/list/${seriesIds[0]}`, { token: pusher.token, json: { status: "on_hold" }, vars: { SOURCES_QUEUE: queue } }),
    );
    await env.CACHE.put("source-pause:anilist", String(Date.now() + 90_000), { expirationTtl: 120 });
    const busy = await deliverSourceMessage(held[0]!);
    expect(busy.retryMessages).toEqual([{ msgId: "message-1" }]);
    expect(busy.delays[0]).toBeGreaterThan(60);
    expect(busy.delays[0]).toBeLessThanOrEqual(90);
    // Handed back whole, the change still waits for both: MyAnimeList's copy goes again with AniList's.
    expect(await pending()).toEqual([1, 1]);
    // MyAnimeList, not busy, took it the first time.
    expect((await trackerList("mal")).find((entry) => entry.id === onSiteA.mal_id)).toMatchObject({ status: "on_hold" });

    expect((await deliverSourceMessage(held[0]!, 6)).explicitAcks).toEqual(["message-1"]);
    const shown = async () => (await call("GET", "/users/me/trackers", { token: pusher.token })).data[0].failed;
    expect(await shown()).toEqual([{ series_id: seriesIds[0], title: onSiteA.title, why: "unavailable" }]);
    expect(await pending()).toEqual([0, 0]);
    await env.CACHE.delete("source-pause:anilist");
    await deliverSourceMessage(held[0]!);
    expect(await shown()).toEqual([]);
  });

  it("keeps changes AniList refused on the Trackers section, with why, and sends them once it is connected again", async () => {
    await said({ revoked: "anilist" });
    const { held, queue } = heldSourcesQueue();
    await accepted(() =>
      call("PUT", `/users/me/list/${seriesIds[0]}`, { token: pusher.token, json: { status: "dropped" }, vars: { SOURCES_QUEUE: queue } }),
    );
    expect((await deliverSourceMessage(held[0]!)).explicitAcks).toEqual(["message-1"]);
    const [aniList, mal] = (await call("GET", "/users/me/trackers", { token: pusher.token })).data;
    expect(aniList).toMatchObject({ needs_reconnect: true, failed: [{ series_id: seriesIds[0], title: onSiteA.title, why: "reconnect" }] });
    expect(mal.failed).toEqual([]);
    expect((await trackerList("mal")).find((entry) => entry.id === onSiteA.mal_id)).toMatchObject({ status: "dropped" });

    // A change while the grant is refused waits with it; connecting again sends what waited.
    await accepted(() =>
      call("PUT", `/users/me/list/${seriesIds[1]}`, { token: pusher.token, json: { status: "watching" }, vars: { SOURCES_QUEUE: queue } }),
    );
    await deliverSourceMessage(held[1]!);
    const waiting = async () =>
      (await call("GET", "/users/me/trackers", { token: pusher.token })).data[0].failed.map(
        (failure: { series_id: number }) => failure.series_id,
      );
    expect(await waiting()).toEqual([seriesIds[0], seriesIds[1]]);
    const again = heldSourcesQueue();
    const callback = await approve((await authorize(pusher, "anilist")).data.url);
    expect(await land(callback, pusher, { SOURCES_QUEUE: again.queue })).toMatch(/connected=anilist/);
    expect(again.held).toEqual([seriesIds[0], seriesIds[1]].map((seriesId) => ({ push: { userId: pusher.id, seriesId } })));
    for (const message of again.held) await deliverSourceMessage(message);
    expect(await waiting()).toEqual([]);
    expect((await trackerList("anilist")).find((entry) => entry.id === onSiteA.anilist_id)).toMatchObject({ status: "DROPPED" });
  });
});

// The sixth probe (issue #80): what a provider answers is input. An entry the site cannot keep is
// left out without failing the sync; a list past what the site takes changes nothing, and says why.
describe("a provider's list, parsed before it is used", () => {
  let reader: Viewer;
  const aniListEntry = (series: { anilist_id: number; title: string }, fields: Partial<StandInListEntry> = {}): StandInListEntry => ({
    id: series.anilist_id,
    title: series.title,
    status: "CURRENT",
    score: 70,
    progress: 3,
    updatedAt: ago(1),
    ...fields,
  });
  /** A list of `count` entries for series the site lacks, each titled `title`. */
  const elsewhereEntries = (count: number, title: (index: number) => string) =>
    Array.from({ length: count }, (_, index) => ({
      ...aniListEntry({ anilist_id: 50_000_000 + index, title: title(index) }),
      status: "PLANNING",
    }));

  beforeAll(async () => {
    reader = await newUser("reader");
    await aniListSays([]);
    expect(await land(await approve((await authorize(reader, "anilist")).data.url), reader)).toBe("/account/trackers?connected=anilist");
  });

  it("leaves out an entry with a date past any year or a fractional progress, and syncs the rest", async () => {
    await aniListSays([aniListEntry(onSiteA, { updatedAt: 1e15 }), aniListEntry(onSiteB, { progress: 2.5 })]);
    const pulled = await sync(reader, "anilist");
    expect(pulled.status, JSON.stringify(pulled.data)).toBe(200);
    expect(pulled.data).toEqual({ added: 0, updated: 0, unchanged: 0, unmatched: [] });
    expect((await listHere(reader)).size).toBe(0);
    // Said again in whole numbers and a real time, both come in.
    await aniListSays([aniListEntry(onSiteA), aniListEntry(onSiteB, { progress: 2 })]);
    expect((await sync(reader, "anilist")).data).toMatchObject({ added: 2 });
    const here = await listHere(reader);
    expect(here.get(seriesIds[1]!)).toEqual({ status: "watching", score: 7, progress: 2 });
    expect([...here.values()].every((entry) => Number.isInteger(entry.progress))).toBe(true);
  });

  it("refuses a 10 MB list with a clear reason on the API and the Trackers page, writing nothing", async () => {
    const before = await storedLink(reader.id, "anilist");
    // A changed entry the site has, among 2,000 with titles of 1,700 characters (5 kB each as UTF-8).
    const huge = [
      aniListEntry(onSiteB, { progress: 9, updatedAt: new Date().toISOString() }),
      ...elsewhereEntries(2000, () => "長".repeat(1700)),
    ];
    await aniListSays(huge);
    const refused = await sync(reader, "anilist");
    expect(refused.status).toBe(413);
    expect(refused.data.error).toMatch(/^AniList's list is larger than this site takes \(at most 20,000 entries\)/);
    expect((await listHere(reader)).get(seriesIds[1]!)).toMatchObject({ progress: 2 });
    expect(await storedLink(reader.id, "anilist")).toMatchObject({ last_synced_at: before!.last_synced_at, unmatched: before!.unmatched });

    const page = await fetchWorker("/zh-Hans/account/trackers", {
      method: "POST",
      body: new URLSearchParams({ intent: "sync", provider: "anilist" }),
      headers: { Cookie: await browserOf(reader), Origin: "https://example.com", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("你的 AniList 列表超出了本站能接收的上限（最多 20,000 条）");
  });

  it("refuses a list of more than 20,000 entries, and syncs a real one of 20,000", async () => {
    const titles = realSeriesWithIds(3000).map((series) => series.title);
    const titled = (index: number) => titles[index % titles.length]!;
    await aniListSays(elsewhereEntries(20_001, titled));
    expect((await sync(reader, "anilist")).status).toBe(413);

    await aniListSays([aniListEntry(onSiteB, { progress: 11, updatedAt: new Date().toISOString() }), ...elsewhereEntries(19_999, titled)]);
    const pulled = await sync(reader, "anilist");
    expect(pulled.status, JSON.stringify(pulled.data).slice(0, 300)).toBe(200);
    expect(pulled.data).toMatchObject({ updated: 1 });
    // The series the site lacks are named up to a number D1 keeps in a row and a page can show.
    expect(pulled.data.unmatched).toHaveLength(2000);
    expect(pulled.data.unmatched[1]).toEqual({ id: 50_000_001, title: titled(1) });
    expect((await listHere(reader)).get(seriesIds[1]!)).toMatchObject({ progress: 11 });
  });
});
