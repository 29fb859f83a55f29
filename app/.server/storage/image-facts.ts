// What an image's own bytes say beyond its type and end: whether it moves, and which way up a
// JPEG is meant to be shown. Read here because the Images binding reports neither.
import { gifStructure } from "./image-end";
import type { ImageType } from "./sniff";

const ascii = (bytes: Uint8Array, offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));

/**
 * Whether the image has more than one frame: a GIF with several images, a WebP whose VP8X
 * header sets the animation flag, an AVIF image sequence ("avis" brand).
 */
export function isAnimated(bytes: Uint8Array, type: ImageType): boolean {
  if (type === "image/gif") return (gifStructure(bytes)?.frames ?? 0) > 1;
  if (type === "image/webp") return ascii(bytes, 12, 4) === "VP8X" && ((bytes[20] ?? 0) & 0x02) !== 0;
  if (type === "image/avif") return ascii(bytes, 8, 4) === "avis";
  return false;
}

/**
 * The size a PNG or GIF header declares, read at its fixed place, so a giant is refused before
 * any decoder sees it (sharp in Miniflare will not even report one past its pixel limit).
 */
export function declaredSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "image/png" && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (type === "image/gif" && bytes.length >= 10) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  return null;
}

/** Where a JPEG's EXIF orientation value sits, and the value (1 to 8; 1 is upright). */
type OrientationTag = { offset: number; littleEndian: boolean; value: number };

/** The EXIF Orientation entry (tag 0x0112) of the first IFD in the JPEG's APP1 segment, if any. */
function orientationTag(bytes: Uint8Array): OrientationTag | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) return null; // image data: no EXIF came before it
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1 && ascii(bytes, offset + 4, 6) === "Exif\0\0") {
      const tiff = offset + 10;
      const end = offset + 2 + length;
      if (end > bytes.length || tiff + 8 > end) return null;
      const littleEndian = ascii(bytes, tiff, 2) === "II";
      const ifd = tiff + view.getUint32(tiff + 4, littleEndian);
      if (ifd + 2 > end) return null;
      const entries = view.getUint16(ifd, littleEndian);
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > end) return null;
        if (view.getUint16(entry, littleEndian) === 0x0112)
          return { offset: entry + 8, littleEndian, value: view.getUint16(entry + 8, littleEndian) };
      }
      return null;
    }
    offset += 2 + length;
  }
  return null;
}

/** How the Images binding turns each EXIF orientation upright: a clockwise turn, then a mirror. */
const UPRIGHT: Record<number, Pick<ImageTransform, "rotate" | "flip">> = {
  2: { flip: "h" },
  3: { rotate: 180 },
  4: { flip: "v" },
  5: { rotate: 90, flip: "h" },
  6: { rotate: 90 },
  7: { rotate: 270, flip: "h" },
  8: { rotate: 270 },
};

/**
 * A JPEG's bytes with its EXIF orientation set to upright, and the turn that shows it upright.
 * Clearing the tag before the Images binding sees the image means the turn is applied once,
 * whether the transformer would honour the tag itself (Cloudflare) or not (sharp in Miniflare).
 */
export function uprightJpeg(bytes: Uint8Array<ArrayBuffer>): {
  bytes: Uint8Array<ArrayBuffer>;
  turn: Pick<ImageTransform, "rotate" | "flip">;
  swapsSides: boolean;
} {
  const tag = orientationTag(bytes);
  const turn = tag ? UPRIGHT[tag.value] : undefined;
  if (!tag || !turn) return { bytes, turn: {}, swapsSides: false };
  const cleared = bytes.slice();
  new DataView(cleared.buffer).setUint16(tag.offset, 1, tag.littleEndian);
  return { bytes: cleared, turn, swapsSides: tag.value >= 5 };
}
