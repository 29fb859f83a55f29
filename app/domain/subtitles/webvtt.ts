// An episode's subtitle file as admins upload it (WebVTT, SRT or ASS/SSA), checked by its bytes and
// given back as WebVTT, the one format the player's <track> takes. W3C's validator (webvtt-parser)
// judges the WebVTT; SRT is converted first and judged the same way, with its errors named by
// the SRT's own line numbers; ASS is judged by its own reader (./ass.ts) and kept besides.
import webvtt from "webvtt-parser";
import htmlEntities from "webvtt-parser/html-entities.json";
import { ASS_SUBTITLE_BYTES, sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { isAss, readAss } from "./ass";

const { WebVTTParser, WebVTTCueTextParser, WebVTTCueTimingsAndSettingsParser } = webvtt;

// The cap (UPLOAD_LIMITS.subtitle, 512 KiB): a 24-minute episode's SRT is 30-60 kB and a two-hour
// film's rarely 150 kB; UTF-16 doubles either. That leaves room while keeping the parser (which
// reads text a character at a time) well inside a request's CPU time.
const SUBTITLE_MAX_BYTES = UPLOAD_LIMITS.subtitle;
const ASS_MAX_BYTES = ASS_SUBTITLE_BYTES;

/** The file as WebVTT; `ass` when it was ASS/SSA, which is kept as it came besides. */
export type SubtitleCheck = { ok: true; vtt: string; cues: number; ass: boolean } | { ok: false; status: 400 | 413 | 415; error: string };
type Refusal = Extract<SubtitleCheck, { ok: false }>;

const refuse = (status: Refusal["status"], error: string): Refusal => ({ ok: false, status, error });

/** Checks an uploaded subtitle file by its bytes (never its name or claimed type) and returns it as WebVTT. */
export function subtitleFileToWebVtt(bytes: Uint8Array): SubtitleCheck {
  if (bytes.byteLength > ASS_MAX_BYTES) return refuse(413, `The file is larger than ${sizeText(ASS_MAX_BYTES)}.`);
  const decoded = decodeText(bytes);
  if (typeof decoded !== "string") return decoded;
  const text = decoded.replace(/\r\n?/g, "\n");
  if (text.trim() === "") return refuse(400, "Subtitle file is empty");
  if (isAss(text)) {
    const read = readAss(text);
    if (!read.ok) return refuse(400, read.error);
    const checked = checkWebVtt(read.vtt, (line) => line);
    return checked.ok ? { ...checked, ass: true } : checked;
  }
  if (bytes.byteLength > SUBTITLE_MAX_BYTES)
    return refuse(413, `A WebVTT or SRT file can be at most ${sizeText(SUBTITLE_MAX_BYTES)}; this one is larger.`);

  if (text.startsWith("WEBVTT")) return checkWebVtt(text, (line) => line);
  // SRT opens with a cue number, or with a cue time where the numbers were left out.
  if (/^\d+\s*$|-->/.test(text.trimStart().split("\n", 1)[0]!)) {
    const converted = srtToWebVtt(text);
    return "vtt" in converted ? checkWebVtt(converted.vtt, (line) => converted.sourceLines[line - 1] ?? line) : converted;
  }
  // A web page or an XML format (TTML, say) saved under a subtitle's name.
  if (/^\s*<(?:!doctype\s+html|html|head|body)\b|<script\b/i.test(text))
    return refuse(415, "Subtitle file is HTML, not WebVTT, SRT or ASS");
  if (/^\s*<[?!a-z]/i.test(text)) return refuse(415, "Subtitle file is XML, not WebVTT, SRT or ASS");
  return refuse(
    400,
    'Subtitle file is neither WebVTT (it does not start with "WEBVTT"), SRT (it does not start with a cue number) nor ASS (it does not start with [Script Info])',
  );
}

// Control characters besides tab, line breaks and form feed: text files have none, binary ones
// almost always do.
const isControl = (code: number) => code < 0x09 || (code > 0x0d && code < 0x20);

/** The bytes as text: UTF-8 (with or without its BOM), or UTF-16 when a BOM says so. */
function decodeText(bytes: Uint8Array): string | Refusal {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  const binary = refuse(415, "Subtitle file is not text (it looks binary)");
  let text: string;
  try {
    // The decoder drops the BOM.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    // Text in a legacy encoding (Windows-1252, Shift JIS…) is not UTF-8 either, but has no control bytes.
    return bytes.some(isControl) ? binary : refuse(415, "Subtitle file is not UTF-8 text: save it as UTF-8 and upload it again");
  }
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return binary;
  return text;
}

// WebVTT's cue markup (https://w3c.github.io/webvtt/#webvtt-cue-components), besides timestamps.
const CUE_TAGS = new Set(["c", "i", "b", "u", "ruby", "rt", "v", "lang"]);
const TAG_ERRORS = new Set(["Incorrect start tag.", "Incorrect end tag.", "Only <v> and <lang> can have an annotation."]);
// HTML's character references, which WebVTT cue text may use: the parser's own table has six, so
// it refuses `&quot;`. Only the names with their semicolon: for any other `&name;` the parser
// searches every name for a prefix (`&ampx;` passes as "&x;"), which over a file of them takes
// seconds of CPU; without the prefixes such a name is an error at once.
const CHARACTER_REFERENCES = Object.fromEntries(Object.entries(htmlEntities).filter(([name]) => name.endsWith(";")));

/** Thrown from the cue text parser's error handler, to stop it at the first error. */
class CueTextError {
  constructor(
    readonly message: string,
    readonly col: number,
  ) {}
}

/** Validates WebVTT text (LF line endings); `sourceLine` turns its line numbers into the uploaded file's. */
function checkWebVtt(vtt: string, sourceLine: (line: number) => number): SubtitleCheck {
  // "metadata" mode checks the file's structure and timings but not the cue text, whose errors
  // the parser numbers by the line after the cue; each cue's text is checked below instead. The
  // parser's own character references are enough for that: this pass's cue trees go unread.
  let parsed: ReturnType<InstanceType<typeof WebVTTParser>["parse"]>;
  try {
    parsed = new WebVTTParser().parse(vtt, "metadata");
  } catch (error) {
    // The parser copies each cue's tree recursively, so markup nested thousands deep overflows the stack.
    if (error instanceof RangeError) return refuse(400, "Subtitle file nests cue markup too deeply");
    throw error;
  }
  const { cues, errors } = parsed;
  const [first] = errors;
  if (first) return refuse(400, `Subtitle line ${sourceLine(first.line)}: ${first.message}`);
  if (cues.length === 0) return refuse(400, "Subtitle file has no cues");

  const lines = vtt.split("\n");
  // The parser took the file, so every line with an arrow is a cue's timings (an arrow in a
  // comment, a style block or cue text is an error) and the cue's text runs to the next blank line.
  for (let timings = 0; timings < lines.length; timings++) {
    if (!lines[timings]!.includes("-->")) continue;
    const cue = { startTime: 0, endTime: 0 };
    new WebVTTCueTimingsAndSettingsParser(lines[timings]!, () => {}).parse(cue, 0);
    let end = timings + 1;
    while (end < lines.length && lines[end] !== "") end++;
    const text = lines.slice(timings + 1, end).join("\n");
    const problem = cueTextError(text, cue);
    if (!problem) continue;
    // `col` is just past what the parser choked on: for the tag errors, the tag's `>`.
    const before = text.slice(0, problem.col - 1);
    const line = sourceLine(timings + 2 + before.split("\n").length - 1);
    const tag = /^<\/?([^\s.>]*)/.exec(before.slice(before.lastIndexOf("<")))?.[1];
    // The parser leaves the tags it does not know out of its cue tree: only its error names them.
    if (TAG_ERRORS.has(problem.message) && tag !== undefined && !CUE_TAGS.has(tag)) {
      return refuse(400, `Subtitle cue at line ${line} has markup WebVTT does not allow: <${tag}>`);
    }
    return refuse(400, `Subtitle line ${line}: ${problem.message}`);
  }
  // Blank lines only end blocks, so a run of them means what one does.
  while (lines.at(-1) === "") lines.pop();
  return { ok: true, vtt: `${lines.join("\n").replace(/\n{3,}/g, "\n\n")}\n`, cues: cues.length, ass: false };
}

/** The first error in a cue's text, with its column counted from 1 across the text's lines. */
function cueTextError(text: string, cue: { startTime: number; endTime: number }): CueTextError | undefined {
  const stop = (message: string, col: number) => {
    throw new CueTextError(message, col);
  };
  try {
    new WebVTTCueTextParser(text, stop, "subtitles", CHARACTER_REFERENCES).parse(cue.startTime, cue.endTime);
  } catch (error) {
    if (error instanceof CueTextError) return error;
    throw error;
  }
}

type SrtCue = { start: number; lines: string[]; sourceLines: number[] };

/** SRT text (LF line endings) as WebVTT, with the SRT line of each WebVTT line (0 for the header). */
function srtToWebVtt(srt: string): { vtt: string; sourceLines: number[] } | Refusal {
  const lines = srt.split("\n");
  const cues: SrtCue[] = [];
  let at = 0;
  while (at < lines.length) {
    if (lines[at]!.trim() === "") {
      at++;
      continue;
    }
    const counter = /^\s*\d+\s*$/.test(lines[at]!);
    if (counter) at++;
    const timings = lines[at] ?? "";
    if (counter && timings.trim() === "")
      return refuse(400, `Subtitle line ${at}: cue number ${lines[at - 1]!.trim()} has no cue time after it`);
    if (!counter && !timings.includes("-->"))
      return refuse(400, `Subtitle line ${at + 1}: expected a cue number or time, found "${timings}"`);
    const range = srtTimeRange(timings);
    if (!range) return refuse(400, `Subtitle line ${at + 1}: the cue time "${timings}" is not a valid time range`);
    const cue: SrtCue = { start: range.start, lines: [range.vtt], sourceLines: [at + 1] };
    for (at++; at < lines.length && lines[at]!.trim() !== ""; at++) {
      cue.lines.push(srtCueText(lines[at]!));
      cue.sourceLines.push(at + 1);
    }
    cues.push(cue);
  }
  // SRT made from other formats often lists cues out of order; WebVTT wants them by start time.
  cues.sort((a, b) => a.start - b.start);
  return {
    vtt: ["WEBVTT", "", ...cues.flatMap((cue) => [...cue.lines, ""])].join("\n"),
    sourceLines: [0, 0, ...cues.flatMap((cue) => [...cue.sourceLines, 0])],
  };
}

const SRT_TIME = /(\d+):([0-5]\d):([0-5]\d)[,.](\d{3})/.source;
// Anything after the end time (some tools write `X1:… Y2:…` box coordinates) is dropped.
const SRT_TIME_RANGE = new RegExp(`^\\s*${SRT_TIME}\\s*-->\\s*${SRT_TIME}(?:\\s.*)?$`);

/** An SRT cue time line as WebVTT timings; null when it is not a range of two valid times. */
function srtTimeRange(line: string): { start: number; vtt: string } | null {
  const match = SRT_TIME_RANGE.exec(line);
  if (!match) return null;
  const [h1, m1, s1, ms1, h2, m2, s2, ms2] = match.slice(1) as [string, string, string, string, string, string, string, string];
  const seconds = (h: string, m: string, s: string, ms: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  const start = seconds(h1, m1, s1, ms1);
  if (seconds(h2, m2, s2, ms2) <= start) return null;
  return { start, vtt: `${h1.padStart(2, "0")}:${m1}:${s1}.${ms1} --> ${h2.padStart(2, "0")}:${m2}:${s2}.${ms2}` };
}

/** One line of SRT cue text as WebVTT cue text. */
function srtCueText(line: string): string {
  return (
    line
      // SRT's <font color="…"> has no WebVTT tag (colour would be a <c> class and a style), so the
      // tags go and their text stays, as ffmpeg converts it.
      .replace(/<\/?font\b[^<>]*>/gi, "")
      // SSA override blocks such as {\an8}, which anime SRTs carry from their ASS originals.
      .replace(/\{\\[^{}]*\}/g, "")
      // WebVTT's tags are lower case; SRT players take <I> as well.
      .replace(/<(\/?)([ibu])>/gi, (_, slash: string, name: string) => `<${slash}${name.toLowerCase()}>`)
      // SRT text is plain, so an ampersand that starts no character reference is a literal one.
      .replace(/&(?![a-z][a-z\d]*;|#\d+;|#x[\da-f]+;)/gi, "&amp;")
  );
}
