import { describe, expect, it } from "vitest";
import { betterSample, clockSample, correction, roomPosition } from "./room-clock";

const state = { playing: true, position: 10, rate: 1, episode_id: 1, at: 50_000 };

describe("the room's clock on a member's page", () => {
  it("puts the room's time halfway through the round trip, and keeps the shortest trip", () => {
    const slow = clockSample(1_000, 1_400, 5_000);
    expect(slow).toEqual({ offset: 3_800, roundTrip: 400 });
    const fast = clockSample(2_000, 2_100, 5_950);
    expect(betterSample(betterSample(null, slow), fast)).toBe(fast);
    expect(betterSample(fast, slow)).toBe(fast);
  });

  it("moves a playing room's position with its rate, and holds a paused one", () => {
    expect(roomPosition(state, 52_000)).toBe(12);
    expect(roomPosition({ ...state, rate: 2 }, 52_000)).toBe(14);
    expect(roomPosition({ ...state, playing: false }, 90_000)).toBe(10);
  });

  it("seeks past half a second, bends the rate under it, and leaves a twentieth alone", () => {
    expect(correction(12, 11.2, 1)).toEqual({ seek: 12 });
    expect(correction(12, 12.6, 1)).toEqual({ seek: 12 });
    expect(correction(12, 11.8, 1)).toEqual({ rate: expect.closeTo(1.1, 6) });
    expect(correction(12, 12.1, 1)).toEqual({ rate: expect.closeTo(0.95, 6) });
    expect(correction(12, 11.98, 1.5)).toEqual({ rate: 1.5 });
  });
});
