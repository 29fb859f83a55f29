// How a watch-together page keeps its <video> with the room (decision 055): it estimates the room's
// clock from ping/pong, works out where the room's video is now, and bends or jumps its own there.
import type { Playback } from "~/domain/rooms/protocol";

/** Past this many seconds apart the video jumps to the room's position; closer, its rate bends it back. */
export const SEEK_DRIFT_S = 0.5;
/** Closer than this the video plays at the room's rate: nobody sees a twentieth of a second. */
const STEADY_S = 0.05;
/** The most a rate is bent (10 %): more is heard as the voices' pitch. */
const MAX_BEND = 0.1;

/** One round trip to the room: the offset of its clock from ours, good to half the round trip. */
export type ClockSample = { offset: number; roundTrip: number };

export const clockSample = (sentAt: number, receivedAt: number, roomNow: number): ClockSample => ({
  offset: roomNow - (sentAt + receivedAt) / 2,
  roundTrip: receivedAt - sentAt,
});

/** The sample to keep: the shorter round trip bounds the error more tightly. */
export const betterSample = (kept: ClockSample | null, sample: ClockSample) =>
  kept === null || sample.roundTrip < kept.roundTrip ? sample : kept;

/** Where the room's video is at room time `roomNow`, in seconds. */
export const roomPosition = (state: Playback, roomNow: number) =>
  state.playing ? state.position + ((roomNow - state.at) / 1000) * state.rate : state.position;

/**
 * What a playing video does to be at `expected` seconds: seek when it is more than SEEK_DRIFT_S
 * away, else play at a rate that closes the gap in about two seconds (at most MAX_BEND off).
 */
export function correction(expected: number, actual: number, rate: number): { seek: number } | { rate: number } {
  const drift = expected - actual;
  if (Math.abs(drift) > SEEK_DRIFT_S) return { seek: expected };
  if (Math.abs(drift) < STEADY_S) return { rate };
  return { rate: rate * (1 + Math.min(MAX_BEND, Math.max(-MAX_BEND, drift / 2))) };
}
