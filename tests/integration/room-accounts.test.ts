// Issue #65, findings 2 to 4 (the fifth probe): what a room allows an account holds for the account,
// not for one room or one socket. The chat and danmaku budget counts across every room (one account
// in six rooms had all 30 danmaku stored); a host blocked with its socket open no longer lets guests
// in or removes members; a ticket asked before a block opens nothing after it.
import { runDurableObjectAlarm } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TEXT_RATE } from "~/domain/rooms/limits";
import { adminToken, call, expectError, newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { join, openRoom, roomStub, ticketFor, until, upgrade } from "../support/rooms";

const EPISODE = 3;
let admin: string;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

const block = async (userId: number) => expect((await call("POST", `/users/${userId}/block`, { token: admin })).status).toBe(200);

/** `rooms` rooms, each of its own host, with `poster` in every one. */
async function roomsWith(poster: string, rooms: number) {
  const joined = [];
  for (let made = 0; made < rooms; made++) {
    const room = await openRoom((await newUser("host")).token, EPISODE);
    joined.push({ room, ...(await join(room, poster)) });
  }
  return joined;
}

/** The account's danmaku stored on the episode, once every room's batch is written. */
async function storedOf(username: string, rooms: string[]) {
  for (const room of rooms) await runDurableObjectAlarm(roomStub(room));
  const stored = await call("GET", `/episodes/${EPISODE}/danmaku?from=0&to=600`);
  return stored.data.filter((item: { username: string }) => item.username === username).length;
}

describe("an account's chat and danmaku", () => {
  it(`are ${TEXT_RATE.burst} at once in one room, and the second room finds the budget spent`, async () => {
    const poster = await newUser("poster");
    const [first, second] = await roomsWith(poster.token, 2);
    for (let sent = 0; sent < TEXT_RATE.burst; sent++) first!.member.send({ type: "danmaku", text: `first ${sent}`, at: 10 + sent });
    await until(() => first!.member.all("danmaku").length === TEXT_RATE.burst, "the first room's danmaku");
    second!.member.send({ type: "danmaku", text: "one room further", at: 20 });
    expect(await second!.member.take("error")).toEqual({ type: "error", error: "You are posting too fast: wait a moment" });
    second!.member.send({ type: "chat", text: "and a chat line" });
    expect(await second!.member.take("error")).toEqual({ type: "error", error: "You are posting too fast: wait a moment" });
    expect(second!.member.all("danmaku")).toEqual([]);
    expect(await storedOf(poster.username, [first!.room, second!.room])).toBe(TEXT_RATE.burst);
  });

  it("hold across six rooms of six hosts: of 30 danmaku sent at once, at most 10 are relayed and stored", async () => {
    const poster = await newUser("spreader");
    const joined = await roomsWith(poster.token, 6);
    const started = Date.now();
    for (const { member } of joined)
      for (let sent = 0; sent < 5; sent++) member.send({ type: "danmaku", text: `everywhere ${sent}`, at: 100 + sent });
    await until(() => joined.every(({ member }) => member.all("danmaku").length + member.all("error").length === 5), "every answer");
    const relayed = joined.reduce((sum, { member }) => sum + member.all("danmaku").length, 0);
    const refilled = Math.floor(((Date.now() - started) / 1000) * TEXT_RATE.perSecond);
    expect(relayed).toBeGreaterThanOrEqual(TEXT_RATE.burst);
    expect(relayed).toBeLessThanOrEqual(Math.min(10, TEXT_RATE.burst + refilled));
    expect(
      await storedOf(
        poster.username,
        joined.map(({ room }) => room),
      ),
    ).toBe(relayed);
  });
});

describe("a host blocked while its socket is open", () => {
  it("may act as host until the block, and after it lets no guest in, removes nobody and drives nothing", async () => {
    const host = await newUser("blockedhost");
    const room = await openRoom(host.token, EPISODE);
    const { member: hostMember } = await join(room, host.token);
    const viewer = await newUser("stays");
    const { member: viewerMember } = await join(room, viewer.token);
    hostMember.send({ type: "controls", anyone: false });
    expect(await viewerMember.take("controls")).toEqual({ type: "controls", anyone: false });

    await block(host.id);
    for (const command of [
      { type: "guests", allowed: true },
      { type: "remove", username: viewer.username },
      { type: "controls", anyone: true },
      { type: "state", playing: true, position: 99, rate: 1, episode_id: EPISODE },
    ])
      hostMember.send(command);
    for (let refused = 0; refused < 4; refused++)
      expect(await hostMember.take("error")).toEqual({
        type: "error",
        error: "Your sign-in has ended or your account is blocked: you cannot control the room",
      });
    await expectError(call("POST", `/rooms/${room}/guest-ticket`), 401, /^Sign in to join this room/);
    expect(viewerMember.closed).toBeNull();
    expect(viewerMember.all("controls")).toEqual([]);
    expect(viewerMember.all("state")).toEqual([]);
  });

  it("a signed-out host's socket is refused the same", async () => {
    const host = await newUser("loggedout");
    const room = await openRoom(host.token, EPISODE);
    const { member: hostMember } = await join(room, host.token);
    expect((await call("POST", "/users/logout", { token: host.token })).status).toBe(200);
    hostMember.send({ type: "guests", allowed: true });
    expect((await hostMember.take("error")).error).toMatch(/you cannot control the room$/);
    await expectError(call("POST", `/rooms/${room}/guest-ticket`), 401);
  });
});

describe("a ticket asked before a block", () => {
  it("opens the socket before the block, and answers 403 after it", async () => {
    const host = await newUser("tickethost");
    const room = await openRoom(host.token, EPISODE);
    const viewer = await newUser("blockedlater");
    const before = await upgrade(room, await ticketFor(room, viewer.token));
    expect(before.status).toBe(101);
    (before.webSocket as WebSocket).accept();

    const kept = await ticketFor(room, viewer.token);
    await block(viewer.id);
    const after = await upgrade(room, kept);
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({ error: "Your sign-in has ended or your account is blocked: sign in again to join" });
    expect(after.webSocket).toBeNull();
  });
});
