// Where an image ends, read from its own structure. Bytes appended after that end (an HTML page,
// a script, an archive) are refused by storeUpload: browsers ignore them when they draw the
// image, but the stored file would be a polyglot. docs/decisions/013-content-security-policy.md
import type { ImageType } from "./sniff";

/** The byte count the image's structure spans, or null when the structure is broken or cut short. */
export function imageLength(bytes: Uint8Array, type: ImageType): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return lengthOf[type](bytes, view);
}

type Measure = (bytes: Uint8Array, view: DataView) => number | null;
const tag = (bytes: Uint8Array, offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));

/** Chunks of length, type, data and CRC after the 8-byte signature, up to and with IEND. */
const png: Measure = (bytes, view) => {
  for (let offset = 8; offset + 12 <= bytes.length; ) {
    const next = offset + 12 + view.getUint32(offset);
    if (next > bytes.length) return null;
    if (tag(bytes, offset + 4) === "IEND") return next;
    offset = next;
  }
  return null;
};

/** GIF data sub-blocks: a size byte and that many bytes, until a size of 0. */
function afterSubBlocks(bytes: Uint8Array, offset: number): number | null {
  while (offset < bytes.length) {
    const size = bytes[offset]!;
    offset += 1 + size;
    if (size === 0) return offset;
  }
  return null;
}

const colourTableSize = (flags: number) => (flags & 0x80 ? 3 * (2 << (flags & 0x07)) : 0);

/**
 * Header, screen descriptor and colour table, then extensions and images until the 0x3B trailer:
 * where the GIF ends and how many images (frames) it holds, or null when it is broken.
 */
export function gifStructure(bytes: Uint8Array): { length: number; frames: number } | null {
  let offset: number | null = 13 + colourTableSize(bytes[10] ?? 0);
  let frames = 0;
  while (offset !== null && offset < bytes.length) {
    const block = bytes[offset]!;
    if (block === 0x3b) return { length: offset + 1, frames };
    if (block === 0x21) offset = afterSubBlocks(bytes, offset + 2);
    else if (block === 0x2c) {
      frames += 1;
      offset = afterSubBlocks(bytes, offset + 10 + colourTableSize(bytes[offset + 9] ?? 0) + 1);
    } else return null;
  }
  return null;
}

const gif: Measure = (bytes) => gifStructure(bytes)?.length ?? null;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Marker segments by their lengths, so an EXIF thumbnail's own FFD9 inside APP1 is skipped; after
 * each start of scan, the entropy-coded data runs to the first marker that is not a stuffed 00
 * or a restart. The image ends with the EOI marker (FFD9) that follows.
 */
const jpeg: Measure = (bytes, view) => {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset] === 0xff) offset += 1; // fill bytes before a marker
    const marker = bytes[offset++];
    if (marker === undefined) return null;
    if (marker === 0xd9) return offset;
    if (isRestart(marker) || marker === 0x01) continue;
    if (offset + 2 > bytes.length) return null;
    const length = view.getUint16(offset);
    if (length < 2) return null;
    offset += length;
    if (marker !== 0xda) continue;
    while (offset < bytes.length && !(bytes[offset] === 0xff && bytes[offset + 1] !== 0x00 && !isRestart(bytes[offset + 1] ?? 0)))
      offset += 1;
  }
  return null;
};

/** RIFF: the little-endian size after "RIFF" counts every byte that follows it, padded to even. */
const webp: Measure = (bytes, view) => {
  if (bytes.length < 12) return null;
  const size = view.getUint32(4, true);
  const length = 8 + size + (size % 2);
  return length <= bytes.length ? length : null;
};

/**
 * ISO-BMFF top-level boxes, each with its size (or a 64-bit size, or 0 for "to the end of the
 * file"), laid end to end. Bytes after the last box do not make a box of their own size.
 */
const avif: Measure = (bytes, view) => {
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    let size = view.getUint32(offset);
    if (size === 0) return bytes.length;
    if (size === 1) {
      if (offset + 16 > bytes.length) return null;
      size = Number(view.getBigUint64(offset + 8));
    }
    if (size < 8 || offset + size > bytes.length) return null;
    offset += size;
  }
  return offset;
};

const lengthOf: Record<ImageType, Measure> = {
  "image/png": png,
  "image/gif": gif,
  "image/jpeg": jpeg,
  "image/webp": webp,
  "image/avif": avif,
};
