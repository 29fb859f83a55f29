import { describe, expect, it } from "vitest";
import { playerSource, serversOf } from "./embed";

const source = (url: string, type = "") => playerSource({ label: "x", url, type });

describe("the player", () => {
  it("embeds YouTube by its 11-character id", () => {
    expect(source("https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10")).toEqual({ kind: "iframe", src: "https://www.youtube.com/embed/aqz-KE-bpKQ" });
    expect(source("https://youtu.be/aqz-KE-bpKQ")).toEqual({ kind: "iframe", src: "https://www.youtube.com/embed/aqz-KE-bpKQ" });
  });

  it("embeds Dailymotion and Rumble, and previews Google Drive", () => {
    expect(source("https://www.dailymotion.com/video/x8abc12")).toEqual({ kind: "iframe", src: "https://www.dailymotion.com/embed/video/x8abc12" });
    expect(source("https://rumble.com/v4abc1-some-title.html")).toEqual({ kind: "iframe", src: "https://rumble.com/embed/v4abc1/" });
    expect(source("https://rumble.com/embed/v5xyz/")).toEqual({ kind: "iframe", src: "https://rumble.com/embed/v5xyz/" });
    expect(source("https://drive.google.com/file/d/1AbC_d-E/view?usp=sharing")).toEqual({ kind: "iframe", src: "https://drive.google.com/file/d/1AbC_d-E/preview" });
  });

  it("plays anything else directly", () => {
    expect(source("https://cdn.example.com/ep1.mp4", "direct")).toEqual({ kind: "video", src: "https://cdn.example.com/ep1.mp4" });
    expect(source("https://www.youtube.com/channel/abc")).toEqual({ kind: "video", src: "https://www.youtube.com/channel/abc" });
  });

  it("derives a Default server from video_url when an episode has none", () => {
    expect(serversOf({ servers: [], video_url: "https://youtu.be/aqz-KE-bpKQ" })).toEqual([{ label: "Default", url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube" }]);
    expect(serversOf({ servers: [], video_url: null })).toEqual([]);
  });
});
