// A room's members are its accepted WebSockets; who each one is rides on the socket itself
// (serializeAttachment), so it survives hibernation with the socket (decision 055).
import type { ServerMessage } from "~/domain/rooms/protocol";
import type { Budget } from "~/domain/rooms/rate-budget";

/**
 * One connection's member: the account and the sign-in that asked its ticket, when it joined, and
 * its message budget and refusals in a row (limits.ts).
 */
/** One open socket's member; `connection` tells apart two sockets of one account (two devices). */
export type Member = {
  userId: number;
  username: string;
  sessionId: string;
  connection: string;
  joinedAt: number;
  budget?: Budget;
  refusals: number;
};

export const memberOf = (socket: WebSocket) => socket.deserializeAttachment() as Member;

export const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));

/** The connections still open: one the room closed, or whose member left, is on its way out. */
export const openSockets = (ctx: DurableObjectState) => ctx.getWebSockets().filter((socket) => socket.readyState === WebSocket.OPEN);

/** Each member's username once (one account may watch from two devices), in the order they joined. */
export const usernamesOf = (sockets: WebSocket[]) => [
  ...new Set(
    sockets
      .map(memberOf)
      .sort((a, b) => a.joinedAt - b.joinedAt)
      .map((member) => member.username),
  ),
];

export function broadcast(sockets: WebSocket[], message: ServerMessage) {
  const text = JSON.stringify(message);
  for (const socket of sockets) socket.send(text);
}
