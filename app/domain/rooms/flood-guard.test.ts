import { describe, expect, it } from "vitest";
import { countRefusal, type Refusals } from "./flood-guard";
import { FLOOD_REFUSED_MIN, FLOOD_WINDOW_MS, REFUSALS_BEFORE_CLOSE } from "./limits";

/** Sends `pattern` (true: refused) at the given times; answers the index of the message that closed the connection, or null. */
function closedAt(messages: { refused: boolean; at: number }[]) {
  let refusals: Refusals | undefined;
  for (const [index, { refused, at }] of messages.entries()) {
    const counted = countRefusal(refusals, refused, at);
    if (counted.close) return index;
    refusals = counted.refusals;
  }
  return null;
}

describe("a room's flood guard", () => {
  it(`closes after ${REFUSALS_BEFORE_CLOSE} refusals in a row, and not for a client whose messages are mostly allowed`, () => {
    expect(closedAt(Array.from({ length: REFUSALS_BEFORE_CLOSE }, (_, at) => ({ refused: true, at: at * 1000 })))).toBe(
      REFUSALS_BEFORE_CLOSE - 1,
    );
    // A seek bar dragged: two allowed for each refused, all day.
    const dragging = Array.from({ length: 3000 }, (_, index) => ({ refused: index % 3 === 2, at: index * 100 }));
    expect(closedAt(dragging)).toBeNull();
  });

  it("closes a connection mostly refused within its window even when an allowed message breaks every run", () => {
    // The fifth probe: 29 refused, then one allowed, again and again.
    const probe = Array.from({ length: 546 }, (_, index) => ({ refused: index % 30 !== 29, at: index * 15 }));
    const closed = closedAt(probe);
    expect(closed).not.toBeNull();
    expect(closed).toBeLessThan(FLOOD_REFUSED_MIN * 2);
  });

  it("starts each window afresh: a few refusals a window never close", () => {
    const slow = Array.from({ length: 600 }, (_, index) => ({
      refused: index % 60 < FLOOD_REFUSED_MIN - 1,
      at: index * (FLOOD_WINDOW_MS / 60),
    }));
    expect(closedAt(slow)).toBeNull();
  });
});
