// Issue #23: HLS servers, soft subtitles and skip ranges, from the API and the admin form: bad
// subtitle files and bad ranges are refused with a clear error and nothing stored; an episode page
// with an HLS server lets its player reach that stream's host and no other.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import subtitlesVtt from "../fixtures/hls/subtitles.vtt?raw";
import lanternKeeper from "../fixtures/subtitles/lantern-keeper.ass?raw";
import { adminToken, call, expectError, multipart, rowCount } from "../support/api";
import { getWatchPage } from "~/domain/watch-page/queries.server";
import { readRangeQuery } from "~/domain/episodes/ranges";
import { seedDemo, testAppContext } from "../support/app-context";
import { jpegImage } from "../support/image-fixtures";
import { hostileStreamLinks } from "../support/hostile-stream-links";
import { fetchWorker } from "../support/worker";
import { adminCookie, postAdminForm } from "../support/admin-pages";

let admin: string;
let episodeId: number;
const vtt = new TextEncoder().encode(subtitlesVtt);
const srt = new TextEncoder().encode(
  "1\r\n00:00:01,000 --> 00:00:03,500\r\n<i>Hello</i> there\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\nBye\r\n",
);

async function objectCount() {
  return (await env.BUCKET.list()).objects.length;
}

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  const created = await call("POST", "/episodes", {
    token: admin,
    json: {
      series_id: 2,
      episode_number: 300,
      title: "Streamed",
      description: "An HLS episode.",
      duration: "24m",
      servers: [{ label: "HLS", url: "https://stream.example.net/show/300/master.m3u8" }],
    },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  episodeId = created.data.id;
});

describe("HLS servers", () => {
  it("detects an .m3u8 link as type hls and refuses hls for anything else", async () => {
    const episode = await call("GET", `/episodes/${episodeId}`);
    expect(episode.data.servers).toEqual([
      { label: "HLS", url: "https://stream.example.net/show/300/master.m3u8", type: "hls", audio: "sub", audio_lang: null },
    ]);
    await expectError(
      call("PUT", `/episodes/${episodeId}`, {
        token: admin,
        json: { servers: [{ label: "x", url: "https://cdn.example.com/a.mp4", type: "hls" }] },
      }),
      400,
      "Server 1: the link is not an HLS playlist (.m3u8)",
    );
  });

  it("widens only that page's policy: the stream's origin in connect-src and blob: in media-src", async () => {
    const series = await call("GET", "/series/2");
    const page = await fetchWorker(`/${series.data.slug}/episode/300`);
    expect(page.status).toBe(200);
    const policy = page.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toMatch(/connect-src 'self' https:\/\/stream\.example\.net(;|$)/);
    expect(policy).toMatch(/media-src [^;]*blob:/);
    expect(page.headers.has("X-Stream-Origins")).toBe(false);
    const other = await fetchWorker(`/${series.data.slug}`);
    expect(other.headers.get("Content-Security-Policy")).toMatch(/connect-src 'self'(;|$)/);
    expect(other.headers.get("Content-Security-Policy")).not.toContain("blob:");
  });
});

