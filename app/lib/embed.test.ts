import { describe, expect, it } from "vitest";
import { embedOrigins, embedRules, playerSource, serversOf } from "./embed";
import { serverTypes } from "./video";

const source = (url: string, type = "") => playerSource({ label: "x", url, type });

describe("the player", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", "youtube"],
    ["https://youtu.be/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", "youtube"],
    ["https://www.dailymotion.com/video/x8abc12", "https://www.dailymotion.com/embed/video/x8abc12", "dailymotion"],
    ["https://rumble.com/v4abc1-some-title.html", "https://rumble.com/embed/v4abc1/", "rumble"],
    ["https://rumble.com/embed/v5xyz/", "https://rumble.com/embed/v5xyz/", "rumble"],
    ["https://drive.google.com/file/d/1AbC_d-E/view?usp=sharing", "https://drive.google.com/file/d/1AbC_d-E/preview", "gdrive"],
  ])("embeds %s at %s (YouTube by its 11-character id, Google Drive as a preview)", (link, src, host) => {
    expect(source(link)).toEqual({ kind: "iframe", src, host });
  });

  it("frames every host without pop-ups or top navigation, and with the referrer it needs", () => {
    for (const [host, rule] of Object.entries(embedRules)) {
      const allowed = rule.sandbox.split(" ");
      expect(allowed, host).toContain("allow-scripts");
      for (const forbidden of [
        "allow-popups",
        "allow-top-navigation",
        "allow-top-navigation-by-user-activation",
        "allow-forms",
        "allow-downloads",
        "allow-modals",
      ])
        expect(allowed, host).not.toContain(forbidden);
    }
    expect(embedRules.youtube.referrerPolicy).toBe("strict-origin-when-cross-origin");
  });

  it("plays anything else directly", () => {
    expect(source("https://cdn.example.com/ep1.mp4", "direct")).toEqual({ kind: "video", src: "https://cdn.example.com/ep1.mp4" });
    expect(source("https://www.youtube.com/channel/abc")).toEqual({ kind: "video", src: "https://www.youtube.com/channel/abc" });
  });

  it("streams an HLS playlist, also from a row saved as direct before servers had an HLS type", () => {
    const stream = { kind: "hls", src: "https://cdn.example.com/show/ep1/master.m3u8?token=a" };
    expect(source("https://cdn.example.com/show/ep1/master.m3u8?token=a", "hls")).toEqual(stream);
    expect(source("https://cdn.example.com/show/ep1/master.m3u8?token=a", "direct")).toEqual(stream);
    expect(source("https://cdn.example.com/show/ep1/master.m3u8?token=a")).toEqual(stream);
    expect(source("https://cdn.example.com/show/ep1.mp4", "hls")).toEqual({ kind: "unplayable" });
  });

  it.each([
    ["https://evil.example/embed/x", "rumble"],
    ["https://evil.example/watch?v=aqz-KE-bpKQ", "youtube"],
    ["https://www.dailymotion.com.evil.example/video/x8abc12", "dailymotion"],
    ["https://evil.example/file/d/1AbC/view", "gdrive"],
    ["https://rumble.com/embed/v5xyz/", "youtube"],
  ])("never frames a host outside the list, even for a row saved before links had to match their type: %s as %s", (link, type) => {
    expect(source(link, type)).toEqual({ kind: "unplayable" });
  });

  it("builds every frame address on one of the listed origins, whatever the saved link and type", () => {
    const links = [
      "https://rumble.com/embed/v5xyz/?x=1",
      "http://rumble.com/embed/v5xyz/",
      "https://www.rumble.com/embed/v5xyz",
      "https://sub.rumble.com/v4abc1-t.html",
      "https://m.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://dai.ly/x8abc12",
      "https://drive.google.com/open?id=1A/b?c",
      "https://evil.example/embed/v5xyz/",
      "https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ",
    ];
    for (const url of links)
      for (const type of ["", ...serverTypes]) {
        const played = source(url, type);
        if (played.kind === "iframe") expect(new URL(played.src).origin, `${type} ${url}`).toBe(embedOrigins[played.host]);
      }
    expect(source("http://rumble.com/embed/v5xyz/")).toEqual({ kind: "iframe", src: "https://rumble.com/embed/v5xyz/", host: "rumble" });
  });

  it("derives a Default server from video_url when an episode has none", () => {
    expect(serversOf({ servers: [], video_url: "https://youtu.be/aqz-KE-bpKQ" })).toEqual([
      { label: "Default", url: "https://youtu.be/aqz-KE-bpKQ", type: "youtube" },
    ]);
    expect(serversOf({ servers: [], video_url: null })).toEqual([]);
  });
});
