// An ASS/SSA subtitle file (Advanced SubStation Alpha, what fansubs typeset in): checked line by
// line as libass reads it, and flattened to WebVTT for the players that cannot run libass (the Cast
// receiver, saved copies, browsers without WebAssembly). The file itself is kept as uploaded and
// drawn by JASSUB (docs/decisions/070-ass-subtitles.md). ass-compiler reads the dialogue's override
// tags, positions and drawings for the WebVTT copy; it is lenient by design (a bad time becomes
// NaN), so the structure is judged here first, with the line of the first thing wrong.
import { compile, type CompiledASS } from "ass-compiler";

export type AssReading = { ok: true; vtt: string } | { ok: false; error: string };

const SECTION = /^\[([^\]]+)\]\s*$/;
// H:MM:SS.cc, as Aegisub and ffmpeg write it; libass also takes a third decimal.
const TIME = /^\d{1,2}:[0-5]\d:[0-5]\d[.:]\d{1,3}$/;
const STYLE_SECTIONS = new Set(["v4+ styles", "v4 styles"]);
// uuencoded fonts and pictures: each line is characters 33 to 96 (ASS's own variant of uuencode).
const ENCODED_LINE = /^[!-`]+$/;

/** Whether text (LF line endings, no BOM) is ASS or SSA: its first section is [Script Info]. */
export const isAss = (text: string) => /^\s*\[Script Info\]/i.test(text);

type Format = { names: string[]; start: number; end: number; line: number };

const refuse = (line: number, problem: string): AssReading => ({ ok: false, error: `Subtitle line ${line}: ${problem}` });

/** The fields a `Format:` line names, in order. */
const formatOf = (value: string) => value.split(",").map((name) => name.trim().toLowerCase());

const secondsOf = (time: string) => {
  const [h, m, s] = time.replace(/:(\d+)$/, ".$1").split(":") as [string, string, string];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/**
 * Checks ASS text line by line (the sections, their `Format:` lines, every style and dialogue line
 * has its fields and valid times) and gives its dialogue as WebVTT.
 */
export function readAss(ass: string): AssReading {
  const lines = ass.split("\n");
  let section = "";
  let styles: Format | null = null;
  let events: Format | null = null;
  let encoded = false;
  let dialogues = 0;
  for (let index = 0; index < lines.length; index++) {
    const number = index + 1;
    const line = lines[index]!.trim();
    if (line === "" || line.startsWith(";") || line.startsWith("!:")) continue;
    const header = SECTION.exec(line);
    if (header) {
      section = header[1]!.toLowerCase();
      if (section === "events" && events) return refuse(number, "a second [Events] section");
      continue;
    }
    if (section === "fonts" || section === "graphics") {
      // A `filename: x.ttf` line, then the file's encoded lines.
      if (/^(?:fontname|filename)\s*:/i.test(line)) encoded = true;
      else if (!encoded || !ENCODED_LINE.test(line))
        return refuse(number, `the embedded ${section === "fonts" ? "font" : "picture"} is not encoded as ASS encodes files`);
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 0) {
      if (section === "script info" || STYLE_SECTIONS.has(section) || section === "events")
        return refuse(number, `expected "Name: value", found "${line.slice(0, 60)}"`);
      continue;
    }
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (STYLE_SECTIONS.has(section)) {
      if (key === "format") styles = { names: formatOf(value), start: -1, end: -1, line: number };
      else if (key === "style") {
        if (!styles) return refuse(number, "a style before the section's Format line");
        const fields = value.split(",").length;
        if (fields !== styles.names.length)
          return refuse(number, `the style has ${fields} fields where the Format line at ${styles.line} names ${styles.names.length}`);
      }
    } else if (section === "events") {
      if (key === "format") {
        const names = formatOf(value);
        const [start, end] = [names.indexOf("start"), names.indexOf("end")];
        if (start < 0 || end < 0 || names.at(-1) !== "text")
          return refuse(number, "the events' Format line must name Start and End, and Text last");
        events = { names, start, end, line: number };
      } else if (key === "dialogue" || key === "comment") {
        if (!events) return refuse(number, `a ${key} line before the section's Format line`);
        // The text is the last field and may hold commas of its own.
        const fields = value.split(",");
        if (fields.length < events.names.length)
          return refuse(
            number,
            `the ${key} line has ${fields.length} fields where the Format line at ${events.line} names ${events.names.length}`,
          );
        const [start, end] = [fields[events.start]!.trim(), fields[events.end]!.trim()];
        for (const time of [start, end]) if (!TIME.test(time)) return refuse(number, `"${time}" is not a time (H:MM:SS.cc)`);
        if (secondsOf(end) < secondsOf(start)) return refuse(number, `the line ends (${end}) before it starts (${start})`);
        if (key === "dialogue") dialogues++;
      }
    }
  }
  if (!events) return { ok: false, error: "Subtitle file has no [Events] section with a Format line" };
  if (dialogues === 0) return { ok: false, error: "Subtitle file has no dialogue lines" };
  return { ok: true, vtt: webVttOf(compile(ass, {})) };
}

