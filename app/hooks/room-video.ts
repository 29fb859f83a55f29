// A watch-together page's <video> and the room's playback (decision 055): bringing the video to
// where the room is, and reading what a member's own play, pause, seek or rate change asks.
import type { Playback } from "~/domain/rooms/protocol";
import type { RoomMedia } from "~/lib/browser/room-media";
import { correction, roomPosition, SEEK_DRIFT_S } from "./room-clock";

/** A paused video further than this from the room's position is moved there; a paused frame shows it. */
const PAUSED_SLACK_S = 0.05;

/**
 * Brings `video` to the room's playback at room time `roomNow`: paused where the room paused, or
 * playing near the room's position (a seek past SEEK_DRIFT_S, a bent rate under it). Answers the
 * rate it set, which is the page's and not the member's. `blocked` hears a play the browser
 * refused (it plays only muted until the member touches the page).
 */
export function followRoom(video: RoomMedia, state: Playback, roomNow: number, blocked: () => void): number {
  const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
  const expected = Math.min(roomPosition(state, roomNow), end);
  if (!state.playing) {
    if (!video.paused) video.pause();
    if (Math.abs(video.currentTime - expected) > PAUSED_SLACK_S) video.currentTime = expected;
    video.playbackRate = state.rate;
    return state.rate;
  }
  const step = correction(expected, video.currentTime, state.rate);
  if ("seek" in step) video.currentTime = step.seek;
  video.playbackRate = "rate" in step ? step.rate : state.rate;
  if (video.paused && expected < end) video.play().catch(blocked);
  return video.playbackRate;
}

/**
 * The playback a member's own action on `video` asks of the room, or null when the video is where
 * the room already is (the page's own following moves it too, and must not echo back). A rate the
 * page set (`pageRate`) is the room's rate, bent.
 */
export function askedPlayback(video: RoomMedia, room: Playback, roomNow: number, pageRate: number | null) {
  const rate = video.playbackRate === pageRate ? room.rate : video.playbackRate;
  const playing = !video.paused && !video.ended;
  const position = video.currentTime;
  const inStep = playing === room.playing && rate === room.rate && Math.abs(position - roomPosition(room, roomNow)) < SEEK_DRIFT_S;
  return inStep ? null : { playing, position, rate, episode_id: room.episode_id };
}
