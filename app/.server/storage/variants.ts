// Right-sized AVIF and WebP copies of an uploaded image, made once through the Images binding when
// the image is stored (or by the backfill for older uploads) and kept in R2 beside it.
// docs/decisions/032-image-variants.md
import type { ImageVariant } from "../db/schema";
import { DomainError } from "~/lib/refusals";
import { declaredSize, uprightJpeg } from "./image-facts";
import type { ImageType } from "./sniff";
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantKey, type VariantFormat } from "~/lib/image-variants";

/** Larger sides than this are refused before anything decodes them: a few kB can claim 50,000×50,000. */
export const MAX_IMAGE_SIDE = 8000;
/** And more pixels than this (a 6000×6000 key visual is 36 million). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageSize = { width: number; height: number };

const streamOf = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).stream();

/**
 * The image's upright size, as the Images binding reads it from its header, checked against the
 * limits. Bytes it cannot read (corrupt, 0×0) are the sender's mistake: 415, not 500.
 */
async function checkedSize(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
  type: ImageType,
  swapsSides: boolean,
  label: string,
): Promise<ImageSize> {
  const declared = declaredSize(bytes, type);
  if (declared) refuseGiant(declared);
  const info = await images.info(streamOf(bytes)).catch((error: unknown): never => {
    console.warn("images: info refused an upload", error);
    throw new DomainError(415, `The file must be ${label}; this one could not be read as an image.`);
  });
  if (!("width" in info) || !(info.width > 0) || !(info.height > 0))
    throw new DomainError(415, `The file must be ${label}; this one has no pixels.`);
  refuseGiant(info);
  return swapsSides ? { width: info.height, height: info.width } : { width: info.width, height: info.height };
}

function refuseGiant({ width, height }: ImageSize) {
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    throw new DomainError(
      413,
      `The image is ${width}×${height} pixels; the largest allowed is ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} million in all.`,
    );
}

const contentTypes: Record<VariantFormat, `image/${VariantFormat}`> = { avif: "image/avif", webp: "image/webp" };

/**
 * One encode through the binding. It runs after the binding has read the image's header, so a
 * failure is the image's own (a header that reads but pixels that do not: a PNG whose data fails
 * its checksum), answered 415 with nothing stored.
 */
async function encode(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
  transform: ImageTransform,
  format: VariantFormat,
  label: string,
) {
  try {
    const result = await images.input(streamOf(bytes)).transform(transform).output({ format: contentTypes[format] });
    return new Uint8Array(await new Response(result.image()).arrayBuffer());
  } catch (error) {
    console.warn("images: a variant could not be made", error);
    throw new DomainError(415, `The file must be ${label}; this one is damaged: its pixels could not be read.`);
  }
}

const uprightOf = (original: Uint8Array<ArrayBuffer>, type: ImageType) =>
  type === "image/jpeg" ? uprightJpeg(original) : { bytes: original, turn: {}, swapsSides: false };

/**
 * What an upload is checked for before it is stored, its variants left to the queue: a header
 * the binding reads, a size within the limits, and pixels that decode, proven by one encode at
 * the smallest width (a PNG whose data fails its checksum reads but does not decode). Tens of
 * milliseconds, against seconds for the whole ladder. Answers the upright size.
 */
export async function checkPicture(images: ImagesBinding, original: Uint8Array<ArrayBuffer>, type: ImageType, label: string) {
  const upright = uprightOf(original, type);
  const size = await checkedSize(images, upright.bytes, type, upright.swapsSides, label);
  const width = Math.min(VARIANT_WIDTHS[0], size.width);
  await encode(images, upright.bytes, { ...upright.turn, width, fit: "scale-down" }, "webp", label);
  return size;
}

export type MadeVariants = { size: ImageSize; variants: { variant: ImageVariant; bytes: Uint8Array<ArrayBuffer> }[] };

/**
 * Every width of VARIANT_WIDTHS in every format. Widths at or above the image's own are one
 * encode at its own width, kept under each of their keys: nothing is enlarged, and a page can
 * name any width of the ladder without knowing the image's size.
 */
export async function makeVariants(
  images: ImagesBinding,
  originalKey: string,
  original: Uint8Array<ArrayBuffer>,
  type: ImageType,
  label: string,
): Promise<MadeVariants> {
  const upright = uprightOf(original, type);
  const size = await checkedSize(images, upright.bytes, type, upright.swapsSides, label);
  const drawnWidths = [...new Set(VARIANT_WIDTHS.map((width) => Math.min(width, size.width)))];
  // All at once: the encodes run in the Images service (sharp's threads locally), not this isolate.
  const encoded = new Map(
    await Promise.all(
      VARIANT_FORMATS.flatMap((format) =>
        drawnWidths.map(async (drawn) => {
          const bytes = await encode(images, upright.bytes, { ...upright.turn, width: drawn, fit: "scale-down" }, format, label);
          return [`${format}:${drawn}`, bytes] as const;
        }),
      ),
    ),
  );
  const variants = VARIANT_FORMATS.flatMap((format) =>
    VARIANT_WIDTHS.map((width) => {
      const drawn = Math.min(width, size.width);
      const bytes = encoded.get(`${format}:${drawn}`)!;
      const height = Math.max(1, Math.round((size.height * drawn) / size.width));
      return { variant: { key: variantKey(originalKey, width, format), format, width: drawn, height, size: bytes.byteLength }, bytes };
    }),
  );
  return { size, variants };
}
