// What one watch-together room allows (issue #53, docs/decisions/055-watch-together-rooms.md).
// Every number a member can meet is here, so the room, the API and its documentation say the same.

/** Members at once; the next upgrade is refused. */
export const ROOM_MEMBERS_MAX = 50;
/** The longest message a member may send, in bytes of its JSON text; a longer one is refused unparsed (and see FRAME_CLOSE_BYTES). */
export const ROOM_MESSAGE_BYTES = 2048;
/** A chat line's most characters. */
export const CHAT_MAX = 300;
/** An on-screen comment's most characters: it crosses the picture, so it stays short. */
export const DANMAKU_MAX = 100;

/** A budget of messages refilled over time (a token bucket): `burst` at once, then `perSecond`. */
export type RateRule = { burst: number; perSecond: number };
/** Any message of one connection: dragging the seek bar sends a few a second, a flood far more. */
export const MESSAGE_RATE: RateRule = { burst: 20, perSecond: 2 };
/** Chat and danmaku of one account across its connections, as comments are limited per account. */
export const TEXT_RATE: RateRule = { burst: 5, perSecond: 0.5 };
/** Refused messages a connection may send in a row before the room closes it. */
export const REFUSALS_BEFORE_CLOSE = 40;
/**
 * A connection whose messages over FLOOD_WINDOW_MS are mostly refused, FLOOD_REFUSED_MIN of them or
 * more, is closed too: an allowed message now and then no longer starts the count again (issue #65).
 */
export const FLOOD_WINDOW_MS = 10 * 1000;
export const FLOOD_REFUSED_MIN = 20;
/**
 * A frame this long is no client of ours: the connection is closed (1009) rather than the message
 * refused, so its sender makes the runtime read such a frame once. The runtime reads every frame
 * whole before the room sees it, up to the platform's own limit; the Workers API sets no lower one.
 */
export const FRAME_CLOSE_BYTES = 64 * 1024;

/** How long a room lasts after its last member left (or after it was opened, if nobody came). */
export const ROOM_LINGER_MS = 60 * 60 * 1000;
/** How long a ticket opens the room's socket; it opens it once. */
export const TICKET_MS = 60 * 1000;
/** Unused tickets a room keeps: the next one issued past it drops the oldest (two per place in the room). */
export const TICKETS_HELD_MAX = 2 * ROOM_MEMBERS_MAX;
/** Joins and leaves within this long reach the members as one `members` message: a crowd coming and going is not a flood. */
export const MEMBERS_ANNOUNCE_MS = 1000;
/** Danmaku go to D1 once this many wait, or DANMAKU_FLUSH_MS after the first of them: a batch, not a write per message. */
export const DANMAKU_BATCH = 25;
export const DANMAKU_FLUSH_MS = 10 * 1000;
