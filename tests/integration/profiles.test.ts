// Issue #84, its third part: profiles (decision 074). An account holds up to five, each with its
// own list, history, follows, recommendations and trackers; a profile's own cap on content ratings
// (a kids profile at PG); a PIN checked on the server and limited as sign-ins are. A token names
// its profile; one without a profile acts as the account's first.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError, listHere, newUser, rowCount } from "../support/api";
import { seedDemo } from "../support/app-context";
import { EVERY_WAY, type Findable, findableSeries, waysIn } from "../support/shown-ways";
import { fetchWorker, userSessionCookie } from "../support/worker";

let admin: string;
let parent: Awaited<ReturnType<typeof newUser>>;
let kidToken: string;
let kidId: number;
let rated: Record<"r" | "pg", Findable>;
let anchorId: number;

/** The caller's profile `name`'s token, through "select" (and its PIN). */
async function enter(token: string, id: number, pin?: string) {
  const selected = await call("POST", `/users/me/profiles/${id}/select`, { token, json: pin ? { pin } : {} });
  expect(selected.status, JSON.stringify(selected.data)).toBe(200);
  return selected.data.token as string;
}

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  parent = await newUser("household");
  ({ made: rated, anchorId } = await findableSeries(admin, ["r", "pg"] as const, 700));
  const kid = await call("POST", "/users/me/profiles", { token: parent.token, json: { name: "Mia", kids: true } });
  expect(kid.status, JSON.stringify(kid.data)).toBe(201);
  expect(kid.data).toMatchObject({ name: "Mia", rating_cap: "pg", has_pin: false, first: false });
  kidId = kid.data.id;
  kidToken = await enter(parent.token, kidId);
});

