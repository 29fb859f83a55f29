// Issue #53, second slice (decision 055): the room's page doors for a session cookie. The episode
// page's form opens a room through the API's own rules, the room's page is only its member's and
// never cached, and its script's tickets open the room's socket.
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { adminToken, call, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { join, openRoom, upgrade } from "../support/rooms";
import { fetchWorker } from "../support/worker";

let viewer: Awaited<ReturnType<typeof newUser>>;
let cookie: string;
const origin = "https://example.com";

beforeAll(async () => {
  await seedDemo();
  viewer = await newUser("roompage");
  cookie = `__session=${encodeURIComponent(btoa(JSON.stringify(viewer.token)))}`;
});

/** A form post from this site's own page, as the browser sends it. */
const post = (path: string, body: Record<string, string>, withCookie = true) =>
  fetchWorker(path, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...(withCookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(body),
  });

describe("the watch-together page", () => {
  it("is opened from the episode page's form, for a signed-in viewer, and goes to the room", async () => {
    const opened = await post("/the-lantern-keeper-s-daughter/episode/1", { intent: "watch-together" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toMatch(/^\/watch\/[0-9a-f]{64}$/);
  });

  it("is its member's alone and never cached; a visitor is sent to sign in, an unknown room is 404", async () => {
    const roomId = await openRoom(viewer.token, 3);
    const page = await fetchWorker(`/watch/${roomId}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.text()).toContain("Room link");
    const anonymous = await fetchWorker(`/watch/${roomId}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/watch/${roomId}`)}`);
    const unknown = await fetchWorker(`/watch/${"ab".repeat(32)}`, { headers: { Cookie: cookie } });
    expect(unknown.status).toBe(404);
  });

  it("gives its script tickets on the session cookie, which open the room's socket", async () => {
    const roomId = await openRoom(viewer.token, 3);
    const answer = await post(`/watch/${roomId}/ticket`, {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const { ticket } = (await answer.json()) as { ticket: string };
    const socket = await upgrade(roomId, ticket, { Origin: origin });
    expect(socket.status).toBe(101);
    socket.webSocket?.accept();
    socket.webSocket?.close();
    expect((await post(`/watch/${roomId}/ticket`, {}, false)).status).toBe(401);
  });

  it("opens for a visitor who is not signed in once the host lets guests watch along, with a guest's ticket", async () => {
    const roomId = await openRoom(viewer.token, 3);
    const { member: host } = await join(roomId, viewer.token);
    host.send({ type: "guests", allowed: true });
    await host.take("guests");
    const page = await fetchWorker(`/watch/${roomId}`, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = await post(`/watch/${roomId}/ticket`, {}, false);
    expect(answer.status).toBe(200);
    const socket = await upgrade(roomId, ((await answer.json()) as { ticket: string }).ticket, { Origin: origin });
    expect(socket.status).toBe(101);
    socket.webSocket?.accept();
    socket.webSocket?.close();
    host.socket.close();
  });

  it("plays a YouTube server in step, asking its embed for the player API, before another host's embed", async () => {
    const admin = await adminToken();
    const { data: series } = await call("GET", "/series?limit=1");
    const servers = [
      { label: "Daily", url: "https://www.dailymotion.com/video/x8abcde", type: "dailymotion" },
      { label: "YouTube", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", type: "youtube" },
    ];
    const added = await call("POST", "/episodes", {
      token: admin,
      json: { series_id: series[0].id, episode_number: 901, title: "Embedded", description: "Two embeds.", servers },
    });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    const html = await (await fetchWorker(`/watch/${await openRoom(viewer.token, added.data.id)}`, { headers: { Cookie: cookie } })).text();
    const frames = [...html.matchAll(/<iframe [^>]*src="([^"]+)"/g)].map(([, src]) => src!.replaceAll("&amp;", "&"));
    expect(frames).toEqual([
      `https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?enablejsapi=1&origin=${encodeURIComponent("https://example.com")}&playsinline=1`,
    ]);
    expect(html).not.toContain(en.room_unsynced.replaceAll("'", "&#x27;"));
  });
});