describe("subtitle tracks", () => {
  const add = (body: FormData) => call("POST", `/episodes/${episodeId}/subtitles`, { token: admin, body });

  it("stores an uploaded .vtt as WebVTT and serves it as text/vtt", async () => {
    const added = await add(multipart("file", vtt, "english.vtt", "text/vtt", { lang: "en", label: "English" }));
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    const track = added.data.subtitles.at(-1);
    expect(track).toMatchObject({ lang: "en", label: "English", url: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.vtt$/) });
    const served = await fetchWorker(track.url);
    expect(served.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await served.text()).startsWith("WEBVTT")).toBe(true);
  });

  it("converts an .srt to WebVTT", async () => {
    const added = await add(multipart("file", srt, "chinese.srt", "application/x-subrip", { lang: "zh-hans", label: "简体中文" }));
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    const track = added.data.subtitles.at(-1);
    expect(track.lang).toBe("zh-Hans");
    expect(await (await fetchWorker(track.url)).text()).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:03.500\n<i>Hello</i> there\n\n00:00:04.000 --> 00:00:06.000\nBye\n",
    );
  });

  it("keeps an ASS file as uploaded, judged by its content, with its WebVTT copy", async () => {
    const ass = new TextEncoder().encode(lanternKeeper);
    // Named and typed as WebVTT: the bytes say what it is.
    const added = await add(multipart("file", ass, "lantern.vtt", "text/vtt", { lang: "en", label: "Signs & Songs" }));
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    const track = added.data.subtitles.at(-1);
    expect(track).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.vtt$/),
      ass_url: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.ass$/),
    });
    const original = await fetchWorker(track.ass_url);
    expect(original.headers.get("Content-Type")).toBe("text/x-ssa; charset=utf-8");
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(ass);
    const copy = await (await fetchWorker(track.url)).text();
    expect(copy).toContain("00:00:00.000 --> 00:00:12.000 position:8.3%,line-left line:11.1%,start align:left\nLANTERN HALL\n");
    expect(copy).toContain("00:00:08.000 --> 00:00:11.500\n<i>Welcome back,</i> keeper.\n");
    expect(copy).not.toContain("translator note");
    // The episode's page and API name both.
    expect((await call("GET", `/episodes/${episodeId}`)).data.subtitles).toContainEqual(track);
  });

  it("refuses a broken ASS file with its line, storing nothing", async () => {
    const [tracks, uploads, objects] = [
      (await call("GET", `/episodes/${episodeId}`)).data.subtitles,
      await rowCount("uploads"),
      await objectCount(),
    ];
    const broken = lanternKeeper.replace("Dialogue: 0,0:00:04.00,0:00:07.50", "Dialogue: 0,0:00:04.00,0:07.50");
    await expectError(
      add(multipart("file", new TextEncoder().encode(broken), "broken.ass", "text/x-ssa", { lang: "en", label: "Broken" })),
      400,
      'Subtitle line 19: "0:07.50" is not a time (H:MM:SS.cc)',
    );
    expect((await call("GET", `/episodes/${episodeId}`)).data.subtitles).toEqual(tracks);
    expect([await rowCount("uploads"), await objectCount()]).toEqual([uploads, objects]);
  });

  it("takes a link as JSON", async () => {
    const added = await call("POST", `/episodes/${episodeId}/subtitles`, {
      token: admin,
      json: { lang: "ja", label: "日本語", url: "https://subs.example.net/300.ja.vtt" },
    });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    expect(added.data.subtitles.at(-1)).toEqual({ lang: "ja", label: "日本語", url: "https://subs.example.net/300.ja.vtt" });
  });

  it.each([
    ["a binary file", jpegImage, 415, "Subtitle file is not text (it looks binary)"],
    ["an HTML page", new TextEncoder().encode("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"), 415, /HTML/],
    ["an SRT with broken times", new TextEncoder().encode("1\n00:01:02,00 --> 00:01:05,000\nHi\n"), 400, /line 2: the cue time/],
    ["a cue with a script", new TextEncoder().encode("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>x</script>\n"), 400, /<script>/],
  ])("refuses %s with a clear error and stores nothing", async (_, bytes, status, text) => {
    const [tracks, uploads, objects] = [
      (await call("GET", `/episodes/${episodeId}`)).data.subtitles,
      await rowCount("uploads"),
      await objectCount(),
    ];
    await expectError(
      add(multipart("file", bytes as Uint8Array<ArrayBuffer>, "bad.vtt", "text/vtt", { lang: "en", label: "Bad" })),
      status,
      text,
    );
    expect((await call("GET", `/episodes/${episodeId}`)).data.subtitles).toEqual(tracks);
    expect([await rowCount("uploads"), await objectCount()]).toEqual([uploads, objects]);
  });

  it("refuses a 10 MB file before reading it", async () => {
    const uploads = await rowCount("uploads");
    const big = new Uint8Array(10 * 1024 * 1024).fill(0x41);
    await expectError(
      add(multipart("file", big, "big.vtt", "text/vtt", { lang: "en", label: "Big" })),
      413,
      "The file is larger than 4 MiB.",
    );
    expect(await rowCount("uploads")).toBe(uploads);
  });

  it("refuses a track without a language, and one with both a file and a link", async () => {
    await expectError(add(multipart("file", vtt, "a.vtt", "text/vtt", { label: "No language" })), 400, /needs a language/);
    await expectError(
      add(multipart("file", vtt, "a.vtt", "text/vtt", { lang: "en", label: "Both", url: "https://subs.example.net/a.vtt" })),
      400,
      "Give a subtitle file or a link, not both",
    );
  });

  it("is replaced as a list by PUT, and only viewers' own site or http(s) links are taken", async () => {
    await expectError(
      call("PUT", `/episodes/${episodeId}`, {
        token: admin,
        json: { subtitles: [{ lang: "en", label: "x", url: "javascript:alert(1)" }] },
      }),
      400,
      "Subtitle link must be an uploaded track or an http(s) link",
    );
    const kept = await call("PUT", `/episodes/${episodeId}`, {
      token: admin,
      json: { subtitles: [{ lang: "en", label: "English", url: "https://subs.example.net/300.en.vtt" }] },
    });
    expect(kept.data.subtitles).toEqual([{ lang: "en", label: "English", url: "https://subs.example.net/300.en.vtt" }]);
  });
});

