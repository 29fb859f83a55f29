// What a signed-in viewer's own pages and answers leave out (issue #68, decision 062): the series
// under the list statuses they hide, and the stills and synopses of episodes their spoiler guard
// holds back. Anonymous answers and pages stay as they were.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, newUser } from "../support/api";
import { realSeriesWithIds } from "../support/real-titles";
import { dailyUpkeep, fetchWorker, pageSessionCookie } from "../support/worker";

type Made = { id: number; slug: string; title: string };
type Viewer = Awaited<ReturnType<typeof newUser>> & { cookie: string };

let admin: string;
let kept: Made;
let done: Made;
let viewer: Viewer;
/** Episode n's still and synopsis, each its own so a page shows which it holds. */
const still = (n: number) => `https://stills.example/guarded-${n}.jpg`;
const synopsis = (n: number) => `What happens in episode ${n}.`;
const episodeIds: number[] = [];

async function setProfile(who: Viewer, fields: Record<string, unknown>) {
  return call("PUT", "/users/me", { token: who.token, json: { email: who.email, username: who.username, ...fields } });
}

beforeAll(async () => {
  admin = await adminToken();
  const genre = (await call("POST", "/genres", { token: admin, json: { name: `Hidden drama ${crypto.randomUUID().slice(0, 6)}` } })).data
    .id as number;
  const [first, second] = realSeriesWithIds(60).slice(50, 52);
  const add = async (title: string) => {
    const created = await call("POST", "/series", {
      token: admin,
      json: { title, description: "For the viewer's browsing.", genreIds: [genre], featured: true },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    return { id: created.data.id as number, slug: created.data.slug as string, title: created.data.title as string };
  };
  kept = await add(first!.title);
  done = await add(second!.title);
  for (let n = 1; n <= 5; n++) {
    const episode = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: kept.id, episode_number: n, title: `Part ${n}`, description: synopsis(n), thumbnail: still(n) },
    });
    expect(episode.status, JSON.stringify(episode.data)).toBe(201);
    episodeIds.push(episode.data.id);
  }
  // Sharing a genre, each is the other's similar series once the upkeep has run.
  await dailyUpkeep();
  const made = await newUser("browsing");
  viewer = { ...made, cookie: await pageSessionCookie(made.username, made.password) };
  expect((await call("PUT", `/users/me/list/${done.id}`, { token: viewer.token, json: { status: "completed" } })).status).toBe(200);
  expect((await call("PUT", `/users/me/list/${kept.id}`, { token: viewer.token, json: { status: "watching", progress: 2 } })).status).toBe(
    200,
  );
});

describe("the settings", () => {
  it("start empty and off, and PUT /api/users/me sets both", async () => {
    const me = await call("GET", "/users/me", { token: viewer.token });
    expect(me.data).toMatchObject({ hide_statuses: [], spoiler_guard: "off" });
    const saved = await setProfile(viewer, { hide_statuses: ["completed", "dropped", "completed"], spoiler_guard: "after_next" });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data).toMatchObject({ hide_statuses: ["completed", "dropped"], spoiler_guard: "after_next" });
    expect((await call("GET", "/users/me", { token: viewer.token })).data).toMatchObject({ spoiler_guard: "after_next" });
  });

  it("refuses an unknown status or guard with a clear 400 and changes nothing", async () => {
    const before = (await call("GET", "/users/me", { token: viewer.token })).data;
    const status = await setProfile(viewer, { hide_statuses: ["finished"] });
    expect(status.status).toBe(400);
    expect(status.data.error).toMatch(/Hidden statuses must be any of: watching, completed/);
    const guard = await setProfile(viewer, { spoiler_guard: "everything", location: "Changed" });
    expect(guard.status).toBe(400);
    expect(guard.data.error).toMatch(/Spoiler guard must be one of: off, unwatched, after_next/);
    expect((await call("GET", "/users/me", { token: viewer.token })).data).toEqual(before);
  });

  it("are boxes and a choice on the profile form, where no box ticked hides nothing", async () => {
    const other = await newUser("profileform");
    const cookie = await pageSessionCookie(other.username, other.password);
    const form = await (await fetchWorker("/profile?edit=1", { headers: { Cookie: cookie } })).text();
    expect(form).toContain('name="hide_statuses" value="plan_to_watch"');
    expect(form).toContain('<option value="after_next">');
    const post = (fields: [string, string][]) =>
      fetchWorker("/profile", {
        method: "POST",
        body: new URLSearchParams([["email", other.email], ["username", other.username], ...fields]),
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com" },
      });
    expect(
      (
        await post([
          ["hide_statuses", "dropped"],
          ["hide_statuses", "on_hold"],
          ["spoiler_guard", "unwatched"],
        ])
      ).status,
    ).toBe(200);
    expect((await call("GET", "/users/me", { token: other.token })).data).toMatchObject({
      hide_statuses: ["dropped", "on_hold"],
      spoiler_guard: "unwatched",
    });
    expect((await post([["spoiler_guard", "unwatched"]])).status).toBe(200);
    expect((await call("GET", "/users/me", { token: other.token })).data.hide_statuses).toEqual([]);
    expect((await post([["spoiler_guard", "sometimes"]])).status).toBe(400);
  });
});

