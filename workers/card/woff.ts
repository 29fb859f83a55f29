// WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the TrueType/OpenType file it wraps: resvg's font
// database reads only the latter, and the site's fonts are the browser's WOFF slices (@fontsource),
// each table compressed alone with zlib. fflate inflates; the rest is the format's two headers.
import { unzlibSync } from "fflate";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** The font file inside a WOFF; any other bytes are returned as they are (already a font file, or refused by resvg). */
export function sfntOf(font: Uint8Array): Uint8Array {
  const woff = new DataView(font.buffer, font.byteOffset, font.byteLength);
  if (font.byteLength < WOFF_HEADER || woff.getUint32(0) !== WOFF_SIGNATURE) return font;
  const tables = woff.getUint16(12);
  const sfnt = new Uint8Array(woff.getUint32(16));
  const out = new DataView(sfnt.buffer);
  // The binary-search fields every table directory carries: the largest power of two ≤ tables.
  const power = 2 ** Math.floor(Math.log2(tables));
  out.setUint32(0, woff.getUint32(4));
  out.setUint16(4, tables);
  out.setUint16(6, power * SFNT_ENTRY);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, (tables - power) * SFNT_ENTRY);
  let offset = SFNT_HEADER + tables * SFNT_ENTRY;
  for (let index = 0; index < tables; index++) {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const at = woff.getUint32(entry + 4);
    const compressed = woff.getUint32(entry + 8);
    const length = woff.getUint32(entry + 12);
    const stored = font.subarray(at, at + compressed);
    const table = compressed < length ? unzlibSync(stored) : stored;
    if (table.byteLength !== length) throw new Error("A WOFF table is not the length its directory says");
    if (offset + length > sfnt.byteLength) throw new Error("A WOFF's tables are longer than the font it says it holds");
    sfnt.set(table, offset);
    const directory = SFNT_HEADER + index * SFNT_ENTRY;
    out.setUint32(directory, woff.getUint32(entry));
    out.setUint32(directory + 4, woff.getUint32(entry + 16));
    out.setUint32(directory + 8, offset);
    out.setUint32(directory + 12, length);
    // Each table starts on four bytes.
    offset += (length + 3) & ~3;
  }
  return sfnt;
}
