// Members of a watch-together room as a test drives them: each a real WebSocket to the room's
// Durable Object, opened through the built worker with a ticket (workers/api/rooms.ts).
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { ServerMessage } from "~/domain/rooms/protocol";
import { call } from "./api";
import { fetchWorker } from "./worker";

type Received = ServerMessage;
type OfType<T extends Received["type"]> = Extract<Received, { type: T }>;

/** Opens a room on `episodeId` for the token's viewer; answers its id. */
export async function openRoom(token: string, episodeId: number): Promise<string> {
  const opened = await call("POST", "/rooms", { token, json: { episode_id: episodeId } });
  expect(opened.status, JSON.stringify(opened.data)).toBe(201);
  return opened.data.id;
}

export async function ticketFor(roomId: string, token: string): Promise<string> {
  const answer = await call("POST", `/rooms/${roomId}/ticket`, { token });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data.ticket;
}

/** A guest's ticket, which the room gives while its host lets viewers who are not signed in watch along. */
export async function guestTicketFor(roomId: string): Promise<string> {
  const answer = await call("POST", `/rooms/${roomId}/guest-ticket`);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data.ticket;
}

/** The socket upgrade as a browser sends it (Upgrade: websocket), with `headers` added. */
export const upgrade = (roomId: string, ticket: string | null, headers: Record<string, string> = {}) =>
  fetchWorker(`/api/rooms/${roomId}/socket${ticket === null ? "" : `?ticket=${encodeURIComponent(ticket)}`}`, {
    headers: { Upgrade: "websocket", ...headers },
  });

/** The room's Durable Object, for the test helpers of cloudflare:test (alarms, eviction). */
export const roomStub = (roomId: string) => env.ROOMS.get(env.ROOMS.idFromString(roomId));

/** One member: what the room sent it, in order, and whether the room closed it. */
export class Member {
  readonly received: Received[] = [];
  closed: { code: number; reason: string } | null = null;

  constructor(readonly socket: WebSocket) {
    socket.accept();
    socket.addEventListener("message", (event) => {
      this.received.push(JSON.parse(String(event.data)) as Received);
    });
    socket.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
    });
  }

  send(message: Record<string, unknown>) {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message of `type` not taken yet, waiting for it a while; taken, so the next call answers the next one. */
  async take<T extends Received["type"]>(type: T, timeoutMs = 5_000): Promise<OfType<T>> {
    await until(() => this.received.some((message) => message.type === type), `a ${type} message`, timeoutMs);
    const index = this.received.findIndex((message) => message.type === type);
    return this.received.splice(index, 1)[0] as OfType<T>;
  }

  /** Every message of `type` received so far. */
  all<T extends Received["type"]>(type: T): OfType<T>[] {
    return this.received.filter((message): message is OfType<T> => message.type === type);
  }
}

/** Waits for `done`, checking every few milliseconds. */
export async function until(done: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Joins the room as the token's viewer (`null`: a viewer who is not signed in, with a guest's
 * ticket): a ticket, the upgrade, and the room's welcome.
 */
export async function join(roomId: string, token: string | null) {
  const response = await upgrade(roomId, token === null ? await guestTicketFor(roomId) : await ticketFor(roomId, token));
  expect(response.status).toBe(101);
  const member = new Member(response.webSocket as WebSocket);
  const welcome = await member.take("welcome");
  return { member, welcome };
}
