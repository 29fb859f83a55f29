export const NO_IMAGE = "/no-image.png";

/** The spec's fallback chain for a series picture: cover, then image, then the placeholder. */
export function seriesImage(series: { cover_image: string | null; image: string | null }): string {
  return series.cover_image || series.image || NO_IMAGE;
}
