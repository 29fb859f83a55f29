// Issue #22, notifications: an episode added to a followed series is a notification of every
// follower at once (computed when read, nothing written per follower); the bell counts the unread
// ones on the viewer's own pages and never on a shared one; one or all are marked read through the
// API or the page's plain forms; and no viewer reads or marks another's.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker, userSessionCookie } from "../support/worker";

let admin: string;
let series: { id: number; slug: string; title: string };
let episodeNumber = 700;
beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  [series] = (await call("GET", "/series?limit=1")).data;
});

const unread = async (token: string) => (await call("GET", "/users/me/notifications/unread-count", { token })).data.unread as number;
async function addEpisode() {
  episodeNumber += 1;
  const added = await call("POST", "/episodes", {
    token: admin,
    json: { series_id: series.id, episode_number: episodeNumber, title: `Fresh ${episodeNumber}`, description: "New." },
  });
  expect(added.status).toBe(201);
  return added.data as { id: number; episode_number: number };
}
const postForm = async (body: Record<string, string>, cookie: string) =>
  fetchWorker("/notifications", {
    method: "POST",
    body: new URLSearchParams(body),
    redirect: "manual",
    headers: { Origin: "https://example.com", Cookie: cookie },
  });

describe("a new episode of a followed series", () => {
  it("reaches every follower, and only followers, as an unread notification", async () => {
    const [one, two, bystander] = [await newUser("notified"), await newUser("notified"), await newUser("bystander")];
    for (const viewer of [one, two]) await call("PUT", `/users/me/follows/${series.id}`, { token: viewer.token });
    const before = await Promise.all([one, two].map((viewer) => unread(viewer.token)));
    const episode = await addEpisode();
    expect(await Promise.all([one, two].map((viewer) => unread(viewer.token)))).toEqual(before.map((count) => count + 1));
    expect(await unread(bystander.token)).toBe(0);
    const listed = await call("GET", "/users/me/notifications", { token: one.token });
    expect(listed.headers.get("X-Total-Count")).toBe("1");
    expect(listed.data[0]).toEqual({
      episode_id: episode.id,
      episode_number: episode.episode_number,
      episode_title: `Fresh ${episode.episode_number}`,
      series_id: series.id,
      series_slug: series.slug,
      series_title: series.title,
      added_at: expect.any(String),
      read: false,
    });
  });

  it("is marked read one at a time, or all at once, through the API", async () => {
    const viewer = await newUser("reader");
    await call("PUT", `/users/me/follows/${series.id}`, { token: viewer.token });
    const [first] = [await addEpisode(), await addEpisode()];
    expect(await unread(viewer.token)).toBe(2);
    expect((await call("POST", `/users/me/notifications/${first.id}/read`, { token: viewer.token })).status).toBe(200);
    expect(await unread(viewer.token)).toBe(1);
    expect(
      (await call("GET", "/users/me/notifications", { token: viewer.token })).data.map((item: { read: boolean }) => item.read),
    ).toEqual([false, true]);
    expect((await call("POST", "/users/me/notifications/read-all", { token: viewer.token })).status).toBe(200);
    expect(await unread(viewer.token)).toBe(0);
    await expectError(call("POST", "/users/me/notifications/999999/read", { token: viewer.token }), 404, "Episode not found");
  });

  it("is one viewer's own: another's marks change nothing of it", async () => {
    const [owner, stranger] = [await newUser("owner"), await newUser("stranger")];
    await call("PUT", `/users/me/follows/${series.id}`, { token: owner.token });
    const episode = await addEpisode();
    await call("POST", `/users/me/notifications/${episode.id}/read`, { token: stranger.token });
    await call("POST", "/users/me/notifications/read-all", { token: stranger.token });
    await postForm({ intent: "read-all" }, await userSessionCookie(stranger.token));
    expect(await unread(owner.token)).toBe(1);
    expect((await call("GET", "/users/me/notifications", { token: stranger.token })).data).toEqual([]);
    await expectError(call("GET", "/users/me/notifications"), 401);
  });
});

describe("the bell and the notifications page, JavaScript off", () => {
  it("shows the unread count on the viewer's pages, lists it, and marks read by form", async () => {
    const viewer = await newUser("bell");
    const cookie = await userSessionCookie(viewer.token);
    await call("PUT", `/users/me/follows/${series.id}`, { token: viewer.token });
    const episode = await addEpisode();
    const home = await (await fetchWorker("/", { headers: { Cookie: cookie } })).text();
    expect(home).toContain('aria-label="Notifications: 1 unread"');
    const page = await (await fetchWorker("/notifications", { headers: { Cookie: cookie } })).text();
    expect(page).toContain(`Episode ${episode.episode_number}`);
    const marked = await postForm({ intent: "read", episode_id: String(episode.id) }, cookie);
    expect(marked.status).toBe(302);
    expect(await unread(viewer.token)).toBe(0);
    expect(await (await fetchWorker("/", { headers: { Cookie: cookie } })).text()).toContain('aria-label="Notifications"');
    // A form that names nothing is refused; a viewer who is not signed in is sent to sign in.
    expect((await postForm({ intent: "read", episode_id: "x" }, cookie)).status).toBe(400);
    const anonymous = await fetchWorker("/notifications", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("says 9+ past 9 on the pages, where the API counts every one", async () => {
    const viewer = await newUser("bell");
    const cookie = await userSessionCookie(viewer.token);
    const [other] = (await call("GET", "/series?limit=2")).data.slice(1);
    await call("PUT", `/users/me/follows/${other.id}`, { token: viewer.token });
    // Episodes published after the follow, as a long-running show's backlog arrives.
    const later = new Date(Date.now() + 60_000).toISOString();
    const publish = (from: number, many: number) =>
      env.DB.batch(
        Array.from({ length: many }, (_, index) =>
          env.DB.prepare(
            "INSERT INTO episodes (series_id, episode_number, title, description, created_at) VALUES (?, ?, ?, 'Backlog.', ?)",
          ).bind(other.id, from + index, `Backlog ${from + index}`, later),
        ),
      );
    // The bell's link, where the label and the badge say the same count.
    const bell = async () => {
      const home = await (await fetchWorker("/", { headers: { Cookie: cookie } })).text();
      const link = /<a[^>]*href="\/notifications"[\s\S]*?<\/a>/.exec(home)?.[0] ?? "";
      return { label: /aria-label="([^"]*)"/.exec(link)?.[1], badge: /aria-hidden="true"[^>]*>([^<]*)<\/span>/.exec(link)?.[1] };
    };
    await publish(5_000, 9);
    expect(await bell()).toEqual({ label: "Notifications: 9 unread", badge: "9" });
    await publish(5_009, 92);
    expect(await unread(viewer.token)).toBe(101);
    expect(await bell()).toEqual({ label: "Notifications: 9+ unread", badge: "9+" });
  });

  it("never shows on a shared page", async () => {
    const viewer = await newUser("bell");
    await call("PUT", `/users/me/follows/${series.id}`, { token: viewer.token });
    await addEpisode();
    for (const path of ["/", `/${series.slug}`, "/list"]) {
      const html = await (await fetchWorker(path)).text();
      expect(html, path).not.toContain("Notifications");
      expect(html, path).not.toContain(viewer.username);
    }
  });
});
