// Issue #53, first slice (decision 055): the watch-together room's Durable Object and its API,
// through the built worker in workerd: members join with a ticket, the host's pause reaches every
// member with the room's clock, the limits hold, the room hibernates and ends by its alarm, and
// danmaku are stored in batches and read back by second.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DANMAKU_BATCH,
  DANMAKU_FLUSH_MS,
  MESSAGE_RATE,
  REFUSALS_BEFORE_CLOSE,
  ROOM_LINGER_MS,
  ROOM_MEMBERS_MAX,
  TEXT_RATE,
} from "~/domain/rooms/limits";
import { closeCodes } from "~/domain/rooms/protocol";
import { adminToken, call, expectError, newUser, rowCount } from "../support/api";
import { seedDemo } from "../support/app-context";
import { join, type Member, openRoom, roomStub, ticketFor, until, upgrade } from "../support/rooms";

const EPISODE = 3;
let host: Awaited<ReturnType<typeof newUser>>;
let guest: Awaited<ReturnType<typeof newUser>>;
let other: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  await seedDemo();
  [host, guest, other] = [await newUser("host"), await newUser("guest"), await newUser("other")];
});

describe("opening a room", () => {
  it("answers an unguessable id and the room's link, to a signed-in viewer only, on an episode that exists", async () => {
    const opened = await call("POST", "/rooms", { token: host.token, json: { episode_id: EPISODE } });
    expect(opened.status).toBe(201);
    expect(opened.data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{64}$/), url: `/watch/${opened.data.id}` });
    expect(opened.headers.get("Cache-Control")).toBe("no-store");
    await expectError(call("POST", "/rooms", { json: { episode_id: EPISODE } }), 401);
    await expectError(call("POST", "/rooms", { token: host.token, json: { episode_id: 999_999 } }), 404, "Episode not found");
  });

  it("answers 404 for a room that was never opened", async () => {
    await expectError(call("POST", `/rooms/${"ab".repeat(32)}/ticket`, { token: guest.token }), 404, "Room not found");
  });
});

describe("the socket upgrade", () => {
  it("needs a ticket, takes each ticket once, and refuses a page of another site", async () => {
    const room = await openRoom(host.token, EPISODE);
    expect((await upgrade(room, null)).status).toBe(401);
    expect((await upgrade(room, "made-up")).status).toBe(401);
    await expectError(call("POST", `/rooms/${room}/ticket`), 401);

    const foreign = await upgrade(room, await ticketFor(room, guest.token), { Origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: "A room opens only from this site's pages" });

    const ticket = await ticketFor(room, guest.token);
    const ours = await upgrade(room, ticket, { Origin: "https://example.com" });
    expect(ours.status).toBe(101);
    (ours.webSocket as WebSocket).accept();
    const again = await upgrade(room, ticket);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: string }).error).toMatch(/ticket is unknown, used or expired/);
    expect((await call("GET", `/rooms/${room}/socket?ticket=x`)).status).toBe(400);
  });

  it("welcomes a member with the room's state, its members and its clock", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { welcome } = await join(room, host.token);
    expect(welcome).toMatchObject({
      username: host.username,
      host: true,
      anyone: false,
      members: [host.username],
      state: { playing: false, position: 0, rate: 1, episode_id: EPISODE, at: expect.any(Number) },
      now: expect.any(Number),
    });
    expect((await join(room, guest.token)).welcome).toMatchObject({ host: false, members: [host.username, guest.username] });
  });
});