// Issue #34: a label shows as stored, and each track is one `lang | label | url` line of a CSV cell.
describe("hidden characters in subtitle tracks", () => {
  const tracksNow = async () => (await call("GET", `/episodes/${episodeId}`)).data.subtitles;
  const hidden = [
    ["NUL", "\u0000"],
    ["a line break", "\n"],
    ["a return", "\r"],
    ["a tab", "\t"],
    ["DEL", "\u007f"],
    ["a C1 control", "\u0085"],
    ["a right-to-left override", "\u202e"],
    ["a left-to-right embedding", "\u202a"],
    ["a first-strong isolate", "\u2068"],
  ];

  it.each(hidden)("refuses %s in a label, by the API's add and PUT alike, storing nothing", async (_, character) => {
    const before = await tracksNow();
    const label = `Eng${character}lish`;
    const refusal = "Subtitle label cannot contain control characters or text-direction controls";
    const url = "https://subs.example.net/hidden.vtt";
    await expectError(call("POST", `/episodes/${episodeId}/subtitles`, { token: admin, json: { lang: "en", label, url } }), 400, refusal);
    await expectError(
      call("PUT", `/episodes/${episodeId}`, { token: admin, json: { subtitles: [{ lang: "en", label, url }] } }),
      400,
      refusal,
    );
    expect(await tracksNow()).toEqual(before);
  });

  it.each(hidden)("refuses %s in a link, which would add a line to the CSV cell of the tracks, storing nothing", async (_, character) => {
    const before = await tracksNow();
    const url = `https://subs.example.net/a.vtt${character}en | Injected | https://evil.example/x.vtt`;
    const refusal = "Subtitle link cannot contain control characters or text-direction controls";
    await expectError(
      call("POST", `/episodes/${episodeId}/subtitles`, { token: admin, json: { lang: "en", label: "English", url } }),
      400,
      refusal,
    );
    await expectError(
      call("PUT", `/episodes/${episodeId}`, { token: admin, json: { subtitles: [{ lang: "en", label: "English", url }] } }),
      400,
      refusal,
    );
    expect(await tracksNow()).toEqual(before);
  });

  it("keeps every other link to what the URL parser reads: a server link's line break is dropped, NUL and overrides refused", async () => {
    const put = (url: string) => call("PUT", `/episodes/${episodeId}`, { token: admin, json: { servers: [{ label: "x", url }] } });
    const saved = await put("https://stream.example.net/show/300/\nmaster.m3u8");
    expect(saved.data.servers[0].url).toBe("https://stream.example.net/show/300/master.m3u8");
    for (const character of ["\u0000", "\u202e"]) {
      await expectError(
        put(`https://stream.example.net/show/300/${character}master.m3u8`),
        400,
        "Server url must be an http:// or https:// link",
      );
    }
  });
});

