// Connecting AniList and MyAnimeList (issue #66, decision 060), against the stand-ins of their
// OAuth (tests/support/tracker-stand-ins.ts): the state used once and in time, MyAnimeList's PKCE
// verifier, the tokens sealed at rest and in no answer, disconnecting, a provider not configured.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, newUser } from "../support/api";
import { TRACKER_ACCOUNTS } from "../support/tracker-stand-ins";
import { fetchWorker } from "../support/worker";

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

/** The provider's redirect landing on the site: where the site then sends the viewer. */
async function land(callback: string) {
  const landed = await fetchWorker(callback, { redirect: "manual" });
  expect(landed.status).toBe(302);
  return landed.headers.get("Location");
}

const storedLink = (userId: number, provider: string) =>
  env.DB.prepare("SELECT * FROM tracker_links WHERE user_id = ? AND provider = ?").bind(userId, provider).first<Record<string, unknown>>();

beforeAll(async () => {
  viewer = await newUser("tracker");
});

describe("connecting a tracker", () => {
  it("offers both providers, neither connected yet", async () => {
    const listed = await trackers(viewer);
    expect(listed.status).toBe(200);
    expect(listed.data).toEqual([
      { provider: "anilist", connected: false, needs_reconnect: false, username: null, connected_at: null, last_synced_at: null },
      { provider: "mal", connected: false, needs_reconnect: false, username: null, connected_at: null, last_synced_at: null },
    ]);
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
  });

  it("refuses a state past its ten minutes, one another viewer started, and a made-up one", async () => {
    const other = await newUser("tracker");
    const started = await authorize(other, "anilist");
    const callback = await approve(started.data.url);
    await env.DB.prepare("UPDATE tracker_states SET expires_at = ? WHERE user_id = ?").bind("2000-01-01T00:00:00.000Z", other.id).run();
    expect(await land(callback)).toBe("/account/trackers?expired=anilist");

    // Signed in here as someone else than who started it: the page's session says who may finish.
    const again = await approve((await authorize(other, "anilist")).data.url);
    const signedIn = await fetchWorker("/login", {
      method: "POST",
      body: new URLSearchParams({ identifier: viewer.username, password: viewer.password }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com" },
      redirect: "manual",
    });
    const cookie = signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
    const landed = await fetchWorker(again, { redirect: "manual", headers: { Cookie: cookie } });
    expect(landed.headers.get("Location")).toBe("/account/trackers?expired=anilist");
    expect(await storedLink(other.id, "anilist")).toBeNull();

    expect(await land("/trackers/mal/callback?code=made-up&state=made-up")).toBe("/account/trackers?expired=mal");
    expect(await land("/trackers/mal/callback?code=made-up&state=made-up.zh-Hans")).toBe("/zh-Hans/account/trackers?expired=mal");
    expect(await land("/trackers/mal/callback?error=access_denied&state=x")).toBe("/account/trackers?refused=mal");
  });

  it("disconnects, and a provider without its app configured is not offered", async () => {
    const left = await call("DELETE", "/users/me/trackers/anilist", { token: viewer.token });
    expect(left.status).toBe(200);
    expect(left.data[0]).toMatchObject({ provider: "anilist", connected: false, username: null });
    expect(await storedLink(viewer.id, "anilist")).toBeNull();

    const withoutAniList = { ANILIST_CLIENT_ID: undefined };
    expect((await trackers(viewer, withoutAniList)).data.map((tracker: { provider: string }) => tracker.provider)).toEqual(["mal"]);
    expect((await authorize(viewer, "anilist", withoutAniList)).status).toBe(404);
    expect((await call("GET", "/users/me/trackers")).status).toBe(401);
  });
});
