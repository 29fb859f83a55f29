// One watch-together room (issue #53, docs/decisions/055-watch-together-rooms.md): a Durable Object
// holding its members' WebSockets through the Hibernation API. Nothing runs between messages (no
// timer, no interval): what the room must do later, it asks of its one alarm, so an idle room
// hibernates with its sockets open.
import { DurableObject } from "cloudflare:workers";
import { userOfSession } from "~/.server/auth/server-sessions";
import { primaryAppContext } from "~/.server/context";
import { storeDanmaku } from "~/domain/danmaku/commands.server";
import {
  MEMBERS_ANNOUNCE_MS,
  MESSAGE_RATE,
  FRAME_CLOSE_BYTES,
  ROOM_LINGER_MS,
  ROOM_MEMBERS_MAX,
  ROOM_MESSAGE_BYTES,
  TEXT_RATE,
  TICKET_MS,
} from "~/domain/rooms/limits";
import { ClientMessage, closeCodes, type Playback } from "~/domain/rooms/protocol";
import { countRefusal } from "~/domain/rooms/flood-guard";
import { spend } from "~/domain/rooms/rate-budget";
import { spendAccountText } from "~/domain/rooms/text-budget.server";
import { firstIssue } from "~/lib/schema-fields";
import { announceMembers, broadcast, memberOf, membersOf, openSockets, send, type Member } from "./members";
import { RoomStore, type RoomRecord } from "./room-store";
import { roomRefusals, type Refused } from "./refusals";

type Account = { id: number; username: string };
/** A viewer asking a ticket: the account and the server-side session of their token. */
type Asker = Account & { sessionId: string };

const newTicket = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
};

const refusal = (status: Refused["status"], error: string) => Response.json({ error }, { status });

/** What the room's roles refuse: playback is the host's (or anyone's, when the host allows), the room's settings the host's alone. */
function roleRefusal(member: Member, message: ClientMessage, room: RoomRecord): string | undefined {
  const isHost = !member.guest && member.userId === room.hostId;
  if (message.type === "state") return isHost || room.anyone ? undefined : roomRefusals.hostControls;
  if (message.type === "controls" || message.type === "guests" || message.type === "remove")
    return isHost ? undefined : roomRefusals.hostOnly;
  return undefined;
}

export class WatchRoom extends DurableObject<Env> {
  private readonly store = new RoomStore(this.ctx.storage.kv);

  /** Opens the room for its host on an episode, paused at the start (POST /api/rooms, once per room). */
  async open(host: Account, episodeId: number) {
    const now = Date.now();
    this.store.saveRoom({
      hostId: host.id,
      anyone: false,
      state: { playing: false, position: 0, rate: 1, episode_id: episodeId, at: now },
      // A room nobody joins ends like one everybody left.
      endsAt: now + ROOM_LINGER_MS,
    });
    await this.scheduleAlarm();
  }

  /**
   * What the room's page needs of the room in one call: where playback stands, and whether viewers
   * who are not signed in may watch along; null once the room has ended (or was never opened).
   */
  async overview(): Promise<{ state: Playback; guests: boolean } | null> {
    const room = this.store.room();
    return room ? { state: room.state, guests: room.guests ?? false } : null;
  }

  /**
   * A single-use ticket for `asker` to open the socket within TICKET_MS, or why not; `null` asks for
   * a viewer who is not signed in, let in only while the host allows guests.
   */
  async issueTicket(asker: Asker | null): Promise<{ ticket: string } | Refused> {
    const refused = asker ? this.refusalFor(asker.id) : this.guestRefusal();
    if (refused) return refused;
    const expires = Date.now() + TICKET_MS;
    const holder = asker
      ? { userId: asker.id, username: asker.username, sessionId: asker.sessionId, expires }
      : { userId: 0, username: "", sessionId: "", guest: true, expires };
    return { ticket: this.store.saveTicket(newTicket(), holder) };
  }

