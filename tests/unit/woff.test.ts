import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sfntOf } from "~/lib/woff";

// Real slices as the site serves them (@fontsource): Noto Sans SC's Latin one and Noto Sans Arabic's Arabic one.
const SLICES = [
  "node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff",
  "node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff",
];

/** OpenType's table checksum: the sum of its big-endian 32-bit words, zero-padded (`head` counted with its adjustment zeroed). */
function checksumOf(table: Uint8Array, tag: string) {
  const padded = new Uint8Array((table.byteLength + 3) & ~3);
  padded.set(table);
  if (tag === "head") padded.fill(0, 8, 12);
  const words = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.byteLength; at += 4) sum = (sum + words.getUint32(at)) >>> 0;
  return sum;
}

/** The font file's tables: tag, its recorded checksum and its bytes. */
function tablesOf(font: Uint8Array) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, index) => {
    const entry = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(entry, entry + 4));
    const [offset, length] = [view.getUint32(entry + 8), view.getUint32(entry + 12)];
    return { tag, checksum: view.getUint32(entry + 4), bytes: font.subarray(offset, offset + length) };
  });
}

describe("a WOFF back to its font file", () => {
  it.each(SLICES)("gives every table of %s whole: each matches the checksum the font recorded", (path) => {
    const woff = new Uint8Array(readFileSync(path));
    const font = sfntOf(woff);
    const view = new DataView(font.buffer);
    expect(view.getUint32(0)).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(4));
    const tables = tablesOf(font);
    expect(tables.map((table) => table.tag)).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "name"]));
    for (const table of tables) expect(checksumOf(table.bytes, table.tag), table.tag).toBe(table.checksum);
    // The directory's search fields, as a font file's reader checks them.
    const power = 2 ** Math.floor(Math.log2(tables.length));
    expect([view.getUint16(6), view.getUint16(8), view.getUint16(10)]).toEqual([
      power * 16,
      Math.log2(power),
      (tables.length - power) * 16,
    ]);
  });

  it("leaves a font file that is no WOFF as it is", () => {
    const font = sfntOf(new Uint8Array(readFileSync(SLICES[0]!)));
    expect(sfntOf(font)).toBe(font);
  });

  it("refuses a WOFF whose table is cut short", () => {
    const woff = new Uint8Array(readFileSync(SLICES[1]!));
    expect(() => sfntOf(woff.subarray(0, woff.byteLength - 4000))).toThrow();
  });
});
