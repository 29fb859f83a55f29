// A font an admin uploads for the ASS tracks' renderer (decision 070): judged by its bytes, never
// its name, and named by the family its own name table gives, which is how an ASS style asks for
// it (`Style: Sign,Gandhi Sans,…`). TrueType, OpenType (CFF), a collection, or WOFF, which libass
// opens; WOFF2 is refused, since the renderer's FreeType cannot open every WOFF2 file.

import { type FontType, fontTypeOf } from "~/lib/vocabulary/upload-limits";
import { inflatedTable, woffTables } from "~/lib/woff";

export type FontReading = ({ ok: true; family: string } & FontType) | { ok: false; status: 400 | 415; error: string };

const DAMAGED = "The file must be a TrueType, OpenType or WOFF font; this one is damaged or cut short.";
const refuse = (status: 400 | 415, error: string): FontReading => ({ ok: false, status, error });

const tagAt = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** A table's bytes, as the font keeps them (a WOFF table inflated). */
type TableReader = (tag: string) => Promise<Uint8Array | null>;

/** The tables of the sfnt (TrueType or OpenType) font starting at `start`. */
function sfntTables(bytes: Uint8Array, view: DataView, start: number): TableReader {
  const count = view.getUint16(start + 4);
  return async (tag) => {
    for (let index = 0; index < count; index++) {
      const record = start + 12 + index * 16;
      if (tagAt(bytes, record) !== tag) continue;
      const [offset, length] = [view.getUint32(record + 8), view.getUint32(record + 12)];
      if (offset + length > bytes.byteLength) throw new RangeError(tag);
      return bytes.subarray(offset, offset + length);
    }
    return null;
  };
}

/** The tables of a WOFF font (app/lib/woff.ts). */
function woffTableReader(bytes: Uint8Array): TableReader {
  const tables = woffTables(bytes);
  return async (tag) => {
    const table = tables.find((found) => found.tag === tag);
    return table ? inflatedTable(table) : null;
  };
}

/**
 * The family (name ID 1) the name table gives, as libass reads it: a Windows (Unicode) name, US
 * English first, else a Macintosh (Roman) one.
 */
function familyOf(name: Uint8Array): string | null {
  const view = new DataView(name.buffer, name.byteOffset, name.byteLength);
  const [count, strings] = [view.getUint16(2), view.getUint16(4)];
  const found: { rank: number; text: string }[] = [];
  for (let index = 0; index < count; index++) {
    const record = 6 + index * 12;
    const [platform, , language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((field) => view.getUint16(record + field)) as number[];
    if (id !== 1) continue;
    const raw = name.subarray(strings + offset!, strings + offset! + length!);
    if (raw.byteLength !== length) throw new RangeError("name");
    if (platform === 3) found.push({ rank: language === 0x409 ? 0 : 1, text: new TextDecoder("utf-16be").decode(raw) });
    else if (platform === 1) found.push({ rank: 2, text: new TextDecoder("latin1").decode(raw) });
  }
  const family = found.sort((a, b) => a.rank - b.rank)[0]?.text.trim();
  return family || null;
}

/** Checks a font file by its bytes and reads its family. */
export async function readFontFile(bytes: Uint8Array): Promise<FontReading> {
  if (bytes.byteLength < 12) return refuse(415, "The file must be a TrueType, OpenType or WOFF font.");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = tagAt(bytes, 0);
  if (signature === "wOF2")
    return refuse(415, "WOFF2 fonts cannot be drawn by the subtitle renderer: upload the font as TTF, OTF or WOFF.");
  const type = fontTypeOf(bytes);
  if (!type) return refuse(415, "The file must be a TrueType, OpenType or WOFF font.");
  try {
    // A collection's family is its first font's.
    const tables =
      type.extension === "woff" ? woffTableReader(bytes) : sfntTables(bytes, view, type.extension === "ttc" ? view.getUint32(12) : 0);
    const name = await tables("name");
    const family = name ? familyOf(name) : null;
    if (!family) return refuse(400, "The font names no family, so no subtitle could ask for it.");
    return { ok: true, family, ...type };
  } catch {
    // A table past the file's end, a bad compressed stream, a name table cut short.
    return refuse(415, DAMAGED);
  }
}
