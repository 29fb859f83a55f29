import { describe, expect, it, vi } from "vitest";
import { askedPlayback, followRoom } from "./room-video";

/** What the room's code reads and sets of a <video>, with play and pause that take effect at once. */
function fakeVideo(at: number, paused: boolean) {
  const video = { currentTime: at, paused, ended: false, duration: 12, playbackRate: 1 } as HTMLVideoElement & { paused: boolean };
  video.play = vi.fn(() => {
    video.paused = false;
    return Promise.resolve();
  });
  video.pause = vi.fn(() => {
    video.paused = true;
  });
  return video;
}

const playing = { playing: true, position: 2, rate: 1, episode_id: 7, at: 10_000 };

describe("a member's video and the room", () => {
  it("plays from where the room is now, and pauses exactly where the room paused", () => {
    const video = fakeVideo(0, true);
    expect(followRoom(video, playing, 13_000, () => {})).toBe(1);
    expect(video.currentTime).toBe(5);
    expect(video.paused).toBe(false);
    followRoom(video, { ...playing, playing: false, position: 4.2 }, 20_000, () => {});
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBe(4.2);
  });

  it("bends its rate for a small drift, and stops at the video's end", () => {
    const video = fakeVideo(4.8, false);
    const bent = followRoom(video, playing, 13_000, () => {});
    expect(bent).toBeCloseTo(1.1, 6);
    expect(video.currentTime).toBe(4.8);
    const late = fakeVideo(3, true);
    followRoom(late, playing, 60_000, () => {});
    expect(late.currentTime).toBe(12);
    expect(late.play).not.toHaveBeenCalled();
  });

  it("asks nothing of the room for a move the page made, and the member's own for theirs", () => {
    const video = fakeVideo(5, false);
    video.playbackRate = 1.1;
    expect(askedPlayback(video, playing, 13_000, 1.1)).toBeNull();
    video.paused = true;
    expect(askedPlayback(video, playing, 13_000, 1.1)).toEqual({ playing: false, position: 5, rate: 1, episode_id: 7 });
    video.paused = false;
    video.currentTime = 9;
    expect(askedPlayback(video, playing, 13_000, 1.1)).toMatchObject({ playing: true, position: 9 });
    video.currentTime = 5;
    video.playbackRate = 2;
    expect(askedPlayback(video, playing, 13_000, 1.1)).toMatchObject({ rate: 2 });
  });
});
