import { describe, expect, it } from "vitest";
import { embedRules, playerSource, serversOf } from "./embed";

const source = (url: string, type = "") => playerSource({ label: "x", url, type });

describe("the player", () => {
  it("embeds YouTube by its 11-character id", () => {
    expect(source("https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10")).toEqual({ kind: "iframe", src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", host: "youtube" });
    expect(source("https://youtu.be/aqz-KE-bpKQ")).toEqual({ kind: "iframe", src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", host: "youtube" });
  });

  it("embeds Dailymotion and Rumble, and previews Google Drive", () => {
    expect(source("https://www.dailymotion.com/video/x8abc12")).toEqual({ kind: "iframe", src: "https://www.dailymotion.com/embed/video/x8abc12", host: "dailymotion" });
    expect(source("https://rumble.com/v4abc1-some-title.html")).toEqual({ kind: "iframe", src: "https://rumble.com/embed/v4abc1/", host: "rumble" });
    expect(source("https://rumble.com/embed/v5xyz/")).toEqual({ kind: "iframe", src: "https://rumble.com/embed/v5xyz/", host: "rumble" });
    expect(source("https://drive.google.com/file/d/1AbC_d-E/view?usp=sharing")).toEqual({ kind: "iframe", src: "https://drive.google.com/file/d/1AbC_d-E/preview", host: "gdrive" });
  });

  it("frames every host without pop-ups or top navigation, and with the referrer it needs", () => {
    for (const [host, rule] of Object.entries(embedRules)) {
      const allowed = rule.sandbox.split(" ");
      expect(allowed, host).toContain("allow-scripts");
      for (const forbidden of ["allow-popups", "allow-top-navigation", "allow-top-navigation-by-user-activation", "allow-forms", "allow-downloads", "allow-modals"]) expect(allowed, host).not.toContain(forbidden);
    }
    expect(embedRules.youtube.referrerPolicy).toBe("strict-origin-when-cross-origin");
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
