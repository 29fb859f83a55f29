import { describe, expect, it } from "vitest";
import lanternKeeper from "../../../tests/fixtures/subtitles/lantern-keeper.ass?raw";
import { ASS_SUBTITLE_BYTES, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { subtitleFileToWebVtt } from "./webvtt";

const check = (text: string) => subtitleFileToWebVtt(new TextEncoder().encode(text));
const refused = (status: number, error: string) => ({ ok: false, status, error });
// The fixture with one line replaced: `at` counts from 1, as the errors do.
const withLine = (at: number, line: string) => {
  const lines = lanternKeeper.split("\n");
  lines[at - 1] = line;
  return lines.join("\r\n");
};
const lineOf = (start: string) => lanternKeeper.split("\n").findIndex((line) => line.startsWith(start)) + 1;

describe("an ASS subtitle file", () => {
  it("is read by its content, kept as ASS, and given as WebVTT with each line where the file puts it", () => {
    expect(check(lanternKeeper)).toEqual({
      ok: true,
      ass: true,
      cues: 4,
      vtt: [
        "WEBVTT",
        "",
        // The sign: top left (\an7) at \pos(160,120) of 1920×1080, its words only.
        "00:00:00.000 --> 00:00:12.000 position:8.3%,line-left line:11.1%,start align:left",
        "LANTERN HALL",
        "",
        "00:00:00.500 --> 00:00:03.500",
        "The lantern flickers on.",
        "",
        "00:00:04.000 --> 00:00:07.500",
        "Someone is coming",
        "up the stairs.",
        "",
        // The comment line between them gives no cue; \i1 is WebVTT's <i>.
        "00:00:08.000 --> 00:00:11.500",
        "<i>Welcome back,</i> keeper.",
        "",
      ].join("\n"),
    });
  });

  it("escapes what WebVTT would read as markup, and leaves a drawing out", () => {
    const dialogue = lineOf("Dialogue: 0,0:00:00.50");
    const read = check(withLine(dialogue, "Dialogue: 0,0:00:00.50,0:00:03.50,Default,,0,0,0,,A <b> & C --> D{\\p1}m 0 0 l 10 10{\\p0}"));
    expect(read).toMatchObject({ ok: true, ass: true });
    expect(read.ok && read.vtt).toContain("\nA &lt;b&gt; &amp; C --&gt; D\n");
  });

  it.each([
    [
      "a time that is not one",
      "Dialogue: 0,0:00:0.50,0:00:03.50,Default,,0,0,0,,Hi",
      'Subtitle line 18: "0:00:0.50" is not a time (H:MM:SS.cc)',
    ],
    [
      "a line that ends before it starts",
      "Dialogue: 0,0:00:05.00,0:00:03.50,Default,,0,0,0,,Hi",
      "Subtitle line 18: the line ends (0:00:03.50) before it starts (0:00:05.00)",
    ],
    [
      "a dialogue line cut short",
      "Dialogue: 0,0:00:00.50,0:00:03.50,Default",
      "Subtitle line 18: the dialogue line has 4 fields where the Format line at 17 names 10",
    ],
    ["a line that is no field", "The lantern flickers on.", 'Subtitle line 18: expected "Name: value", found "The lantern flickers on."'],
  ])("is refused for %s, with its line", (_, line, error) => {
    expect(lineOf("Dialogue: 0,0:00:00.50")).toBe(18);
    expect(check(withLine(18, line))).toEqual(refused(400, error));
  });

  it("is refused for a style that does not match its Format line, and for no events", () => {
    const style = lineOf("Style: Sign");
    expect(check(withLine(style, "Style: Sign,Arial,64"))).toEqual(
      refused(400, `Subtitle line ${style}: the style has 3 fields where the Format line at ${style - 2} names 23`),
    );
    const events = lanternKeeper.slice(0, lanternKeeper.indexOf("[Events]"));
    expect(check(events)).toEqual(refused(400, "Subtitle file has no [Events] section with a Format line"));
    expect(check(`${events}[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n`)).toEqual(
      refused(400, "Subtitle file has no dialogue lines"),
    );
  });

  it("takes embedded fonts as ASS encodes them and refuses anything else in their place", () => {
    const font = "\n[Fonts]\nfontname: lantern_0.ttf\n!-!!%!!!!!0!2(``````8!\n";
    expect(check(`${lanternKeeper}${font}`)).toMatchObject({ ok: true, ass: true });
    const fontLine = lanternKeeper.split("\n").length + 4;
    expect(check(`${lanternKeeper}${font}not encoded {at all}\n`)).toEqual(
      refused(400, `Subtitle line ${fontLine}: the embedded font is not encoded as ASS encodes files`),
    );
  });

  it("may be larger than WebVTT and SRT may, up to its own limit", () => {
    const padded = `${lanternKeeper}\n[Aegisub Project Garbage]\n${"; a comment\n".repeat(UPLOAD_LIMITS.subtitle / 10)}`;
    expect(check(padded)).toMatchObject({ ok: true, ass: true });
    expect(check(`WEBVTT\n\n${"NOTE padding\n\n".repeat(UPLOAD_LIMITS.subtitle / 10)}`)).toEqual(
      refused(413, "A WebVTT or SRT file can be at most 512 KiB; this one is larger."),
    );
    expect(subtitleFileToWebVtt(new Uint8Array(ASS_SUBTITLE_BYTES + 1).fill(0x41))).toEqual(refused(413, "The file is larger than 4 MiB."));
  });
});
