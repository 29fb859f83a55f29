// What a room says when it refuses: the upgrade's and the ticket's answers, and each message's
// `{"type":"error"}` (decision 055).
import { CHAT_MAX, ROOM_MEMBERS_MAX, ROOM_MESSAGE_BYTES } from "~/domain/rooms/limits";

/** A refusal as an RPC answer: thrown errors lose their status on the way back to the worker. */
export type Refused = { status: 401 | 403 | 404 | 409; error: string };

export const roomRefusals = {
  noRoom: "Room not found",
  badTicket: "The ticket is unknown, used or expired: ask for a new one",
  removed: "The host removed you from this room",
  full: `The room is full: ${ROOM_MEMBERS_MAX} members at most`,
  tooFast: "Too many messages: slow down",
  postingTooFast: "You are posting too fast: wait a moment",
  tooLong: `A message may be at most ${ROOM_MESSAGE_BYTES} bytes (chat at most ${CHAT_MAX} characters)`,
  notJson: "Messages are JSON text",
  hostControls: "Only the host controls playback in this room",
  hostOnly: "Only the host may do that",
  noSuchMember: "No member of that name to remove",
  signedOut: "Your sign-in has ended or your account is blocked: you cannot post",
  signedOutControls: "Your sign-in has ended or your account is blocked: you cannot control the room",
  signedOutJoin: "Your sign-in has ended or your account is blocked: sign in again to join",
  signInToJoin: "Sign in to join this room: its host lets only signed-in viewers in",
  signInToTalk: "Sign in to chat, post on-screen comments or control playback",
  guestsClosed: "The host no longer lets viewers who are not signed in watch along",
} as const;
