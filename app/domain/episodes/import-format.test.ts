import { describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/import-file";
import { EpisodeUpdateInput } from "./schema";
import { EpisodeRangeInput, episodesToCsv, parseEpisodeFile, rangeRows, type ExportedEpisode } from "./import-format";

describe("parseCsv", () => {
  it("reads quoted fields holding commas, doubled quotes and newlines", () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n')).toEqual([
      ["a", "b", "c"],
      ["x, y", 'say "hi"', "two\nlines"],
    ]);
  });

  it("keeps empty fields, skips blank lines and a byte order mark, and reads a last line without a newline", () => {
    expect(parseCsv("\uFEFFa,b\n\n1,\n,2")).toEqual([
      ["a", "b"],
      ["1", ""],
      ["", "2"],
    ]);
  });

  it("refuses a quoted field that never closes", () => {
    expect(() => parseCsv('a\n"open')).toThrow("never closed");
  });
});

describe("parseEpisodeFile", () => {
  it("turns CSV server columns into an ordered server list and numbers the data rows", () => {
    const parsed = parseEpisodeFile(
      "episode_number,title,server2_url,server1_label,server1_url,server2_label\n1,One,https://b.example/1.mp4,A,https://a.example/1.mp4,B\n2,Two,,,,\n",
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          row: 1,
          values: {
            episode_number: "1",
            title: "One",
            servers: [
              { label: "A", url: "https://a.example/1.mp4", type: "", audio: "", audio_lang: "" },
              { label: "B", url: "https://b.example/1.mp4", type: "", audio: "", audio_lang: "" },
            ],
          },
        },
        { row: 2, values: { episode_number: "2", title: "Two", servers: [] } },
      ],
    });
  });

  it("leaves columns the file does not name absent, so they are not changed", () => {
    const parsed = parseEpisodeFile("episode_number,title\n3,Three");
    expect(parsed.ok && parsed.rows[0]!.values).toEqual({ episode_number: "3", title: "Three" });
  });

  it("reads JSON as a list or as {episodes: [...]}, keeping only known keys", () => {
    const list = parseEpisodeFile('[{"episode_number": 1, "title": "One", "servers": [], "id": 99}]');
    expect(list).toEqual({ ok: true, rows: [{ row: 1, values: { episode_number: 1, title: "One", servers: [] } }] });
    expect(parseEpisodeFile('{"episodes": [{"episode_number": 2}]}')).toEqual({
      ok: true,
      rows: [{ row: 1, values: { episode_number: 2 } }],
    });
  });

  it("names what is wrong with a file it cannot use", () => {
    expect(parseEpisodeFile("")).toEqual({ ok: false, problem: "Choose a file or paste CSV or JSON" });
    expect(parseEpisodeFile("[oops")).toEqual({ ok: false, problem: "The JSON cannot be read" });
    expect(parseEpisodeFile('{"a": 1}')).toEqual({ ok: false, problem: "The JSON must be a list of episodes" });
    expect(parseEpisodeFile("title,colour\nx,red")).toEqual({ ok: false, problem: "Unknown column: colour" });
    expect(parseEpisodeFile("title\nx")).toEqual({ ok: false, problem: "The header row must name episode_number" });
    expect(parseEpisodeFile("episode_number\n")).toEqual({ ok: false, problem: "The file has no rows to import" });
    expect(parseEpisodeFile(`episode_number\n${"1\n".repeat(1001)}`)).toEqual({
      ok: false,
      problem: "At most 1000 episodes in one import (the file has 1001)",
    });
  });
});

