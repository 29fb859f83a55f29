// The right-sized copies every uploaded image gets when it is stored, and how a page names them:
// the same widths for every upload, so a page (or the browser, for the watch history it keeps)
// writes an image's srcset from its address alone, with nothing read.
// docs/decisions/032-image-variants.md

/**
 * Each width is at most 1.5× the one before, so a browser that takes the next width up for the
 * box it draws never fetches more than 1.5× the pixels it shows. From a 40-px Top 10 row at 1×
 * to a 360-px box at 3×. 510 sits just above what a phone's hero cover needs (192 px at 2.625×:
 * 504), 420 above its cards at about 2× (SERIES_CARD_SIZES). Widths above an image's own are
 * its own (nothing is enlarged).
 */
export const VARIANT_WIDTHS = [48, 72, 108, 160, 240, 340, 420, 510, 765, 1080] as const;

/** Best first: a `<picture>` offers them in this order. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** An upload that has variants: `/uploads/<sha-256>.<ext>` of a still image. */
const UPLOADED_IMAGE = /^\/uploads\/([a-f0-9]{64}\.(?:jpg|png|gif|webp|avif))$/;

/** A variant's R2 key: the original's key, its width and its format. */
export const variantKey = (originalKey: string, width: number, format: VariantFormat) => `${originalKey}.w${width}.${format}`;

/** The original's key from a variant's (`<key>.w240.avif`), or null when `key` names no variant. */
export function originalKeyOf(key: string): string | null {
  const match = /^([a-f0-9]{64}\.(?:jpg|png|gif|webp|avif))\.w\d{2,4}\.(?:avif|webp)$/.exec(key);
  return match ? match[1]! : null;
}

/** The variant widths a box drawn from `minWidth` to `maxWidth` CSS pixels needs at 1× to 3×. */
export function widthsFor(minWidth: number, maxWidth: number): number[] {
  const first = VARIANT_WIDTHS.findLastIndex((width) => width <= minWidth);
  const last = VARIANT_WIDTHS.findIndex((width) => width >= maxWidth * 3);
  return VARIANT_WIDTHS.slice(Math.max(first, 0), last === -1 ? undefined : last + 1);
}

export type VariantSources = Record<VariantFormat, string>;

/** The srcset of each format for an uploaded image, or null for any other address (a link, a shipped file). */
export function variantSources(address: string, widths: readonly number[]): VariantSources | null {
  const key = UPLOADED_IMAGE.exec(address)?.[1];
  if (!key) return null;
  const srcset = (format: VariantFormat) => widths.map((width) => `/uploads/${variantKey(key, width, format)} ${width}w`).join(", ");
  return { avif: srcset("avif"), webp: srcset("webp") };
}
