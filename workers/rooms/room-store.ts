// What a room keeps in its Durable Object's own storage (SQLite-backed, read synchronously), so
// nothing of it lives only in memory and the room may hibernate between messages (decision 055).
import type { DanmakuWrite } from "~/domain/danmaku/schema";
import { DANMAKU_BATCH, DANMAKU_FLUSH_MS, TICKETS_HELD_MAX } from "~/domain/rooms/limits";
import type { Playback } from "~/domain/rooms/protocol";
import type { Budget } from "~/domain/rooms/rate-budget";

/** The room: its host, whether anyone may control playback, where playback stands, and when it ends if empty. */
/** `guests`: whether viewers who are not signed in may watch along (a room kept before it was asked has none). */
export type RoomRecord = { hostId: number; anyone: boolean; guests?: boolean; state: Playback; endsAt: number | null };
/** Who a ticket lets in (the account and the sign-in it was asked with, or a guest), until when. */
export type Ticket = { userId: number; username: string; sessionId: string; guest?: boolean; expires: number };
/** A ticket as kept: its holder and the secret half of the ticket's text. */
type KeptTicket = Ticket & { secret: string };
/** Danmaku waiting for their batch, and when the batch is due. */
type PendingDanmaku = { due: number; items: DanmakuWrite[] };

const ROOM = "room";
const DANMAKU = "danmaku";
const NEXT_TICKET = "tickets:next";
const MEMBERS_ANNOUNCED = "members:announced";
const MEMBERS_DUE = "members:due";
const ticketKey = (number: number) => `ticket:${number}`;
/** A ticket's text as the room makes it: its number, a dot, and 24 random bytes in base64url. */
const TICKET_SHAPE = /^(\d{1,15})\.([\w-]{32})$/;
/** Whether `text` could be a ticket at all: the worker refuses any other without asking the room. */
export const isTicketShaped = (text: string) => TICKET_SHAPE.test(text);

export class RoomStore {
  constructor(private readonly kv: SyncKvStorage) {}

  room = () => this.kv.get<RoomRecord>(ROOM);
  saveRoom = (room: RoomRecord) => this.kv.put(ROOM, room);

  /**
   * Keeps a new ticket and answers its text, `{number}.{secret}`. Tickets are numbered in order, so
   * the one TICKETS_HELD_MAX before it is the oldest a room may still hold: it is dropped, by its
   * key, and no ticket is read to issue one (the fifth probe's room held 2,281 and read them all).
   */
  saveTicket(secret: string, holder: Ticket): string {
    const number = this.kv.get<number>(NEXT_TICKET) ?? 0;
    this.kv.put(NEXT_TICKET, number + 1);
    this.kv.delete(ticketKey(number - TICKETS_HELD_MAX));
    this.kv.put(ticketKey(number), { ...holder, secret } satisfies KeptTicket);
    return `${number}.${secret}`;
  }

  /** The ticket's holder if it is unexpired; a ticket is taken once, whatever it answers. */
  takeTicket(ticket: string, now: number): Ticket | undefined {
    const [, digits, secret] = TICKET_SHAPE.exec(ticket) ?? [];
    if (!digits) return undefined;
    const kept = this.kv.get<KeptTicket>(ticketKey(Number(digits)));
    if (!kept || kept.secret !== secret) return undefined;
    this.kv.delete(ticketKey(Number(digits)));
    const { secret: _, ...holder } = kept;
    return holder.expires > now ? holder : undefined;
  }

  /** When the members were last told who is in, and when the next telling is due if one waits (MEMBERS_ANNOUNCE_MS). */
  membersAnnounced = () => this.kv.get<number>(MEMBERS_ANNOUNCED) ?? 0;
  membersDue = () => this.kv.get<number>(MEMBERS_DUE);
  saveMembersAnnounced(now: number) {
    this.kv.put(MEMBERS_ANNOUNCED, now);
    this.kv.delete(MEMBERS_DUE);
  }
  saveMembersDue = (due: number) => this.kv.put(MEMBERS_DUE, due);

  isRemoved = (userId: number) => this.kv.get<true>(`removed:${userId}`) === true;
  remove = (userId: number) => this.kv.put(`removed:${userId}`, true);

  /** An account's chat and danmaku budget, across its connections. */
  textBudget = (userId: number) => this.kv.get<Budget>(`text:${userId}`);
  saveTextBudget = (userId: number, budget: Budget) => this.kv.put(`text:${userId}`, budget);

  pendingDanmaku = () => this.kv.get<PendingDanmaku>(DANMAKU);

  /** Adds one to the batch: due DANMAKU_FLUSH_MS after its first, or at once when it is full. */
  addDanmaku(item: DanmakuWrite, now: number) {
    const pending = this.pendingDanmaku() ?? { due: now + DANMAKU_FLUSH_MS, items: [] };
    pending.items.push(item);
    if (pending.items.length >= DANMAKU_BATCH) pending.due = now;
    this.kv.put(DANMAKU, pending);
  }

  /** Hands over the waiting danmaku and forgets them; `restoreDanmaku` puts them back, before any that came meanwhile. */
  takeDanmaku = () => {
    const pending = this.pendingDanmaku();
    this.kv.delete(DANMAKU);
    return pending?.items;
  };

  /** Puts back a batch D1 refused, due again DANMAKU_FLUSH_MS later (not at once: the alarm would spin through an outage). */
  restoreDanmaku(items: DanmakuWrite[], now: number) {
    const arrived = this.pendingDanmaku()?.items ?? [];
    this.kv.put(DANMAKU, { due: now + DANMAKU_FLUSH_MS, items: [...items, ...arrived] });
  }
}
