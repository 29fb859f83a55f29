// WOFF 1.0 (https://www.w3.org/TR/WOFF/): a TrueType or OpenType font whose tables are each
// compressed alone with zlib, unless that saved nothing. Read here for both of its readers: the
// admin's font uploads (app/domain/fonts/font-file.ts) and the year card's renderer, which unwraps
// the site's WOFF slices back to the font files resvg reads (workers/card).
import { unzlibSync } from "fflate";

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** A table as the WOFF keeps it: its tag, checksum, stored bytes and length once inflated. */
export type WoffTable = { tag: string; checksum: number; stored: Uint8Array; length: number };

/** Whether the bytes start as a WOFF 1.0 file. */
export const isWoff = (bytes: Uint8Array) => bytes.byteLength >= WOFF_HEADER && String.fromCharCode(...bytes.subarray(0, 4)) === "wOFF";

/** The WOFF's table directory; a RangeError names the first table that runs past the file. */
export function woffTables(bytes: Uint8Array): WoffTable[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: view.getUint16(12) }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4));
    const [offset, compressed, length] = [view.getUint32(entry + 4), view.getUint32(entry + 8), view.getUint32(entry + 12)];
    if (offset + compressed > bytes.byteLength) throw new RangeError(tag);
    return { tag, checksum: view.getUint32(entry + 16), stored: bytes.subarray(offset, offset + compressed), length };
  });
}

/** A table's own bytes: inflated when it was compressed; a RangeError when they are not its length. */
export function inflatedTable(table: WoffTable): Uint8Array {
  const bytes = table.stored.byteLength < table.length ? unzlibSync(table.stored) : table.stored;
  if (bytes.byteLength !== table.length) throw new RangeError(table.tag);
  return bytes;
}

/** The font file a WOFF wraps; other bytes as they are (already a font file, or none resvg reads). */
export function sfntOf(font: Uint8Array): Uint8Array {
  if (!isWoff(font)) return font;
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = woffTables(font);
  const sfnt = new Uint8Array(view.getUint32(16));
  const out = new DataView(sfnt.buffer);
  // The binary-search fields every table directory carries: the largest power of two ≤ tables.
  const power = 2 ** Math.floor(Math.log2(tables.length));
  out.setUint32(0, view.getUint32(4));
  out.setUint16(4, tables.length);
  out.setUint16(6, power * SFNT_ENTRY);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, (tables.length - power) * SFNT_ENTRY);
  let offset = SFNT_HEADER + tables.length * SFNT_ENTRY;
  tables.forEach((table, index) => {
    const bytes = inflatedTable(table);
    if (offset + bytes.byteLength > sfnt.byteLength) throw new RangeError(table.tag);
    sfnt.set(bytes, offset);
    const directory = SFNT_HEADER + index * SFNT_ENTRY;
    for (let at = 0; at < 4; at++) out.setUint8(directory + at, table.tag.charCodeAt(at));
    out.setUint32(directory + 4, table.checksum);
    out.setUint32(directory + 8, offset);
    out.setUint32(directory + 12, bytes.byteLength);
    // Each table starts on four bytes.
    offset += (bytes.byteLength + 3) & ~3;
  });
  return sfnt;
}
