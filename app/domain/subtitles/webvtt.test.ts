import { describe, expect, it } from "vitest";
import hlsSubtitles from "../../../tests/fixtures/hls/subtitles.vtt?raw";
import { UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { subtitleFileToWebVtt } from "./webvtt";

const bytesOf = (text: string) => new TextEncoder().encode(text);
const check = (text: string) => subtitleFileToWebVtt(bytesOf(text));
const refused = (status: number, error: string) => ({ ok: false, status, error });

// An SRT as fansubs write it: colours, SSA positioning, upper-case tags, a bare ampersand, box
// coordinates after a time, cues out of order. The expected WebVTT is ffmpeg's conversion
// (`ffmpeg -i x.srt x.vtt`) but for two things ffmpeg gets wrong: it leaves the `&` bare, which
// WebVTT does not allow, and it leaves the hours out.
const FANSUB_SRT = [
  "1",
  "00:00:01,200 --> 00:00:03,400",
  '<font color="#ffff00">Naruto:</font> Believe it!',
  "",
  "3",
  "00:00:07,000 --> 00:00:09,500 X1:100 X2:600 Y1:50 Y2:80",
  "{\\an8}<I>Konoha Village</I>",
  "",
  "2",
  "00:00:04,000 --> 00:00:06,000",
  "<i>Sasuke & Sakura</i>",
  '<b><font color="red">Team 7</font></b>, &lt;assemble&gt;',
  "",
].join("\r\n");
const FANSUB_VTT = `WEBVTT

00:00:01.200 --> 00:00:03.400
Naruto: Believe it!

00:00:04.000 --> 00:00:06.000
<i>Sasuke &amp; Sakura</i>
<b>Team 7</b>, &lt;assemble&gt;

00:00:07.000 --> 00:00:09.500
<i>Konoha Village</i>
`;

describe("a WebVTT upload", () => {
  it("passes as it is, with its cues counted", () => {
    expect(subtitleFileToWebVtt(bytesOf(hlsSubtitles))).toEqual({ ok: true, vtt: hlsSubtitles, cues: 3, ass: false });
  });

  it("loses its BOM, CR line ends and runs of blank lines, and nothing else", () => {
    const windows = `\uFEFF${hlsSubtitles.replaceAll("\n\n", "\n\n\n\n").replaceAll("\n", "\r\n")}\r\n\r\n`;
    expect(check(windows)).toEqual({ ok: true, vtt: hlsSubtitles, cues: 3, ass: false });
  });

  it("keeps its comments, styles, cue ids and settings, and all of WebVTT's cue markup", () => {
    const vtt = `WEBVTT - Episode 1

NOTE made by hand

STYLE
::cue(.yellow) { color: yellow }

opening
00:01.000 --> 00:04.000 align:start line:10%
<v Naruto>Dattebayo!</v> <c.yellow>Rasengan</c>
<ruby>木ノ葉<rt>このは</rt></ruby> <lang ja>はい</lang> <i>i</i><b>b</b><u>u</u> <00:02.500>later &amp; &quot;quoted&quot;
`;
    expect(check(vtt)).toEqual({ ok: true, vtt, cues: 1, ass: false });
  });

  it.each([
    [
      "WEBVTT\n\n00:01.000 --> 00:02.000\nfine\n\n00:03.00 --> 00:04.000\nbad\n",
      "Subtitle line 6: Milliseconds must be given in three digits.",
    ],
    ["WEBVTT\n\n00:05.000 --> 00:02.000\nbackwards\n", "Subtitle line 3: End timestamp is not greater than start timestamp."],
    ["WEBVTTX\n\n00:01.000 --> 00:02.000\nx\n", 'Subtitle line 1: No valid signature. (File needs to start with "WEBVTT".)'],
    ["WEBVTT\n\n00:01.000 --> 00:02.000\nTom\nand Jerry & co\n", "Subtitle line 5: Incorrect escape."],
    ["WEBVTT\n\n00:01.000 --> 00:02.000\n<i>never closed\n", "Subtitle line 4: Required end tag missing."],
  ])("is refused, by line, for the parser's first error: %j", (vtt, error) => {
    expect(check(vtt)).toEqual(refused(400, error));
  });

  it.each([
    ["<script>alert(1)</script>", "script"],
    ['look <img src="x" onerror="alert(1)">', "img"],
    ["<div.x>boxed</div>", "div"],
    ["stray </p>", "p"],
    // In WebVTT itself <font> is as foreign as <div>; only SRT's is converted.
    ['<font color="red">red</font>', "font"],
  ])("is refused for markup WebVTT does not have, naming the tag and its line: %s", (text, tag) => {
    expect(check(`WEBVTT\n\n00:01.000 --> 00:02.000\nfirst line\n${text}\n`)).toEqual(
      refused(400, `Subtitle cue at line 5 has markup WebVTT does not allow: <${tag}>`),
    );
  });

  it("is refused when its markup nests deeper than the parser's stack", () => {
    expect(check(`WEBVTT\n\n00:01.000 --> 00:02.000\n${"<b>".repeat(50_000)}\n`)).toEqual(
      refused(400, "Subtitle file nests cue markup too deeply"),
    );
  });

  it("is refused without cues", () => {
    expect(check("WEBVTT\n")).toEqual(refused(400, "Subtitle file has no cues"));
    expect(check("WEBVTT\n\nNOTE nothing but a comment\n")).toEqual(refused(400, "Subtitle file has no cues"));
  });
});

describe("an SRT upload", () => {
  it("becomes WebVTT: colours dropped, italics and bold kept, cues in time order", () => {
    expect(check(FANSUB_SRT)).toEqual({ ok: true, vtt: FANSUB_VTT, cues: 3, ass: false });
  });

  it("is read in UTF-16 when its BOM says so", () => {
    const utf16le = new Uint8Array(2 + FANSUB_SRT.length * 2);
    utf16le.set([0xff, 0xfe]);
    for (let i = 0; i < FANSUB_SRT.length; i++) new DataView(utf16le.buffer).setUint16(2 + i * 2, FANSUB_SRT.charCodeAt(i), true);
    expect(subtitleFileToWebVtt(utf16le)).toEqual({ ok: true, vtt: FANSUB_VTT, cues: 3, ass: false });
  });

  it.each(["00:01:02,00 --> 00:01:05,000", "00:01:02,000 00:01:05,000", "00:01:05,000 --> 00:01:02,000", "00:61:02,000 --> 00:61:05,000"])(
    "is refused for a broken cue time, naming the SRT's line: %s",
    (times) => {
      expect(check(`1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n${times}\nbroken\n`)).toEqual(
        refused(400, `Subtitle line 6: the cue time "${times}" is not a valid time range`),
      );
    },
  );

  it("is refused for a cue without its time, naming the SRT's line", () => {
    expect(check("1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n")).toEqual(
      refused(400, "Subtitle line 5: cue number 2 has no cue time after it"),
    );
    expect(check("1\n00:00:01,000 --> 00:00:02,000\nfine\n\nstray text\n")).toEqual(
      refused(400, 'Subtitle line 5: expected a cue number or time, found "stray text"'),
    );
  });

  it("is refused for markup WebVTT does not have, naming the SRT's line", () => {
    expect(
      check("1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n00:00:03,000 --> 00:00:04,000\nline one\n<script>alert(1)</script>\n"),
    ).toEqual(refused(400, "Subtitle cue at line 8 has markup WebVTT does not allow: <script>"));
  });
});

describe("an upload that is not subtitles", () => {
  it("is refused when it is too large, before anything reads it", () => {
    expect(subtitleFileToWebVtt(new Uint8Array(10 * 1024 * 1024))).toEqual(refused(413, "The file is larger than 4 MiB."));
    expect(subtitleFileToWebVtt(new Uint8Array(UPLOAD_LIMITS.subtitle + 1).fill(0x41))).toEqual(
      refused(413, "A WebVTT or SRT file can be at most 512 KiB; this one is larger."),
    );
  });

  it("is refused when it is binary", () => {
    const binary = refused(415, "Subtitle file is not text (it looks binary)");
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
    expect(subtitleFileToWebVtt(new Uint8Array(png))).toEqual(binary);
    const gzip = [0x1f, 0x8b, 0x08, 0x00, 0xa7, 0x3c, 0x51, 0x66, 0x00, 0x03, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00];
    expect(subtitleFileToWebVtt(new Uint8Array(gzip))).toEqual(binary);
    // Valid UTF-8, but with a NUL: UTF-16 without its BOM looks like this.
    expect(subtitleFileToWebVtt(new Uint8Array([0x31, 0x00, 0x0a, 0x00]))).toEqual(binary);
  });

  it("is refused, with what to do, when it is text in another encoding than UTF-8", () => {
    // "Café" in Windows-1252.
    expect(subtitleFileToWebVtt(new Uint8Array([...bytesOf("1\n00:00:01,000 --> 00:00:02,000\nCaf"), 0xe9, 0x0a]))).toEqual(
      refused(415, "Subtitle file is not UTF-8 text: save it as UTF-8 and upload it again"),
    );
  });

  it.each([
    "<!DOCTYPE html>\n<html><head><title>404</title></head><body>Not found</body></html>\n",
    "\n<html lang=en><p>hi</p></html>",
    "Sorry! <script>location = 'https://example.com'</script>",
  ])("is refused when it is a web page: %j", (page) => {
    expect(check(page)).toEqual(refused(415, "Subtitle file is HTML, not WebVTT, SRT or ASS"));
  });

  it("is refused when it is XML", () => {
    expect(check('<?xml version="1.0" encoding="UTF-8"?>\n<tt xmlns="http://www.w3.org/ns/ttml"><body/></tt>\n')).toEqual(
      refused(415, "Subtitle file is XML, not WebVTT, SRT or ASS"),
    );
  });

  it("is refused when it is empty or some other text", () => {
    expect(subtitleFileToWebVtt(new Uint8Array())).toEqual(refused(400, "Subtitle file is empty"));
    expect(check(" \r\n\n")).toEqual(refused(400, "Subtitle file is empty"));
    expect(check("Title: an ASS file without its [Script Info]\n")).toEqual(
      refused(
        400,
        'Subtitle file is neither WebVTT (it does not start with "WEBVTT"), SRT (it does not start with a cue number) nor ASS (it does not start with [Script Info])',
      ),
    );
  });
});