describe("in step", () => {
  it("relays the host's pause to every member with the room's clock; a member who is not the host is refused until allowed", async () => {
    const room = await openRoom(host.token, EPISODE);
    const joined = [await join(room, host.token), await join(room, guest.token), await join(room, other.token)];
    const members = joined.map((m) => m.member);
    const [hostMember, guestMember] = members as [Member, Member, Member];

    hostMember.send({ type: "state", playing: false, position: 754.5, rate: 1, episode_id: EPISODE });
    const seen = await Promise.all(members.map((member) => member.take("state")));
    for (const state of seen)
      expect(state).toEqual({
        type: "state",
        by: host.username,
        connection: joined[0]!.welcome.connection,
        playing: false,
        position: 754.5,
        rate: 1,
        episode_id: EPISODE,
        at: seen[0]!.at,
      });

    guestMember.send({ type: "state", playing: true, position: 10, rate: 1, episode_id: EPISODE });
    expect(await guestMember.take("error")).toEqual({ type: "error", error: "Only the host controls playback in this room" });

    hostMember.send({ type: "controls", anyone: true });
    await guestMember.take("controls");
    guestMember.send({ type: "state", playing: true, position: 10, rate: 1.5, episode_id: EPISODE });
    expect(await hostMember.take("state")).toMatchObject({ by: guest.username, playing: true, rate: 1.5 });

    // A member who comes back is told where the room stands now.
    expect((await join(room, other.token)).welcome.state).toMatchObject({ playing: true, position: 10, rate: 1.5 });
  });

  it("passes chat to everyone as plain text, and refuses markup, empty text and unknown messages", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member: hostMember } = await join(room, host.token);
    const { member: guestMember } = await join(room, guest.token);
    guestMember.send({ type: "chat", text: "  this opening!  " });
    expect(await hostMember.take("chat")).toEqual({
      type: "chat",
      username: guest.username,
      text: "this opening!",
      at: expect.any(Number),
    });
    guestMember.send({ type: "chat", text: "<b>hi</b>" });
    expect((await guestMember.take("error")).error).toBe("Chat must be plain text, without markup");
    guestMember.send({ type: "chat", text: "   " });
    expect((await guestMember.take("error")).error).toBe("Chat is required");
    guestMember.send({ type: "dance" });
    expect((await guestMember.take("error")).error).toBe("Unknown message type");
    guestMember.socket.send("not json");
    expect((await guestMember.take("error")).error).toBe("Messages are JSON text");
  });

  it("lets the host remove a member, who cannot come back", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member: hostMember } = await join(room, host.token);
    const { member: guestMember } = await join(room, guest.token);
    hostMember.send({ type: "remove", username: guest.username.toUpperCase() });
    await until(() => guestMember.closed !== null, "close");
    expect(guestMember.closed).toEqual({ code: closeCodes.removed, reason: "The host removed you from this room" });
    await expectError(call("POST", `/rooms/${room}/ticket`, { token: guest.token }), 403, "The host removed you from this room");
  });
});

describe("limits", () => {
  it(`refuses the member past ${ROOM_MEMBERS_MAX}, at the ticket and at the upgrade`, async () => {
    const room = await openRoom(host.token, EPISODE);
    await join(room, host.token);
    for (let joined = 1; joined < ROOM_MEMBERS_MAX - 1; joined++) await join(room, guest.token);
    const late = await ticketFor(room, other.token); // taken while one place was left
    await join(room, other.token);
    await expectError(
      call("POST", `/rooms/${room}/ticket`, { token: other.token }),
      409,
      `The room is full: ${ROOM_MEMBERS_MAX} members at most`,
    );
    const refused = await upgrade(room, late);
    expect(refused.status).toBe(409);
    expect(refused.webSocket).toBeNull();
  });

  it("refuses a flooding member's messages past its budget, then closes it", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member } = await join(room, guest.token);
    const flood = MESSAGE_RATE.burst + 20;
    const started = Date.now();
    for (let sent = 0; sent < flood; sent++) member.send({ type: "ping" });
    await until(() => member.all("pong").length + member.all("error").length >= flood, "answers");
    // The budget refills while the flood is answered, the more on a busy machine.
    const refilled = Math.ceil(((Date.now() - started) / 1000) * MESSAGE_RATE.perSecond);
    expect(member.all("pong").length).toBeLessThanOrEqual(MESSAGE_RATE.burst + refilled);
    expect(member.all("error").length).toBeGreaterThanOrEqual(flood - MESSAGE_RATE.burst - refilled);
    expect(member.all("error")[0]).toEqual({ type: "error", error: "Too many messages: slow down" });
    for (let sent = 0; sent < REFUSALS_BEFORE_CLOSE; sent++) member.send({ type: "ping" });
    await until(() => member.closed !== null, "close");
    expect(member.closed?.code).toBe(closeCodes.flooding);
  });

  it("tells two devices of one account apart: each socket has its own connection, which its changes carry", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member: laptop, welcome: laptopWelcome } = await join(room, host.token);
    const { member: phone, welcome: phoneWelcome } = await join(room, host.token);
    expect(laptopWelcome.connection).toEqual(expect.any(String));
    expect(phoneWelcome.connection).not.toBe(laptopWelcome.connection);
    laptop.send({ type: "state", playing: true, position: 30, rate: 1, episode_id: EPISODE });
    // Same username on both, so only the connection says the phone must follow and the laptop need not.
    expect(await phone.take("state")).toMatchObject({ by: host.username, connection: laptopWelcome.connection, position: 30 });
    expect(await laptop.take("state")).toMatchObject({ connection: laptopWelcome.connection });
  });

  it("limits each account's chat and danmaku across its connections", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member: first } = await join(room, other.token);
    const { member: second } = await join(room, other.token);
    for (let sent = 0; sent < TEXT_RATE.burst; sent++) (sent % 2 ? first : second).send({ type: "chat", text: `line ${sent}` });
    await until(() => first.all("chat").length === TEXT_RATE.burst, "chat lines");
    first.send({ type: "chat", text: "one too many" });
    expect(await first.take("error")).toEqual({ type: "error", error: "You are posting too fast: wait a moment" });
  });

  it("refuses a message longer than the room takes", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member } = await join(room, guest.token);
    member.send({ type: "chat", text: "x".repeat(3000) });
    expect((await member.take("error")).error).toMatch(/at most 2048 bytes/);
  });
});

