import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEndedPlaylist, isMasterPlaylist, oneRendition, playlistAddresses, renamedPlaylist } from "./saved-playlists";

const fixture = (name: string) => readFileSync(`tests/fixtures/hls/${name}`, "utf8");

// RFC 8216's examples (section 8), as published: a master playlist with alternative audio, and an
// encrypted media playlist whose key changes.
const RFC_MASTER_WITH_AUDIO = `#EXTM3U
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="main/english-audio.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="de",NAME="Deutsch",DEFAULT=NO,AUTOSELECT=YES,URI="main/german-audio.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="en",NAME="Commentary",DEFAULT=NO,AUTOSELECT=NO,URI="commentary/audio-only.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=YES,URI="subs/en.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=1280000,CODECS="avc1.42e00a,mp4a.40.2",RESOLUTION=640x360,AUDIO="aac",SUBTITLES="subs"
low/video-only.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2560000,CODECS="avc1.42e00a,mp4a.40.2",RESOLUTION=1280x720,AUDIO="aac",SUBTITLES="subs"
mid/video-only.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=7680000,CODECS="avc1.42e00a,mp4a.40.2",RESOLUTION=1920x1080,AUDIO="aac",SUBTITLES="subs"
hi/video-only.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=65000,CODECS="mp4a.40.5",AUDIO="aac"
main/english-audio.m3u8`;

const RFC_ENCRYPTED = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-MEDIA-SEQUENCE:7794
#EXT-X-TARGETDURATION:15
#EXT-X-KEY:METHOD=AES-128,URI="https://priv.example.com/key.php?r=52"
#EXTINF:2.833,
http://media.example.com/fileSequence52-A.ts
#EXTINF:15.0,
http://media.example.com/fileSequence52-B.ts
#EXT-X-KEY:METHOD=AES-128,URI="https://priv.example.com/key.php?r=53"
#EXTINF:15.0,
http://media.example.com/fileSequence53-A.ts`;

describe("saved playlists", () => {
  it("keeps the 720p rendition of the RFC's master with its default audio, and drops the rest", () => {
    const kept = oneRendition(RFC_MASTER_WITH_AUDIO);
    expect(playlistAddresses(kept)).toEqual(["main/english-audio.m3u8", "mid/video-only.m3u8"]);
    expect(kept).toContain('#EXT-X-STREAM-INF:BANDWIDTH=2560000,CODECS="avc1.42e00a,mp4a.40.2",RESOLUTION=1280x720,AUDIO="aac"\n');
    expect(kept).not.toContain("SUBTITLES");
    expect(isMasterPlaylist(kept)).toBe(true);
  });

  it("keeps the fixture's taller rendition, both being under 720p", () => {
    const kept = oneRendition(fixture("master.m3u8"));
    expect(playlistAddresses(fixture("master.m3u8"))).toEqual(["180p.m3u8", "90p.m3u8"]);
    expect(playlistAddresses(kept)).toEqual(["180p.m3u8"]);
  });

  it("keeps the smallest rendition when every one is taller than 720p", () => {
    const tall = `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=9000000,RESOLUTION=3840x2160\n4k.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080\nfhd.m3u8`;
    expect(playlistAddresses(oneRendition(tall))).toEqual(["fhd.m3u8"]);
  });

  it("names every segment and key of a media playlist once, and renames each in place", () => {
    expect(playlistAddresses(RFC_ENCRYPTED)).toEqual([
      "https://priv.example.com/key.php?r=52",
      "http://media.example.com/fileSequence52-A.ts",
      "http://media.example.com/fileSequence52-B.ts",
      "https://priv.example.com/key.php?r=53",
      "http://media.example.com/fileSequence53-A.ts",
    ]);
    const names = new Map(playlistAddresses(RFC_ENCRYPTED).map((address, index) => [address, `part-${index}`]));
    const renamed = renamedPlaylist(RFC_ENCRYPTED, (address) => names.get(address)!);
    expect(playlistAddresses(renamed)).toEqual(["part-0", "part-1", "part-2", "part-3", "part-4"]);
    expect(renamed).toContain('#EXT-X-KEY:METHOD=AES-128,URI="part-3"');
    expect(renamed).toContain("#EXTINF:15.0,\npart-2");
  });

  it("tells a whole playlist from a live one", () => {
    expect(isEndedPlaylist(fixture("180p.m3u8"))).toBe(true);
    expect(isEndedPlaylist(RFC_ENCRYPTED)).toBe(false);
    expect(isMasterPlaylist(fixture("180p.m3u8"))).toBe(false);
  });

  it("renames exactly the addresses it lists, whatever they are", () => {
    const address = fc.webUrl().filter((url) => !url.includes('"'));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), address), { minLength: 1, maxLength: 12 }), (parts) => {
        const playlist = [
          "#EXTM3U",
          ...parts.map(([key, url]) => (key ? `#EXT-X-KEY:METHOD=AES-128,URI="${url}"` : `#EXTINF:4,\n${url}`)),
        ].join("\n");
        const listed = playlistAddresses(playlist);
        expect(listed).toEqual([...new Set(parts.map(([, url]) => url))]);
        const renamed = renamedPlaylist(playlist, (url) => `copy-${listed.indexOf(url)}`);
        expect(playlistAddresses(renamed)).toEqual(listed.map((_, index) => `copy-${index}`));
      }),
    );
  });
});
