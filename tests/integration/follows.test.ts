// Issue #22, follows (My List): a viewer follows and unfollows through the API and through the
// series page's plain form, sees new episodes counted until opened, and touches only their own
// list; no shared page carries a follow state; removing the account removes its follows.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "~/.server/auth/server-sessions";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo, testAppContext } from "../support/app-context";
import { fetchWorker, userSessionCookie } from "../support/worker";

let admin: string;
let sample: { id: number; slug: string; title: string };
let other: { id: number; slug: string };
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  const { data } = await call("GET", "/series?limit=2");
  [sample, other] = data;
});

const followForm = (seriesId: number, intent: "follow" | "unfollow", redirectTo: string) =>
  new URLSearchParams({ series_id: String(seriesId), intent, redirectTo });
const postForm = (path: string, body: URLSearchParams, cookie?: string) =>
  fetchWorker(path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: "https://example.com", ...(cookie ? { Cookie: cookie } : {}) },
  });
const myList = async (token: string) =>
  (await call("GET", "/users/me/follows", { token })).data as {
    series_id: number;
    new_episodes: number;
    newest_episode: { episode_number: number } | null;
  }[];

describe("following through the API", () => {
  it("follows, lists, follows again harmlessly, and unfollows", async () => {
    const viewer = await newUser("follower");
    const followed = await call("PUT", `/users/me/follows/${sample.id}`, { token: viewer.token });
    expect(followed.status).toBe(200);
    expect(followed.data).toEqual({ series_id: sample.id, following: true });
    expect((await call("PUT", `/users/me/follows/${sample.id}`, { token: viewer.token })).status).toBe(200);
    const listed = await call("GET", "/users/me/follows", { token: viewer.token });
    expect(listed.headers.get("X-Total-Count")).toBe("1");
    expect(listed.data).toEqual([
      expect.objectContaining({ series_id: sample.id, slug: sample.slug, title: sample.title, new_episodes: 0 }),
    ]);
    expect((await call("DELETE", `/users/me/follows/${sample.id}`, { token: viewer.token })).data).toEqual({
      series_id: sample.id,
      following: false,
    });
    expect(await myList(viewer.token)).toEqual([]);
  });

  it("refuses a series that does not exist, and a caller without a token", async () => {
    const viewer = await newUser("follower");
    await expectError(call("PUT", "/users/me/follows/999999", { token: viewer.token }), 404, "Series not found");
    await expectError(call("GET", "/users/me/follows"), 401);
    await expectError(call("PUT", `/users/me/follows/${sample.id}`, { token: admin }), 403);
  });

  it("orders the list by newest episode and counts new episodes until the viewer opens them", async () => {
    const viewer = await newUser("follower");
    for (const series of [sample, other]) await call("PUT", `/users/me/follows/${series.id}`, { token: viewer.token });
    const added = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: other.id, episode_number: 900, title: "Brand new", description: "Out today." },
    });
    expect(added.status).toBe(201);
    const [first] = await myList(viewer.token);
    expect(first).toMatchObject({ series_id: other.id, new_episodes: 1, newest_episode: { episode_number: 900 } });
    // Opening the episode page, signed in, takes the badge away.
    expect((await fetchWorker(`/${other.slug}/episode/900`, { headers: { Cookie: await userSessionCookie(viewer.token) } })).status).toBe(
      200,
    );
    expect((await myList(viewer.token))[0]).toMatchObject({ series_id: other.id, new_episodes: 0 });
  });
});