describe("intro and outro ranges", () => {
  const put = (json: object) => call("PUT", `/episodes/${episodeId}`, { token: admin, json });

  it("takes seconds or m:ss and answers seconds", async () => {
    const saved = await put({ intro_start: "0:05", intro_end: 95, outro_start: "22:10", outro_end: "23:40" });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data).toMatchObject({ intro_start: 5, intro_end: 95, outro_start: 1330, outro_end: 1420 });
  });

  it.each([
    [{ intro_start: 90, intro_end: 30 }, "Intro must end after it starts"],
    [{ intro_start: 10, intro_end: null }, "Intro needs an end as well as a start"],
    [{ outro_start: "22:00", outro_end: "25:00" }, "Outro must end within the episode (24:00)"],
    [{ intro_start: "ten", intro_end: 20 }, "Intro start must be seconds (90) or minutes and seconds (1:30)"],
    [{ intro_start: -1, intro_end: 20 }, "Intro start must be at least 0"],
  ])("refuses %j with the field's error and changes nothing", async (ranges, error) => {
    const before = (await call("GET", `/episodes/${episodeId}`)).data;
    await expectError(put(ranges), 400, error);
    expect((await call("GET", `/episodes/${episodeId}`)).data).toEqual(before);
  });

  it("holds a range given alone to the duration already saved", async () => {
    await expectError(put({ intro_start: 0, intro_end: 1500 }), 400, "Intro must end within the episode (24:00)");
  });

  it("offers the episode's own ranges on its page, else the series' default, and only ranges of 3 s or more", async () => {
    const series = await call("PUT", "/series/2", {
      token: admin,
      json: { intro_start: 0, intro_end: 80, outro_start: 1400, outro_end: 1402 },
    });
    expect(series.status, JSON.stringify(series.data)).toBe(200);
    expect(series.data).toMatchObject({ intro_start: 0, intro_end: 80, outro_start: 1400, outro_end: 1402 });
    const segments = async () =>
      (await getWatchPage(testAppContext(), series.data.slug, 300, readRangeQuery(new URLSearchParams())))!.segments;
    await put({ intro_start: 5, intro_end: 95, outro_start: null, outro_end: null });
    expect(await segments()).toEqual({ intro: { start: 5, end: 95 }, outro: null });
    await put({ intro_start: null, intro_end: null, outro_start: 1300, outro_end: 1420 });
    expect(await segments()).toEqual({ intro: { start: 0, end: 80 }, outro: { start: 1300, end: 1420 } });
  });
});