describe("hidden statuses", () => {
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  it("leave the viewer's completed series out of the API's lists, suggestions and similar rows, with their token only", async () => {
    await setProfile(viewer, { hide_statuses: ["completed"] });
    const asked = [`/series?q=${encodeURIComponent(done.title)}`, "/series/popular?limit=100", `/series/${kept.id}/similar`];
    for (const path of asked) {
      expect(ids((await call("GET", path)).data), path).toContain(done.id);
      const mine = await call("GET", path, { token: viewer.token });
      expect(ids(mine.data), path).not.toContain(done.id);
      expect(mine.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const suggest = `/series/suggest?q=${encodeURIComponent(done.title)}`;
    expect(ids((await call("GET", suggest)).data.items)).toContain(done.id);
    expect(ids((await call("GET", suggest, { token: viewer.token })).data.items)).not.toContain(done.id);
    // Another status hidden: the series comes back.
    await setProfile(viewer, { hide_statuses: ["dropped"] });
    expect(ids((await call("GET", suggest, { token: viewer.token })).data.items)).toContain(done.id);
    await setProfile(viewer, { hide_statuses: ["completed"] });
  });

  it("count the whole catalogue less what the viewer hides", async () => {
    await setProfile(viewer, { hide_statuses: ["completed"] });
    const total = async (token?: string) => Number((await call("GET", "/series?limit=1", { token })).headers.get("X-Total-Count"));
    const everyone = await total();
    expect(everyone).toBeGreaterThan(1);
    expect(await total(viewer.token)).toBe(everyone - 1);
  });

  it("leave it out of the viewer's browse list, home, similar row and header suggestions, and nobody else's", async () => {
    await setProfile(viewer, { hide_statuses: ["completed"] });
    const link = `href="/${done.slug}"`;
    const pages = [`/list?q=${encodeURIComponent(done.title)}`, "/", `/${kept.slug}`];
    for (const path of pages) {
      expect(await (await fetchWorker(path)).text(), path).toContain(link);
      expect(await (await fetchWorker(path, { headers: { Cookie: viewer.cookie } })).text(), path).not.toContain(link);
    }
    const suggested = await fetchWorker(`/list/suggest?q=${encodeURIComponent(done.title)}`, { headers: { Cookie: viewer.cookie } });
    expect(suggested.headers.get("Cache-Control")).toBe("private, no-store");
    expect(ids(((await suggested.json()) as { items: { id: number }[] }).items)).not.toContain(done.id);
    const anyone = await fetchWorker(`/list/suggest?q=${encodeURIComponent(done.title)}`);
    expect(ids(((await anyone.json()) as { items: { id: number }[] }).items)).toContain(done.id);
  });
});

describe("the spoiler guard", () => {
  type EpisodeAnswer = { episode_number: number; thumbnail: string | null; description: string | null; spoiler: boolean };
  const guardedOf = (episodes: EpisodeAnswer[]) => episodes.filter((episode) => episode.spoiler).map((episode) => episode.episode_number);

  it("answers episodes past the next one without still or synopsis, in every answer that carries them", async () => {
    await setProfile(viewer, { spoiler_guard: "after_next" });
    const detail = (await call("GET", `/series/${kept.id}`, { token: viewer.token })).data.episodes as EpisodeAnswer[];
    expect(guardedOf(detail)).toEqual([4, 5]);
    expect(detail[2]).toMatchObject({ episode_number: 3, thumbnail: still(3), description: synopsis(3), spoiler: false });
    expect(detail[3]).toMatchObject({ episode_number: 4, thumbnail: null, description: null, spoiler: true });
    const listed = (await call("GET", `/episodes?series_id=${kept.id}`, { token: viewer.token })).data as EpisodeAnswer[];
    expect(guardedOf(listed)).toEqual([4, 5]);
    expect(await call("GET", `/episodes/${episodeIds[4]}`, { token: viewer.token })).toMatchObject({
      data: { thumbnail: null, description: null, spoiler: true },
    });
    // Without the token, everything.
    const anyone = (await call("GET", `/series/${kept.id}`)).data.episodes as EpisodeAnswer[];
    expect(guardedOf(anyone)).toEqual([]);
    expect(anyone[4]).toMatchObject({ thumbnail: still(5), description: synopsis(5) });
  });

  it("follows the progress and the guard chosen: unwatched holds back the next one too, off nothing", async () => {
    const guarded = async () => guardedOf((await call("GET", `/episodes?series_id=${kept.id}`, { token: viewer.token })).data);
    await setProfile(viewer, { spoiler_guard: "unwatched" });
    expect(await guarded()).toEqual([3, 4, 5]);
    await call("PUT", `/users/me/list/${kept.id}`, { token: viewer.token, json: { status: "watching", progress: 4 } });
    expect(await guarded()).toEqual([5]);
    await setProfile(viewer, { spoiler_guard: "off" });
    expect(await guarded()).toEqual([]);
    await call("PUT", `/users/me/list/${kept.id}`, { token: viewer.token, json: { status: "watching", progress: 2 } });
  });

  it("draws guarded cards as a neutral tile on the series and episode pages, with Show anyway", async () => {
    await setProfile(viewer, { spoiler_guard: "after_next" });
    const page = async (path: string) => (await fetchWorker(path, { headers: { Cookie: viewer.cookie } })).text();
    const series = await page(`/${kept.slug}`);
    expect(series).toContain(still(3));
    expect(series).not.toContain(still(4));
    expect(series).not.toContain(still(5));
    expect(series).toContain('href="?spoilers=show#episodes"');
    const shown = await page(`/${kept.slug}?spoilers=show`);
    expect(shown).toContain(still(5));
    expect(shown).not.toContain("spoilers=show#episodes");
    // On episode 5's own page, its own card is not held back; episode 4's is.
    const episode = await page(`/${kept.slug}/episode/5`);
    const strip = episode.slice(episode.indexOf('id="others"'));
    expect(strip).toContain(still(5));
    expect(strip).not.toContain(still(4));
    expect(strip).toContain('href="?spoilers=show#others"');
    // The shared page is everyone's.
    expect(await (await fetchWorker(`/${kept.slug}`)).text()).toContain(still(5));
  });
});
