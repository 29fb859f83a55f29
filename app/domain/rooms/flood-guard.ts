// When a room lets a connection go for what it keeps sending (decision 055). Counting refusals only
// in a row let the fifth probe send 546 messages in 8 s, 530 of them refused, with one allowed ping
// every 0.6 s starting the count again (issue #65, finding 5); a window of time counts them too.
import { FLOOD_REFUSED_MIN, FLOOD_WINDOW_MS, REFUSALS_BEFORE_CLOSE } from "./limits";

/** A connection's refusals in a row, and its messages and refusals since its window started; small enough to ride on the socket. */
export type Refusals = { inARow: number; window: { start: number; sent: number; refused: number } };

/** Counts one message, refused or not, at `now`: the count after it, and whether the connection is to be closed. */
export function countRefusal(previous: Refusals | undefined, refused: boolean, now: number): { refusals: Refusals; close: boolean } {
  const window = previous && now - previous.window.start < FLOOD_WINDOW_MS ? previous.window : { start: now, sent: 0, refused: 0 };
  const counted = { start: window.start, sent: window.sent + 1, refused: window.refused + (refused ? 1 : 0) };
  const inARow = refused ? (previous?.inARow ?? 0) + 1 : 0;
  const mostlyRefused = counted.refused >= FLOOD_REFUSED_MIN && counted.refused * 2 > counted.sent;
  return { refusals: { inARow, window: counted }, close: refused && (inARow >= REFUSALS_BEFORE_CLOSE || mostlyRefused) };
}