const CUE_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** A dialogue's words as WebVTT cue text: drawings left out, ASS's line breaks and hard spaces kept, italics and bold as WebVTT's tags. */
function cueTextOf(dialogue: CompiledASS["dialogues"][number]): string {
  return dialogue.slices
    .flatMap((slice) => slice.fragments)
    .filter((fragment) => !fragment.drawing)
    .map((fragment) => {
      const text = fragment.text
        .replace(/[&<>]/g, (character) => CUE_ESCAPES[character]!)
        .replace(/\\N/g, "\n")
        .replace(/\\n/g, " ")
        .replace(/\\h/g, "\u00a0");
      if (text.trim() === "") return text;
      const italic = fragment.tag.i === 1 ? `<i>${text}</i>` : text;
      return fragment.tag.b === 1 ? `<b>${italic}</b>` : italic;
    })
    .join("")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

const percent = (value: number, of: number) => `${Math.min(100, Math.max(0, Math.round((value / of) * 1000) / 10))}%`;

/**
 * Where a cue sits, from the dialogue's alignment (numpad: 1-3 bottom, 4-6 middle, 7-9 top) and
 * its \pos: WebVTT cannot draw a sign's typesetting, but it can put its words in the same place.
 */
function cueSettingsOf(dialogue: CompiledASS["dialogues"][number], width: number, height: number): string {
  const column = (dialogue.alignment - 1) % 3; // 0 left, 1 centre, 2 right
  const row = Math.floor((dialogue.alignment - 1) / 3); // 0 bottom, 1 middle, 2 top
  const align = ["start", "center", "end"][row === 2 ? 0 : row === 1 ? 1 : 2];
  const across = ["line-left", "center", "line-right"][column];
  const text = ["left", "center", "right"][column];
  if (dialogue.pos) {
    return ` position:${percent(dialogue.pos.x, width)},${across} line:${percent(dialogue.pos.y, height)},${align} align:${text}`;
  }
  const line = row === 2 ? " line:0" : row === 1 ? " line:50%,center" : "";
  const position = column === 1 ? "" : ` position:${column === 0 ? "5%" : "95%"},${across} align:${text}`;
  return `${line}${position}`;
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, size = 2) => String(n).padStart(size, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The compiled dialogue as WebVTT, in the order of their start; a line with no words (a drawing, an empty sign) gives no cue. */
function webVttOf({ dialogues, width, height }: CompiledASS): string {
  // Every character WebVTT reads as markup is escaped (cueTextOf), so an arrow in the text stays text.
  const cues = dialogues.flatMap((dialogue) => {
    const text = cueTextOf(dialogue);
    return text ? [`${timestamp(dialogue.start)} --> ${timestamp(dialogue.end)}${cueSettingsOf(dialogue, width, height)}\n${text}\n`] : [];
  });
  return ["WEBVTT", "", ...cues].join("\n");
}
