import { describe, expect, it } from "vitest";
import { castContentType } from "./cast-sender";

describe("the type the Cast receiver is told", () => {
  it("is HLS's for a playlist, whatever its link says", () => {
    expect(castContentType("https://cdn.example.net/show/master.m3u8", true)).toBe("application/x-mpegurl");
    expect(castContentType("https://cdn.example.net/play?id=7", true)).toBe("application/x-mpegurl");
  });

  it("is a file's by its extension, in a link or a site path, before any query", () => {
    expect(castContentType("https://cdn.example.net/a.webm", false)).toBe("video/webm");
    expect(castContentType("https://cdn.example.net/A.MP4", false)).toBe("video/mp4");
    expect(castContentType("/uploads/episode.ogv", false)).toBe("video/ogg");
    expect(castContentType("https://cdn.example.net/a.mkv?token=1#t=5", false)).toBe("video/x-matroska");
  });

  it("is MP4 for a file whose link names no known type", () => {
    expect(castContentType("https://cdn.example.net/stream", false)).toBe("video/mp4");
    expect(castContentType("https://cdn.example.net/a.txt", false)).toBe("video/mp4");
  });
});