  /** The WebSocket upgrade, with its ticket (the worker checked the origin): the member joins and is told where the room stands. */
  override async fetch(request: Request): Promise<Response> {
    const now = Date.now();
    const holder = this.store.takeTicket(new URL(request.url).searchParams.get("ticket") ?? "", now);
    if (!holder) return refusal(401, roomRefusals.badTicket);
    // A ticket asked before a block or a sign-out opens nothing after it.
    if (!holder.guest && !(await this.signInHolds(holder))) return refusal(403, roomRefusals.signedOutJoin);
    const refused = holder.guest ? this.guestRefusal() : this.refusalFor(holder.userId);
    if (refused) return refusal(refused.status, refused.error);
    const room = this.store.room() as RoomRecord;

    const [client, socket] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(socket);
    const { userId, username, sessionId, guest } = holder;
    const connection = crypto.randomUUID();
    socket.serializeAttachment({ userId, username, sessionId, guest, connection, joinedAt: now } satisfies Member);
    if (room.endsAt !== null) this.store.saveRoom({ ...room, endsAt: null });

    const members = membersOf(openSockets(this.ctx));
    const host = !guest && userId === room.hostId;
    const settings = { anyone: room.anyone, guests_allowed: room.guests ?? false };
    send(socket, { type: "welcome", username, connection, host, guest: Boolean(guest), ...settings, ...members, state: room.state, now });
    await this.membersChanged(openSockets(this.ctx), now);
    await this.scheduleAlarm();
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer) {
    // Each character is a byte or more: the length alone says a frame is far too long, with no copy of it made.
    if ((typeof raw === "string" ? raw.length : raw.byteLength) > FRAME_CLOSE_BYTES) {
      socket.close(closeCodes.tooBig, roomRefusals.tooLong);
      return;
    }
    const member = memberOf(socket);
    const now = Date.now();
    const spent = spend(member.budget, MESSAGE_RATE, now);
    // Spent before the message is handled: a post waits on D1, and the next message must find it spent.
    socket.serializeAttachment({ ...member, budget: spent.budget } satisfies Member);
    const refused = spent.allowed ? await this.handle(socket, member, raw, now) : roomRefusals.tooFast;
    if (socket.readyState !== WebSocket.OPEN) return;
    const latest = memberOf(socket);
    const counted = countRefusal(latest.refusals, refused !== undefined, now);
    socket.serializeAttachment({ ...latest, refusals: counted.refusals } satisfies Member);
    if (!refused) return;
    // A client that keeps sending what is refused is broken or hostile: past a bound it is let go.
    if (counted.close) socket.close(closeCodes.flooding, roomRefusals.tooFast);
    else send(socket, { type: "error", error: refused });
  }

  override async webSocketClose(socket: WebSocket) {
    await this.left(socket);
  }

  override async webSocketError(socket: WebSocket) {
    await this.left(socket);
  }