describe("the admin episode form", () => {
  const screen = "/studio-login/admin/manage-episodes";
  const post = (body: FormData | URLSearchParams) => postAdminForm(screen, adminCookie(admin), body);
  /** A subtitle file (its language English) uploaded through the form to the streamed episode. */
  const postSubtitle = (bytes: Uint8Array<ArrayBuffer>, filename: string, label: string) =>
    post(multipart("file", bytes, filename, "application/x-subrip", { intent: "add-subtitle", id: String(episodeId), lang: "en", label }));

  it("adds an uploaded subtitle track with JavaScript off", async () => {
    const response = await postSubtitle(srt, "english.srt", "Form");
    expect(response.status).toBe(302);
    expect((await call("GET", `/episodes/${episodeId}`)).data.subtitles.at(-1)).toMatchObject({ label: "Form", lang: "en" });
  });

  it("refuses a binary subtitle file with its error on the page, storing nothing", async () => {
    const uploads = await rowCount("uploads");
    const response = await postSubtitle(jpegImage, "x.srt", "Bad");
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("Failed to add subtitle track: Subtitle file is not text (it looks binary)");
    expect(await rowCount("uploads")).toBe(uploads);
  });

  it("refuses an intro that ends before it starts, with the field's error", async () => {
    const form = new URLSearchParams({
      intent: "update",
      id: String(episodeId),
      series_id: "2",
      episode_number: "300",
      title: "Streamed",
      description: "An HLS episode.",
      release_date: "2026-11-20",
      duration: "24m",
      intro_start: "1:30",
      intro_end: "0:30",
    });
    const response = await post(form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Intro must end after it starts");
  });
});

describe("the bulk import and export", () => {
  const screen = "/studio-login/admin/import";
  const post = (fields: Record<string, string>) =>
    postAdminForm(screen, adminCookie(admin), new URLSearchParams({ series_id: "2", ...fields }));
  const track = { lang: "en", label: "English", url: "https://subs.example.net/301.en.vtt" };

  it("carries subtitle tracks and skip ranges in, and out again as CSV and JSON that change nothing", async () => {
    const imported = await post({
      intent: "import",
      payload: JSON.stringify([
        {
          episode_number: 301,
          title: "Imported",
          description: "With tracks.",
          duration: "24m",
          intro_start: "1:00",
          intro_end: "2:30",
          subtitles: [track],
          servers: [{ label: "HLS", url: "https://stream.example.net/show/301/master.m3u8" }],
        },
      ]),
    });
    expect(imported.status).toBe(302);
    const saved = (await call("GET", "/episodes?series_id=2&limit=100&offset=0")).data.find(
      (episode: { episode_number: number }) => episode.episode_number === 301,
    );
    expect(saved).toMatchObject({ intro_start: 60, intro_end: 150, subtitles: [track], servers: [{ type: "hls" }] });
    for (const format of ["csv", "json"]) {
      const exported = await (
        await fetchWorker(`${screen}/export?series=2&format=${format}`, { headers: { Cookie: adminCookie(admin) } })
      ).text();
      expect(exported).toContain(format === "csv" ? "en | English | https://subs.example.net/301.en.vtt" : '"label": "English"');
      const preview = await (await post({ intent: "preview", text: exported })).text();
      expect(preview).not.toMatch(/>(Changed|Invalid|New)</);
      expect(preview).toMatch(/>Unchanged</);
    }
  });

  it("refuses a row whose intro ends before it starts, naming the row", async () => {
    const response = await post({
      intent: "import",
      payload: JSON.stringify([{ episode_number: 302, title: "Bad", description: "x", intro_start: 90, intro_end: 30 }]),
    });
    expect(await response.text()).toContain("row 1: Intro must end after it starts");
    expect(
      (await call("GET", "/episodes?series_id=2&limit=100&offset=0")).data.some(
        (e: { episode_number: number }) => e.episode_number === 302,
      ),
    ).toBe(false);
  });
});

// Issue #34: a stream's host goes into the page's Content-Security-Policy, so only a DNS name or a
// public IP address may be one, and the policy is written from the parts that were checked.
describe("hostile stream links", () => {
  it.each(hostileStreamLinks)("are refused where they are saved: %s", async (link) => {
    const refused = await expectError(
      call("PUT", `/episodes/${episodeId}`, { token: admin, json: { servers: [{ label: "x", url: link, type: "hls" }] } }),
      400,
    );
    // Not http(s) fails the link's own rule; the rest, the stream host's.
    expect(refused.data.error).toMatch(/^Server (1: |url must be an http)/);
  });

  /** The policy's directives by name: each name once, and connect-src's sources. */
  function directivesOf(policy: string) {
    const names = policy.split(";").map((directive) => directive.trim().split(/\s+/)[0]);
    const connect = policy.split(";").find((directive) => directive.trim().startsWith("connect-src "));
    return { names, connect: connect?.trim().split(/\s+/).slice(1) ?? [] };
  }

  it("saved before the rule, add nothing to the policy of the page, its cached copy or its data", async () => {
    const created = await call("POST", "/episodes", {
      token: admin,
      json: {
        series_id: 2,
        episode_number: 777,
        title: "Tampered",
        description: "Its servers were written by hand.",
        servers: [{ label: "HLS", url: "https://stream.example.net/777.m3u8" }],
      },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    // As rows written before the rule, or by hand: every hostile link beside the good one.
    await env.DB.batch(
      hostileStreamLinks.map((url, index) =>
        env.DB.prepare("INSERT INTO episode_servers (episode_id, position, label, url, type) VALUES (?, ?, ?, ?, 'hls')").bind(
          created.data.id,
          index + 1,
          `Hostile ${index + 1}`,
          url,
        ),
      ),
    );
    const series = await call("GET", "/series/2");
    const path = `/${series.data.slug}/episode/777`;
    const plain = directivesOf((await fetchWorker(`/${series.data.slug}/episode/1`)).headers.get("Content-Security-Policy")!);
    for (const url of [path, path, `${path}.data`]) {
      const response = await fetchWorker(url);
      expect(response.status, url).toBe(200);
      const policy = directivesOf(response.headers.get("Content-Security-Policy")!);
      expect(policy.names, url).toEqual(plain.names);
      expect(policy.connect, url).toEqual(["'self'", "https://stream.example.net"]);
      await response.arrayBuffer();
    }
  });
});