describe("an account's profiles", () => {
  it("are listed by any of them, the account's own first and named as the account", async () => {
    for (const token of [parent.token, kidToken]) {
      const { data } = await call("GET", "/users/me/profiles", { token });
      expect(data.map((profile: { name: string; first: boolean }) => [profile.name, profile.first])).toEqual([
        [parent.username, true],
        ["Mia", false],
      ]);
    }
  });

  it("keep their lists, histories, follows, recommendations and trackers apart", async () => {
    // A demo series, none of the rated ones.
    const [series] = (await call("GET", "/series?q=Lantern%20Keeper")).data as { id: number }[];
    expect((await call("PUT", `/users/me/list/${series!.id}`, { token: parent.token, json: { status: "watching" } })).status).toBe(200);
    expect((await call("PUT", `/users/me/list/${rated.pg.id}`, { token: kidToken, json: { status: "plan_to_watch" } })).status).toBe(200);
    expect([...(await listHere(parent)).keys()]).toEqual([series!.id]);
    expect([...(await listHere({ token: kidToken })).keys()]).toEqual([rated.pg.id]);

    expect((await call("POST", "/users/me/history", { token: kidToken, json: { series_id: rated.pg.id } })).status).toBe(200);
    const historyOf = async (token: string) =>
      ((await call("GET", "/users/me/history", { token })).data.entries as { series_id: number }[]).map((entry) => entry.series_id);
    expect(await historyOf(kidToken)).toEqual([rated.pg.id]);
    expect(await historyOf(parent.token)).toEqual([]);

    expect((await call("PUT", `/users/me/follows/${series!.id}`, { token: parent.token })).status).toBe(200);
    const followed = async (token: string) =>
      ((await call("GET", "/users/me/follows", { token })).data as { series_id: number }[]).map((one) => one.series_id);
    // Planning to watch followed the kid's own series (decision 037); the parent's stay the parent's.
    expect(await followed(kidToken)).toEqual([rated.pg.id]);
    expect(await followed(parent.token)).toEqual([series!.id]);

    // Each profile's recommendations grow from its own list and history alone.
    const becauseOf = async (token: string) =>
      new Set(
        ((await call("GET", "/users/me/recommendations", { token })).data as { because: { id: number } }[]).map((one) => one.because.id),
      );
    expect([...(await becauseOf(kidToken))].every((id) => id === rated.pg.id)).toBe(true);
    expect(await becauseOf(parent.token)).not.toContain(rated.pg.id);

    await env.DB.prepare(
      "INSERT INTO tracker_links (user_id, provider, remote_id, username, access_token) VALUES (?, 'anilist', 1, 'parent', 'sealed')",
    )
      .bind(parent.id)
      .run();
    const connected = async (token: string) =>
      ((await call("GET", "/users/me/trackers", { token })).data as { provider: string; connected: boolean }[]).find(
        (tracker) => tracker.provider === "anilist",
      )?.connected;
    expect(await connected(parent.token)).toBe(true);
    expect(await connected(kidToken)).toBe(false);
  });

  it("cap a kids profile at PG: a title above it is not there for it, by any way in, as it is for the others", async () => {
    const [kid, parents] = await Promise.all([
      waysIn({ token: kidToken, cookie: await userSessionCookie(kidToken) }, rated, anchorId),
      waysIn({ token: parent.token, cookie: await userSessionCookie(parent.token) }, rated, anchorId),
    ]);
    expect(kid.get("r")).toEqual([]);
    expect(kid.get("pg")).toEqual(EVERY_WAY.viewer);
    expect(parents.get("r")).toEqual(EVERY_WAY.viewer);
    await expectError(call("PUT", `/users/me/list/${rated.r.id}`, { token: kidToken, json: { status: "plan_to_watch" } }), 404);
    // Its private feed, read by its key with no session, keeps its cap too.
    // Refused whole: no follow is left behind by the refused list entry either.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM follows WHERE series_id = ?").bind(rated.r.id).first("n")).toBe(0);
    await expectError(call("PUT", `/users/me/follows/${rated.r.id}`, { token: kidToken }), 404);
    const { episodes_rss } = (await call("GET", "/users/me/feeds", { token: kidToken })).data as { episodes_rss: string };
    const feed = await (await fetchWorker(new URL(episodes_rss).pathname)).text();
    expect(feed).toContain(`/${encodeURIComponent(rated.pg.slug)}/episode/1<`);
    expect(feed).not.toContain(encodeURIComponent(rated.r.slug));
  });

  it("are managed from the account's own profile alone, five at most, each name once", async () => {
    await expectError(
      call("POST", "/users/me/profiles", { token: kidToken, json: { name: "Sneaky" } }),
      403,
      "Profiles are managed from the account's own profile",
    );
    await expectError(call("DELETE", `/users/me/profiles/${parent.id}`, { token: kidToken }), 403);
    await expectError(
      call("POST", "/users/me/profiles", { token: parent.token, json: { name: "mia" } }),
      409,
      "Another profile of this account has that name",
    );
    await expectError(call("POST", "/users/me/profiles", { token: parent.token, json: { name: " " } }), 400, "Profile name is required");
    await expectError(call("POST", "/users/me/profiles", { token: parent.token, json: { name: "Ok", rating_cap: "nc17" } }), 400);
    for (const name of ["Ana", "Bo", "Cy"])
      expect((await call("POST", "/users/me/profiles", { token: parent.token, json: { name } })).status).toBe(201);
    await expectError(
      call("POST", "/users/me/profiles", { token: parent.token, json: { name: "Dee" } }),
      409,
      "An account holds at most 5 profiles",
    );
    await expectError(
      call("PUT", `/users/me/profiles/${parent.id}`, { token: parent.token, json: { name: "Renamed" } }),
      400,
      "The first profile is named as the account: change the account's username instead",
    );
    await expectError(
      call("DELETE", `/users/me/profiles/${parent.id}`, { token: parent.token }),
      400,
      "The account's own profile cannot be deleted",
    );
    // Another account's profile is not there for this one.
    const stranger = await newUser("stranger");
    await expectError(call("POST", `/users/me/profiles/${kidId}/select`, { token: stranger.token, json: {} }), 404);
    await expectError(call("PUT", `/users/me/profiles/${kidId}`, { token: stranger.token, json: { name: "Mine" } }), 404);
    // Not a user of the admins', nor a name anyone signs in with.
    const users = (await call("GET", "/users?limit=100", { token: admin })).data as { username: string }[];
    expect(users.map((user) => user.username)).not.toContain("Ana");
    await expectError(call("POST", "/users/login", { json: { identifier: "Ana", password: "a-good-password" } }), 401);
  });

  it("check a PIN on the server and limit wrong tries as sign-ins are", async () => {
    const [, , ana] = (await call("GET", "/users/me/profiles", { token: parent.token })).data as { id: number; name: string }[];
    const pinned = await call("PUT", `/users/me/profiles/${ana!.id}`, { token: parent.token, json: { pin: "2468" } });
    expect(pinned.data).toMatchObject({ name: "Ana", has_pin: true });
    await expectError(
      call("PUT", `/users/me/profiles/${ana!.id}`, { token: parent.token, json: { pin: "12a4" } }),
      400,
      "PIN must be four digits",
    );
    await expectError(call("POST", `/users/me/profiles/${ana!.id}/select`, { token: kidToken, json: {} }), 403, "Enter this profile's PIN");
    expect(await enter(kidToken, ana!.id, "2468")).toEqual(expect.any(String));
    for (let tried = 0; tried < 5; tried += 1)
      await expectError(call("POST", `/users/me/profiles/${ana!.id}/select`, { token: kidToken, json: { pin: "0000" } }), 403, "Wrong PIN");
    const shut = await call("POST", `/users/me/profiles/${ana!.id}/select`, { token: kidToken, json: { pin: "2468" } });
    expect(shut.status).toBe(429);
    expect(shut.headers.get("Retry-After")).toMatch(/^\d+$/);
    // The PIN taken off, the profile opens with none.
    expect((await call("PUT", `/users/me/profiles/${ana!.id}`, { token: parent.token, json: { pin: null } })).data.has_pin).toBe(false);
  });

  it("act as the first when a token names none, and delete with a profile what is only its own", async () => {
    expect((await call("GET", "/users/me", { token: parent.token })).data).toMatchObject({
      id: parent.id,
      username: parent.username,
      email: parent.email,
    });
    // The kid's profile answers the account's details with its own choices.
    expect((await call("GET", "/users/me", { token: kidToken })).data).toMatchObject({ id: parent.id, email: parent.email });
    const entriesBefore = await rowCount("list_entries");
    expect((await call("DELETE", `/users/me/profiles/${kidId}`, { token: parent.token })).status).toBe(200);
    expect(await rowCount("list_entries")).toBe(entriesBefore - 1);
    expect((await listHere(parent)).size).toBe(1);
    // A token of a deleted profile acts as no one.
    await expectError(call("GET", "/users/me/list", { token: kidToken }), 401);
  });
});