  /**
   * Stores the waiting danmaku (the alarm fires when their batch is due, or earlier for the room's
   * end: a batch a little early costs nothing), and ends the room once it has been empty its hour.
   * Danmaku are stored here only, never while a message is handled, so no message waits on D1.
   */
  override async alarm() {
    const now = Date.now();
    const membersDue = this.store.membersDue();
    if (membersDue !== undefined && membersDue <= now) {
      announceMembers(openSockets(this.ctx));
      this.store.saveMembersAnnounced(now);
    }
    const stored = await this.flushDanmaku(now);
    const room = this.store.room();
    if (stored && room?.endsAt != null && room.endsAt <= now && openSockets(this.ctx).length === 0) {
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.scheduleAlarm();
  }

  /**
   * Whether the sign-in that asked the ticket still holds and its account is not blocked: a block
   * (or a logout) ends the session, but not a socket opened before it. Read from D1 at the upgrade
   * and for each message but a ping, which the connection's budget keeps to two a second.
   */
  private async signInHolds(holder: Pick<Member, "userId" | "username" | "sessionId">) {
    const claims = { sub: String(holder.userId), role: "user" as const, username: holder.username, sid: holder.sessionId };
    const found = await userOfSession(this.app().db, claims);
    return Boolean(found?.live && !found.account.blocked);
  }

  private app = () => primaryAppContext(this.env, this.ctx);

  /** Why a viewer who is not signed in may not join now, if they may not. */
  private guestRefusal(): Refused | undefined {
    const room = this.store.room();
    if (room && !room.guests) return { status: 401, error: roomRefusals.signInToJoin };
    return this.refusalFor(0);
  }

  /** Why `userId` may not join now, if it may not. */
  private refusalFor(userId: number): Refused | undefined {
    if (!this.store.room()) return { status: 404, error: roomRefusals.noRoom };
    if (this.store.isRemoved(userId)) return { status: 403, error: roomRefusals.removed };
    if (openSockets(this.ctx).length >= ROOM_MEMBERS_MAX) return { status: 409, error: roomRefusals.full };
    return undefined;
  }

  /** Acts on one message; answers why it was refused, if it was. */
  private async handle(socket: WebSocket, member: Member, raw: string | ArrayBuffer, now: number): Promise<string | undefined> {
    if (typeof raw !== "string") return roomRefusals.notJson;
    // The length in UTF-16 units is at most the length in bytes: only a short text is encoded to count its bytes.
    if (raw.length > ROOM_MESSAGE_BYTES || new TextEncoder().encode(raw).byteLength > ROOM_MESSAGE_BYTES) return roomRefusals.tooLong;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return roomRefusals.notJson;
    }
    const parsed = ClientMessage.safeParse(json);
    if (!parsed.success) return firstIssue(parsed.error);
    const message = parsed.data;
    // A guest watches along: it follows the room and times its clock, nothing more.
    if (member.guest && message.type !== "ping") return roomRefusals.signInToTalk;
    if (message.type === "ping") {
      send(socket, { type: "pong", now });
      return undefined;
    }
    const byRole = roleRefusal(member, message, this.store.room() as RoomRecord);
    if (byRole) return byRole;
    const talk = message.type === "chat" || message.type === "danmaku";
    if (talk) {
      // The room's own copy of the account's budget refuses without asking D1; the account's in D1 holds across rooms.
      const spent = spend(this.store.textBudget(member.userId), TEXT_RATE, now);
      this.store.saveTextBudget(member.userId, spent.budget);
      if (!spent.allowed || !(await spendAccountText(this.app(), member.userId, now))) return roomRefusals.postingTooFast;
    }
    // Everything but a ping acts as the member's account, so its sign-in must still hold: a block or a
    // logout ends the session, not a socket opened before it (the fifth probe's blocked host still let guests in).
    if (!(await this.signInHolds(member))) return talk ? roomRefusals.signedOut : roomRefusals.signedOutControls;
    // The room as it is now: another message may have changed it while D1 answered.
    const room = this.store.room() as RoomRecord;
    const refused = roleRefusal(member, message, room);
    if (refused) return refused;
    switch (message.type) {
      case "state": {
        const { type: _, ...playback } = message;
        const state = { ...playback, at: now };
        this.store.saveRoom({ ...room, state });
        broadcast(openSockets(this.ctx), { type: "state", by: member.username, connection: member.connection, ...state });
        return undefined;
      }
      case "controls":
        this.store.saveRoom({ ...room, anyone: message.anyone });
        broadcast(openSockets(this.ctx), { type: "controls", anyone: message.anyone });
        return undefined;
      case "guests":
        return this.allowGuests(room, message.allowed);
      case "remove":
        return this.removeMember(room, message.username);
      case "chat":
        broadcast(openSockets(this.ctx), { type: "chat", username: member.username, text: message.text, at: now });
        return undefined;
      case "danmaku":
        await this.postDanmaku(member, room.state.episode_id, message.text, message.at, now);
        return undefined;
    }
  }