describe("viewers who are not signed in", () => {
  it("join only while the host lets them, follow the room without a name, and post nothing", async () => {
    const room = await openRoom(host.token, EPISODE);
    await expectError(call("POST", `/rooms/${room}/guest-ticket`), 401, /^Sign in to join this room/);
    const { member: hostMember } = await join(room, host.token);
    hostMember.send({ type: "guests", allowed: true });
    expect(await hostMember.take("guests")).toEqual({ type: "guests", allowed: true });

    const { member: guestMember, welcome } = await join(room, null);
    expect(welcome).toMatchObject({ guest: true, host: false, username: "", guests_allowed: true, members: [host.username], guests: 1 });
    await until(() => hostMember.all("members").some((members) => members.guests === 1), "the guest counted in members");
    expect(hostMember.all("members").at(-1)).toEqual({ type: "members", members: [host.username], guests: 1 });
    hostMember.send({ type: "state", playing: true, position: 30, rate: 1, episode_id: EPISODE });
    expect(await guestMember.take("state")).toMatchObject({ playing: true, position: 30 });

    // Watching along is all: no chat, no danmaku, no playback, even when the host lets anyone drive.
    hostMember.send({ type: "controls", anyone: true });
    await guestMember.take("controls");
    for (const message of [
      { type: "chat", text: "hi" },
      { type: "danmaku", text: "hi", at: 3 },
      { type: "state", playing: false, position: 0, rate: 1, episode_id: EPISODE },
      { type: "guests", allowed: true },
    ])
      guestMember.send(message);
    for (let refused = 0; refused < 4; refused++)
      expect(await guestMember.take("error")).toEqual({
        type: "error",
        error: "Sign in to chat, post on-screen comments or control playback",
      });
    expect(hostMember.all("chat")).toEqual([]);
    guestMember.send({ type: "ping" });
    expect((await guestMember.take("pong")).now).toEqual(expect.any(Number));

    // Only the host decides; turning guests away sends those in away too.
    const { member: guestMember2 } = await join(room, guest.token);
    guestMember2.send({ type: "guests", allowed: false });
    expect(await guestMember2.take("error")).toEqual({ type: "error", error: "Only the host may do that" });
    hostMember.send({ type: "guests", allowed: false });
    await until(() => guestMember.closed !== null, "the guest's socket to close");
    expect(guestMember.closed?.code).toBe(closeCodes.removed);
    await expectError(call("POST", `/rooms/${room}/guest-ticket`), 401, /^Sign in to join this room/);
  });
});

describe("hibernation and the room's end", () => {
  it("keeps its members and state when evicted from memory: sockets stay open and the next message finds the room as it was", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member: hostMember } = await join(room, host.token);
    const { member: guestMember } = await join(room, guest.token);
    hostMember.send({ type: "state", playing: true, position: 42, rate: 1, episode_id: EPISODE });
    await guestMember.take("state");

    await evictDurableObject(roomStub(room));

    hostMember.send({ type: "state", playing: false, position: 50, rate: 1, episode_id: EPISODE });
    expect(await guestMember.take("state")).toMatchObject({ by: host.username, playing: false, position: 50 });
    expect(guestMember.closed).toBeNull();
    expect((await join(room, other.token)).welcome).toMatchObject({
      members: [host.username, guest.username, other.username],
      state: { playing: false, position: 50 },
    });
  });

  it("ends an hour after its last member left, by its alarm, with no alarm while anyone is in", async () => {
    const room = await openRoom(host.token, EPISODE);
    const stub = roomStub(room);
    const alarmOf = () => runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    const { member } = await join(room, host.token);
    expect(await alarmOf()).toBeNull();

    member.socket.close(1000, "bye");
    const endsAfter = Date.now() + ROOM_LINGER_MS - 60_000;
    let alarm: number | null = null;
    for (let tries = 0; tries < 200 && !(alarm !== null && alarm > endsAfter); tries++) alarm = await alarmOf();
    expect(alarm).toBeGreaterThan(endsAfter);
    // An alarm run now is an early one: the room is still there until its hour has passed.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await call("POST", `/rooms/${room}/ticket`, { token: host.token })).status).toBe(200);
    await runInDurableObject(stub, (_instance, state) => {
      const kept = state.storage.kv.get<{ endsAt: number }>("room")!;
      state.storage.kv.put("room", { ...kept, endsAt: Date.now() - 1 });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await expectError(call("POST", `/rooms/${room}/ticket`, { token: host.token }), 404, "Room not found");
  });
});

