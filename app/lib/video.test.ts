import { describe, expect, it } from "vitest";
import { serverLinkProblem } from "./server-links";
import { detectServerType } from "./video";

describe("a server link and its type", () => {
  it("match when the link is on the type's host", () => {
    expect(serverLinkProblem("https://youtu.be/aqz-KE-bpKQ", "youtube")).toBeNull();
    expect(serverLinkProblem("https://rumble.com/embed/v5xyz/", "rumble")).toBeNull();
    expect(serverLinkProblem("https://www.dailymotion.com/video/x8abc12", "dailymotion")).toBeNull();
    expect(serverLinkProblem("https://drive.google.com/file/d/1AbC/view", "gdrive")).toBeNull();
    expect(serverLinkProblem("https://vimeo.com/12345", "vimeo")).toBeNull();
  });

  it("do not match when the link names another host, however it is dressed up", () => {
    expect(serverLinkProblem("https://evil.example/embed/x", "rumble")).toBe("the link is not a Rumble link");
    expect(serverLinkProblem("https://evilrumble.com/embed/x", "rumble")).toBe("the link is not a Rumble link");
    expect(serverLinkProblem("https://rumble.com.evil.example/embed/x", "rumble")).toBe("the link is not a Rumble link");
    expect(serverLinkProblem("https://youtu.be/aqz-KE-bpKQ", "dailymotion")).toBe("the link is not a Dailymotion link");
    expect(serverLinkProblem("https://evil.example/file/d/1AbC/view", "gdrive")).toBe("the link is not a Google Drive link");
  });

  it("take a direct server, or one left to detection, only as a video file", () => {
    for (const file of ["ep1.mp4", "ep1.webm", "ep1.ogg", "ep1.ogv", "ep1.MOV", "ep1.mkv"]) {
      expect(serverLinkProblem(`https://cdn.example.com/${file}?token=1`, "direct"), file).toBeNull();
      expect(detectServerType(`http://cdn.example.com/${file}`), file).toBe("direct");
    }
    expect(serverLinkProblem("https://vimeo.com/12345", "direct")).toMatch(/^the link is not a video file \(\.mp4, \.webm/);
    expect(serverLinkProblem("https://cdn.example.com/page.html", "direct")).toMatch(/^the link is not a video file/);
    expect(serverLinkProblem("https://cdn.example.com/ep1.mp4.html", "")).toMatch(
      /^the link is neither a video file .* nor a link of a known video host$/,
    );
    expect(serverLinkProblem("https://youtu.be/aqz-KE-bpKQ", "")).toBeNull();
  });

  it("take an HLS server only as an .m3u8 playlist, and detect one as hls", () => {
    expect(detectServerType("https://cdn.example.com/show/master.M3U8?token=1")).toBe("hls");
    expect(serverLinkProblem("https://cdn.example.com/show/master.m3u8", "hls")).toBeNull();
    expect(serverLinkProblem("https://cdn.example.com/show/master.m3u8", "")).toBeNull();
    expect(serverLinkProblem("https://cdn.example.com/show/master.m3u8", "direct")).toMatch(/^the link is not a video file/);
    expect(serverLinkProblem("https://cdn.example.com/ep1.mp4", "hls")).toBe("the link is not an HLS playlist (.m3u8)");
  });
});