  /** Shows the danmaku to everyone and adds it to the next batch, which the alarm stores. */
  private async postDanmaku(member: Member, episodeId: number, text: string, second: number, now: number) {
    broadcast(openSockets(this.ctx), { type: "danmaku", username: member.username, text, at: second, episode_id: episodeId });
    const written = new Date(now).toISOString();
    this.store.addDanmaku(
      { episode_id: episodeId, user_id: member.userId, username: member.username, second: Math.floor(second), text, created_at: written },
      now,
    );
    await this.scheduleAlarm();
  }

  /** Lets guests in, or no longer: those watching along then leave, as a removed member does. */
  private async allowGuests(room: RoomRecord, allowed: boolean): Promise<undefined> {
    this.store.saveRoom({ ...room, guests: allowed });
    if (!allowed)
      for (const socket of openSockets(this.ctx).filter((open) => memberOf(open).guest))
        socket.close(closeCodes.removed, roomRefusals.guestsClosed);
    broadcast(openSockets(this.ctx), { type: "guests", allowed });
    await this.membersChanged(openSockets(this.ctx));
    return undefined;
  }

  private async removeMember(room: RoomRecord, username: string): Promise<string | undefined> {
    const name = username.toLowerCase();
    const sockets = openSockets(this.ctx).filter((socket) => !memberOf(socket).guest && memberOf(socket).username.toLowerCase() === name);
    const target = sockets.map(memberOf).find((member) => member.userId !== room.hostId);
    if (!target) return roomRefusals.noSuchMember;
    this.store.remove(target.userId);
    for (const socket of sockets) socket.close(closeCodes.removed, roomRefusals.removed);
    await this.membersChanged(openSockets(this.ctx));
    return undefined;
  }

  private async left(socket: WebSocket) {
    const remaining = openSockets(this.ctx).filter((other) => other !== socket);
    await this.membersChanged(remaining);
    const room = this.store.room();
    if (room && remaining.length === 0) this.store.saveRoom({ ...room, endsAt: Date.now() + ROOM_LINGER_MS });
    await this.scheduleAlarm();
  }

  /** Writes the waiting danmaku to D1 as one batch; answers whether none is left waiting. */
  private async flushDanmaku(now: number): Promise<boolean> {
    const items = this.store.takeDanmaku();
    if (!items) return true;
    try {
      await storeDanmaku(this.app(), items);
      return true;
    } catch (error) {
      // The members saw them already; they wait for the next try, and nobody is told.
      console.error("room danmaku not stored", items.length, error);
      this.store.restoreDanmaku(items, now);
      return false;
    }
  }

  /**
   * Tells `sockets` who is in, at most once every MEMBERS_ANNOUNCE_MS: a change sooner waits for the
   * alarm, which tells the list as it then stands (the fifth probe's 666 guests coming and going in
   * 10 s sent the host 1,334 messages). The one joining learns it from its welcome.
   */
  private async membersChanged(sockets: WebSocket[], now = Date.now()) {
    // Nobody left to tell; whoever comes next is welcomed with the list.
    if (sockets.length === 0 || this.store.membersDue() !== undefined) return;
    const next = this.store.membersAnnounced() + MEMBERS_ANNOUNCE_MS;
    if (now >= next) {
      announceMembers(sockets);
      this.store.saveMembersAnnounced(now);
      return;
    }
    this.store.saveMembersDue(next);
    await this.scheduleAlarm();
  }

  /** The one alarm at the earliest thing due: who is in, the danmaku batch, or the end of an empty room. */
  private async scheduleAlarm() {
    const due = [this.store.membersDue(), this.store.pendingDanmaku()?.due, this.store.room()?.endsAt].filter(
      (time): time is number => typeof time === "number",
    );
    if (due.length > 0) await this.ctx.storage.setAlarm(Math.min(...due));
    else await this.ctx.storage.deleteAlarm();
  }
}