describe("danmaku", () => {
  it("reach every member with the second of the video, are stored in one batch by the alarm, and come back by second", async () => {
    const room = await openRoom(host.token, EPISODE);
    const { member: hostMember } = await join(room, host.token);
    const { member: guestMember } = await join(room, guest.token);
    const before = await rowCount("danmaku");
    guestMember.send({ type: "danmaku", text: "here it comes", at: 90.4 });
    hostMember.send({ type: "danmaku", text: "the drop!", at: 12 });
    hostMember.send({ type: "danmaku", text: "<script>", at: 13 });
    expect(await hostMember.take("danmaku")).toEqual({
      type: "danmaku",
      username: guest.username,
      text: "here it comes",
      at: 90.4,
      episode_id: EPISODE,
    });
    await hostMember.take("danmaku");
    expect((await hostMember.take("error")).error).toBe("Danmaku must be plain text, without markup");
    // Not written per message: they wait for their batch.
    expect(await rowCount("danmaku")).toBe(before);
    const alarm = await runInDurableObject(roomStub(room), (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeLessThanOrEqual(Date.now() + DANMAKU_FLUSH_MS);
    expect(await runDurableObjectAlarm(roomStub(room))).toBe(true);
    expect(await rowCount("danmaku")).toBe(before + 2);

    const read = await call("GET", `/episodes/${EPISODE}/danmaku?from=0&to=600`);
    expect(read.status).toBe(200);
    expect(read.data.map((d: { second: number; text: string; username: string }) => [d.second, d.text, d.username])).toEqual([
      [12, "the drop!", host.username],
      [90, "here it comes", guest.username],
    ]);
    expect((await call("GET", `/episodes/${EPISODE}/danmaku?from=60&to=120`)).data).toHaveLength(1);
    await expectError(call("GET", `/episodes/${EPISODE}/danmaku?from=0&to=5000`), 400, "from and to may be at most 600 seconds apart");
    await expectError(call("GET", "/episodes/999999/danmaku"), 404, "Episode not found");
  });

  it(`are stored as soon as ${DANMAKU_BATCH} wait, not ${DANMAKU_FLUSH_MS / 1000} s after the first`, async () => {
    const room = await openRoom(host.token, EPISODE);
    const before = await rowCount("danmaku");
    for (let poster = 0; poster < DANMAKU_BATCH / TEXT_RATE.burst; poster++) {
      const { member } = await join(room, (await newUser("poster")).token);
      for (let sent = 0; sent < TEXT_RATE.burst; sent++) member.send({ type: "danmaku", text: `wave ${sent}`, at: 500 + sent });
      await until(() => member.all("danmaku").length === TEXT_RATE.burst, "the poster's own danmaku");
    }
    const deadline = Date.now() + DANMAKU_FLUSH_MS / 2;
    while ((await rowCount("danmaku")) < before + DANMAKU_BATCH && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rowCount("danmaku")).toBe(before + DANMAKU_BATCH);
  });

  it("hides a blocked author's danmaku, and a member blocked in the room posts no more", async () => {
    const room = await openRoom(host.token, EPISODE);
    const troll = await newUser("troll");
    const { member } = await join(room, troll.token);
    member.send({ type: "danmaku", text: "spoiler: everyone dies", at: 300 });
    await member.take("danmaku");
    await runDurableObjectAlarm(roomStub(room));
    const spoiler = async () =>
      (await call("GET", `/episodes/${EPISODE}/danmaku?from=300&to=301`)).data.filter(
        (d: { username: string }) => d.username === troll.username,
      );
    expect(await spoiler()).toHaveLength(1);
    expect((await call("POST", `/users/${troll.id}/block`, { token: await adminToken() })).status).toBe(200);
    expect(await spoiler()).toHaveLength(0);

    member.send({ type: "chat", text: "still here" });
    expect(await member.take("error")).toEqual({
      type: "error",
      error: "Your sign-in has ended or your account is blocked: you cannot post",
    });
    expect(member.all("chat")).toEqual([]);
    await expectError(call("POST", `/rooms/${room}/ticket`, { token: troll.token }), 403);
  });
});
