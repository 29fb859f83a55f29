// A font file's advance widths, read from its own tables (cmap format 4, hhea, hmtx, head), for
// the tests that check a line drawn in it against the room it was given.

/** Each character's advance in ems (0 for one the font lacks), from a TrueType/OpenType file. */
export function advancesOf(font: Uint8Array): (character: string) => number {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, number>();
  for (let index = 0; index < view.getUint16(4); index++) {
    const record = 12 + index * 16;
    tables.set(String.fromCharCode(...font.subarray(record, record + 4)), view.getUint32(record + 8));
  }
  const at = (tag: string) => tables.get(tag) ?? Number.NaN;
  const unitsPerEm = view.getUint16(at("head") + 18);
  const metrics = view.getUint16(at("hhea") + 34);
  const cmap = at("cmap");
  // The Windows Unicode BMP subtable (platform 3, encoding 1), format 4.
  let subtable = Number.NaN;
  for (let index = 0; index < view.getUint16(cmap + 2); index++) {
    const record = cmap + 4 + index * 8;
    if (view.getUint16(record) === 3 && view.getUint16(record + 2) === 1) subtable = cmap + view.getUint32(record + 4);
  }
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const glyphOf = (code: number) => {
    for (let segment = 0; segment < segments; segment++) {
      if (code > view.getUint16(ends + segment * 2)) continue;
      const start = view.getUint16(starts + segment * 2);
      if (code < start) return 0;
      const delta = view.getUint16(deltas + segment * 2);
      const rangeOffset = view.getUint16(rangeOffsets + segment * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  return (character) => {
    const glyph = glyphOf(character.codePointAt(0)!);
    if (glyph === 0) return 0;
    return view.getUint16(at("hmtx") + Math.min(glyph, metrics - 1) * 4) / unitsPerEm;
  };
}