describe("one viewer's follows", () => {
  it("are theirs alone: another viewer neither sees nor changes them", async () => {
    const [owner, stranger] = [await newUser("owner"), await newUser("stranger")];
    await call("PUT", `/users/me/follows/${sample.id}`, { token: owner.token });
    expect(await myList(stranger.token)).toEqual([]);
    await call("DELETE", `/users/me/follows/${sample.id}`, { token: stranger.token });
    await postForm("/follows", followForm(sample.id, "unfollow", "/"), await userSessionCookie(stranger.token));
    expect((await myList(owner.token)).map((item) => item.series_id)).toEqual([sample.id]);
    const myListPage = await (await fetchWorker("/my-list", { headers: { Cookie: await userSessionCookie(stranger.token) } })).text();
    expect(myListPage).not.toContain(`href="/${sample.slug}"`);
  });

  it("go with the account when it is removed", async () => {
    const viewer = await newUser("leaving");
    await call("PUT", `/users/me/follows/${sample.id}`, { token: viewer.token });
    await fetchWorker(`/${sample.slug}/episode/1`, { headers: { Cookie: await userSessionCookie(viewer.token) } });
    const rowsOf = async (table: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(viewer.id).first<{ n: number }>())!.n;
    expect([await rowsOf("follows"), await rowsOf("seen_episodes")]).toEqual([1, 1]);
    expect((await call("DELETE", `/users/${viewer.id}`, { token: admin })).status).toBe(200);
    expect([await rowsOf("follows"), await rowsOf("seen_episodes")]).toEqual([0, 0]);
  });
});

describe("the follow button, JavaScript off", () => {
  it("follows from the series page's form and shows Following to that viewer only", async () => {
    const viewer = await newUser("former");
    const cookie = await userSessionCookie(viewer.token);
    const page = `/${sample.slug}`;
    const anonymousBefore = await fetchWorker(page);
    await anonymousBefore.arrayBuffer();
    const posted = await postForm("/follows", followForm(sample.id, "follow", page), cookie);
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(page);
    const own = await (await fetchWorker(page, { headers: { Cookie: cookie } })).text();
    expect(own).toContain("✓ Following");
    // The shared page says only "Follow", names nobody, and was not expired by the follow.
    const shared = await fetchWorker(page);
    expect(shared.headers.get("X-Page-Cache")).toBe("HIT");
    const sharedHtml = await shared.text();
    expect(sharedHtml).toContain("+ Follow");
    expect(sharedHtml).not.toContain("Following");
    expect(sharedHtml).not.toContain(viewer.username);
    expect((await myList(viewer.token)).map((item) => item.series_id)).toContain(sample.id);
    // And unfollows the same way, from My List.
    await postForm("/follows", followForm(sample.id, "unfollow", "/my-list"), cookie);
    expect(await myList(viewer.token)).toEqual([]);
  });

  it("sends a viewer who is not signed in to sign in, and back", async () => {
    const posted = await postForm("/follows", followForm(sample.id, "follow", `/${sample.slug}`));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/${sample.slug}`)}`);
  });

  it("refuses a form that names no series", async () => {
    const viewer = await newUser("former");
    const posted = await postForm(
      "/follows",
      new URLSearchParams({ series_id: "abc", intent: "follow", redirectTo: "/" }),
      await userSessionCookie(viewer.token),
    );
    expect(posted.status).toBe(400);
  });
});

describe("the admin", () => {
  it("sees follower counts on the dashboard and in the series table", async () => {
    const [one, two] = [await newUser("fan"), await newUser("fan")];
    for (const viewer of [one, two]) await call("PUT", `/users/me/follows/${other.id}`, { token: viewer.token });
    const adminCookie = `__admin_session=${encodeURIComponent(btoa(JSON.stringify(await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET))))}`;
    const followers = Number(
      (await env.DB.prepare("SELECT count(*) AS n FROM follows WHERE series_id = ?").bind(other.id).first<{ n: number }>())!.n,
    );
    expect(followers).toBeGreaterThanOrEqual(2);
    const dashboard = await (await fetchWorker("/studio-login/admin", { headers: { Cookie: adminCookie } })).text();
    expect(dashboard).toContain("Most followed series");
    const title = (await call("GET", `/series/${other.id}`)).data.title as string;
    const table = await (
      await fetchWorker(`/studio-login/admin/manage-series?q=${encodeURIComponent(title)}`, { headers: { Cookie: adminCookie } })
    ).text();
    expect(table).toContain("Followers");
    expect(table).toContain(`<td class="tabular-nums">${followers}</td>`);
  });
});
