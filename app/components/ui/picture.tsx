import { preload } from "react-dom";
import { variantSources, widthsFor } from "~/lib/image-variants";

/**
 * "lcp": the page's largest paint, preloaded with high priority (one preload: the AVIF the
 * browser will pick); "eager": on the first screen; "lazy": below it.
 */
export type PictureLoad = "lcp" | "eager" | "lazy";

/**
 * How wide the box is drawn, for a box whose width changes with the breakpoint. Both left out: a
 * box of one width at every breakpoint (a thumb, an avatar), drawn `width` CSS pixels wide.
 */
type DrawnWidths =
  | {
      /** The box's CSS width at each breakpoint, as `sizes` says it; it must match the classes that draw it. */
      sizes: string;
      /** The narrowest and widest the box is drawn, in CSS pixels: which variant widths to offer. */
      drawn: readonly [number, number];
    }
  | { sizes?: never; drawn?: never };

type PictureProps = DrawnWidths & {
  src: string;
  alt: string;
  /** The box's intrinsic size for the browser's layout before the image arrives (its aspect ratio). */
  width: number;
  height: number;
  load?: PictureLoad;
  className?: string;
};

/**
 * An image as a `<picture>` of its variants (AVIF, then WebP) when it is an upload, else a plain
 * `<img>`. React preloads no image inside a picture, so the largest paint asks for its own.
 */
export function Picture({ src, alt, width, height, sizes = `${width}px`, drawn = [width, width], load = "lazy", className }: PictureProps) {
  const sources = variantSources(src, widthsFor(...drawn));
  if (sources && load === "lcp")
    preload(src, { as: "image", imageSrcSet: sources.avif, imageSizes: sizes, type: "image/avif", fetchPriority: "high" });
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={load === "lazy" ? "lazy" : undefined}
      decoding={load === "lazy" ? "async" : undefined}
      fetchPriority={load === "lcp" ? "high" : undefined}
      className={className}
    />
  );
  if (!sources) return img;
  return (
    // The picture and its sources draw no box: in a flex row with a gap, a source left as an
    // inline box would be an empty item with a gap of its own before the image.
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/** A cover at the 40-px width of list rows (the admin's tables, the Top 10). */
export function CoverThumb({ src, className = "" }: { src: string; className?: string }) {
  return <Picture src={src} alt="" width={40} height={56} className={`h-14 w-10 rounded object-cover ${className}`} />;
}
