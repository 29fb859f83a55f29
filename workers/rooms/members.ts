// A room's members are its accepted WebSockets; who each one is rides on the socket itself
// (serializeAttachment), so it survives hibernation with the socket (decision 055).
import type { ServerMessage } from "~/domain/rooms/protocol";
import type { Refusals } from "~/domain/rooms/flood-guard";
import type { Budget } from "~/domain/rooms/rate-budget";

/**
 * One connection's member: the account and the sign-in that asked its ticket (none for a guest, a
 * viewer not signed in whom the host lets watch along: user 0, no name), when it joined, and its
 * message budget and refusals (limits.ts, flood-guard.ts); `connection` tells apart two sockets of one
 * account (two devices).
 */
export type Member = {
  userId: number;
  username: string;
  guest?: boolean;
  sessionId: string;
  connection: string;
  joinedAt: number;
  budget?: Budget;
  refusals?: Refusals;
};

export const memberOf = (socket: WebSocket) => socket.deserializeAttachment() as Member;

export const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));

/** The connections still open: one the room closed, or whose member left, is on its way out. */
export const openSockets = (ctx: DurableObjectState) => ctx.getWebSockets().filter((socket) => socket.readyState === WebSocket.OPEN);

/** Each signed-in member's username once (one account may watch from two devices), in the order they joined. */
const usernamesOf = (members: Member[]) => [
  ...new Set(
    members
      .filter((member) => !member.guest)
      .sort((a, b) => a.joinedAt - b.joinedAt)
      .map((member) => member.username),
  ),
];

/** Who is in: the signed-in members by name, and how many guests (who have none). */
export function membersOf(sockets: WebSocket[]) {
  const members = sockets.map(memberOf);
  return { members: usernamesOf(members), guests: members.filter((member) => member.guest).length };
}

/** Tells `sockets` who is in: the list every join, leave, removal and guest switch changes. */
export const announceMembers = (sockets: WebSocket[]) => broadcast(sockets, { type: "members", ...membersOf(sockets) });

export function broadcast(sockets: WebSocket[], message: ServerMessage) {
  const text = JSON.stringify(message);
  for (const socket of sockets) socket.send(text);
}
