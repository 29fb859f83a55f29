// Issue #53: on-screen comments go through the same moderation as comments. Posted in a real room
// and stored by its alarm, they are found by the admins (API and screen, without JavaScript) and
// removed, after which no viewer or room reads them; every removal is in the audit log.
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "~/.server/auth/server-sessions";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo, testAppContext } from "../support/app-context";
import { join, openRoom, roomStub } from "../support/rooms";
import { fetchWorker } from "../support/worker";

const EPISODE = 4;
const base = "/studio-login/admin";
type Listed = {
  id: number;
  text: string;
  username: string;
  second: number;
  episode_id: number;
  user_id: number | null;
  series_slug: string;
};

let admin: string;
let host: Awaited<ReturnType<typeof newUser>>;
let troll: Awaited<ReturnType<typeof newUser>>;

/** Posts each text as an on-screen comment from `poster` in a room on EPISODE, stored by the room's alarm. */
async function post(poster: typeof host, texts: string[]) {
  const room = await openRoom(host.token, EPISODE);
  const { member } = await join(room, poster.token);
  for (const [index, text] of texts.entries()) member.send({ type: "danmaku", text, at: 60 + index });
  for (const _ of texts) await member.take("danmaku");
  await runDurableObjectAlarm(roomStub(room));
}

const listed = async (query = "") => (await call("GET", `/danmaku${query}`, { token: admin })).data as Listed[];
const readByViewers = async () =>
  ((await call("GET", `/episodes/${EPISODE}/danmaku?from=0&to=600`)).data as { text: string }[]).map((d) => d.text);

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  [host, troll] = [await newUser("host"), await newUser("troll")];
  await post(host, ["what a fight"]);
  await post(troll, ["spoiler one", "spoiler two"]);
});

describe("on-screen comments for the admins", () => {
  it("are listed newest first with their episode and author, and found by the author's username", async () => {
    const all = await listed();
    expect(all.slice(0, 3).map((d) => [d.text, d.username])).toEqual([
      ["spoiler two", troll.username],
      ["spoiler one", troll.username],
      ["what a fight", host.username],
    ]);
    expect(all[0]).toMatchObject({ episode_id: EPISODE, user_id: troll.id, second: 61, series_slug: expect.any(String) });
    expect((await listed(`?username=${troll.username}`)).map((d) => d.text)).toEqual(["spoiler two", "spoiler one"]);
    expect(await listed("?username=nobody-by-this-name")).toEqual([]);
    await expectError(call("GET", "/danmaku?limit=101", { token: admin }), 400, "limit must be at most 100");
  });

  it("are the admins' alone to list and remove", async () => {
    const [newest] = await listed();
    await expectError(call("GET", "/danmaku"), 401);
    await expectError(call("GET", "/danmaku", { token: troll.token }), 403);
    await expectError(call("DELETE", `/danmaku/${newest!.id}`, { token: troll.token }), 403);
    expect((await listed())[0]!.id).toBe(newest!.id);
  });

  it("are removed through the API: viewers no longer read one, the log names it, and a second removal is a 404", async () => {
    const target = (await listed(`?username=${troll.username}`))[0]!;
    expect(await readByViewers()).toContain(target.text);
    expect((await call("DELETE", `/danmaku/${target.id}`, { token: admin })).status).toBe(200);
    expect(await readByViewers()).not.toContain(target.text);
    expect(
      await env.DB.prepare("SELECT action, entity FROM audit_log WHERE entity_id = ? ORDER BY id DESC LIMIT 1")
        .bind(String(target.id))
        .first(),
    ).toEqual({ action: "delete", entity: "danmaku" });
    await expectError(call("DELETE", `/danmaku/${target.id}`, { token: admin }), 404, "On-screen comment not found");
  });

  it("are listed and removed on the admin screen without JavaScript, in the same way", async () => {
    const cookie = adminCookie(await issueToken(testAppContext().db, "admin", { id: 1, username: "admin" }, env.JWT_SECRET));
    const screen = await fetchWorker(`${base}/danmaku?username=${troll.username}`, { headers: { Cookie: cookie } });
    expect(screen.status).toBe(200);
    const html = await screen.text();
    const [target] = await listed(`?username=${troll.username}`);
    expect(html).toContain(target!.text);
    expect(html).not.toContain("what a fight");

    const removed = await postAdminForm(`${base}/danmaku`, cookie, new URLSearchParams({ intent: "delete", id: String(target!.id) }));
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toContain("notice=On-screen+comment+removed");
    expect(await readByViewers()).not.toContain(target!.text);
    expect(
      await env.DB.prepare("SELECT action, entity FROM audit_log WHERE entity_id = ? ORDER BY id DESC LIMIT 1")
        .bind(String(target!.id))
        .first(),
    ).toEqual({ action: "delete", entity: "danmaku" });

    // A removal of one already gone is refused on the page, in the page's words, and removes nothing else.
    const before = (await listed()).length;
    const again = await postAdminForm(`${base}/danmaku`, cookie, new URLSearchParams({ intent: "delete", id: String(target!.id) }));
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("On-screen comment not found");
    expect((await listed()).length).toBe(before);
  });
});