describe("rangeRows", () => {
  it("puts each number into the link and title patterns", () => {
    const rows = rangeRows({
      from: 5,
      to: 6,
      url_pattern: "https://cdn.example.com/show/{n}.mp4",
      title_pattern: "Episode {n}",
      label: "Direct",
      description: "Episode {n}.",
    });
    expect(rows).toEqual([
      {
        row: 1,
        values: {
          episode_number: 5,
          title: "Episode 5",
          description: "Episode 5.",
          servers: [{ label: "Direct", url: "https://cdn.example.com/show/5.mp4", type: "" }],
        },
      },
      {
        row: 2,
        values: {
          episode_number: 6,
          title: "Episode 6",
          description: "Episode 6.",
          servers: [{ label: "Direct", url: "https://cdn.example.com/show/6.mp4", type: "" }],
        },
      },
    ]);
  });

  it("reads the range form: patterns default, M below N and too many episodes are refused at To", () => {
    const range = EpisodeRangeInput.parse({
      from: "3",
      to: "4",
      url_pattern: "https://cdn.example.com/{n}.mp4",
      title_pattern: "",
      label: "",
      description: "",
    });
    expect(range).toEqual({
      from: 3,
      to: 4,
      url_pattern: "https://cdn.example.com/{n}.mp4",
      title_pattern: "Episode {n}",
      label: "Server 1",
      description: "Episode {n}.",
    });
    const problems = (input: object) =>
      EpisodeRangeInput.safeParse({ url_pattern: "x", ...input }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(problems({ from: "5", to: "4" })).toEqual([["to", "Give episode numbers N to M, with M at least N"]]);
    expect(problems({ from: "1", to: "1001" })).toEqual([["to", "At most 1000 episodes in one import"]]);
    expect(problems({ from: "", to: "2", url_pattern: "" })).toEqual([
      ["from", "From episode is required"],
      ["url_pattern", "Link pattern is required"],
    ]);
  });
});

describe("episodesToCsv", () => {
  it("writes text that parseEpisodeFile reads back unchanged", () => {
    const episode: ExportedEpisode = {
      episode_number: 7,
      title: 'The "big", one',
      description: "Line one\nline two",
      release_date: "2026-01-02",
      duration: null,
      status: null,
      language: null,
      kind: "recap",
      quality: "HD",
      thumbnail: null,
      video_url: null,
      intro_start: 5,
      intro_end: 95,
      outro_start: null,
      outro_end: null,
      subtitles: [
        { lang: "en", label: "English", url: "https://cdn.example.com/7.en.vtt" },
        { lang: "zh-Hans", label: "简体中文", url: `/uploads/${"a".repeat(64)}.vtt` },
      ],
      servers: [
        { label: "Main", url: "https://cdn.example.com/7.mp4", type: "direct", audio: "sub", audio_lang: null },
        { label: "English dub", url: "https://cdn.example.com/7.en.mp4", type: "direct", audio: "dub", audio_lang: "en" },
      ],
    };
    const parsed = parseEpisodeFile(episodesToCsv([episode], 2));
    expect(parsed.ok && parsed.rows[0]!.values).toMatchObject({
      episode_number: "7",
      title: 'The "big", one',
      description: "Line one\nline two",
      duration: "",
      kind: "recap",
      intro_start: "5",
      outro_end: "",
      servers: [
        { ...episode.servers[0], audio_lang: "" },
        { ...episode.servers[1], audio_lang: "en" },
      ],
    });
    // The CSV cell's `lang | label | url` lines read back as the same tracks.
    const row = parsed.ok ? parsed.rows[0]!.values : {};
    expect(EpisodeUpdateInput.parse({ subtitles: row.subtitles }).subtitles).toEqual(episode.subtitles);
    // Each server's audio and the dub's language read back as they were written (decision 049).
    expect(EpisodeUpdateInput.parse({ servers: row.servers }).servers).toEqual([
      { label: "Main", url: "https://cdn.example.com/7.mp4", type: "direct", audio: "sub" },
      { label: "English dub", url: "https://cdn.example.com/7.en.mp4", type: "direct", audio: "dub", audio_lang: "en" },
    ]);
  });
});

describe("a server's audio", () => {
  const server = { label: "Main", url: "https://cdn.example.com/1.mp4" };

  it("is sub, dub or raw, and names the field when it is not", () => {
    const refused = EpisodeUpdateInput.safeParse({ servers: [{ ...server, audio: "dubbed" }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Audio must be one of sub, dub, raw");
    expect(EpisodeUpdateInput.parse({ servers: [{ ...server, audio: " DUB " }] }).servers?.[0]?.audio).toBe("dub");
  });

  it("takes a dub's language as a canonical BCP 47 tag, and refuses what is not one", () => {
    expect(EpisodeUpdateInput.parse({ servers: [{ ...server, audio: "dub", audio_lang: "zh-hans" }] }).servers?.[0]?.audio_lang).toBe(
      "zh-Hans",
    );
    expect(EpisodeUpdateInput.safeParse({ servers: [{ ...server, audio: "dub", audio_lang: "not a tag" }] }).success).toBe(false);
  });
});

describe("an episode's kind", () => {
  it("is canon, filler, recap or mixed, and names the field when it is not", () => {
    const refused = EpisodeUpdateInput.safeParse({ kind: "special" });
    expect(refused.error?.issues[0]?.message).toBe("Kind must be one of canon, filler, recap, mixed");
    expect(EpisodeUpdateInput.parse({ kind: " Filler " }).kind).toBe("filler");
    // Empty is left out: a saved episode keeps its kind, a new one is canon.
    expect(EpisodeUpdateInput.parse({ kind: "" }).kind).toBeUndefined();
  });
});
