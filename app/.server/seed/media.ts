// The demo catalogue's pictures. "drawn" covers are small PNGs, quick enough for every test that
// seeds; "real-size" media are JPEGs as large as real uploads (an 800x1200 key visual of ~300 kB,
// 1280x720 episode stills of 160–210 kB), so figures measured on the demo hold for a real catalogue.
import { storeUpload, storeUploadForBackfill, type MediaStore } from "../storage/uploads";
import { drawCover, paintCover } from "./artwork";
import { encodePng } from "./png";
import { paintThumbnail, THUMBNAIL_HEIGHT, THUMBNAIL_SCENES, THUMBNAIL_WIDTH } from "./thumbnails";

export const demoMediaKinds = ["drawn", "real-size"] as const;
export type DemoMedia = (typeof demoMediaKinds)[number];

export const REAL_COVER_WIDTH = 800;
export const REAL_COVER_HEIGHT = 1200;

// Miniflare's binding ignores the quality and uses sharp's default (80): the drawings' detail is
// tuned so that the local JPEGs have real sizes.
async function toJpeg(images: ImagesBinding, width: number, height: number, rgb: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const png = await encodePng(width, height, rgb);
  const result = await images.input(new Blob([png]).stream()).output({ format: "image/jpeg", quality: 85 });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

export const drawRealSizeCover = (images: ImagesBinding, title: string) =>
  toJpeg(images, REAL_COVER_WIDTH, REAL_COVER_HEIGHT, paintCover(title, REAL_COVER_WIDTH, REAL_COVER_HEIGHT, true));

export const drawThumbnail = (images: ImagesBinding, scene: number) =>
  toJpeg(images, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, paintThumbnail(scene));

/**
 * Stores one cover per title, in order, and the stills that episodes take in turn (none when
 * drawn), through the upload code: real-size ones with their variants, drawn ones with theirs
 * left to the backfill, which the seed script runs and tests that seed need not wait for. Real-size episodes share 12 stills: each
 * upload costs seconds of AVIF encoding locally, too long for one per episode.
 */
export async function storeDemoMedia(store: MediaStore, media: DemoMedia, titles: readonly string[]) {
  const covers: string[] = [];
  for (const title of titles) {
    const stored =
      media === "drawn"
        ? await storeUploadForBackfill(store, "cover", await drawCover(title), `${title}.png`)
        : await storeUpload(store, "cover", await drawRealSizeCover(store.images, title), `${title}.jpg`);
    covers.push(stored.url);
  }
  if (media === "drawn") return { covers, thumbnails: [] };
  const thumbnails: string[] = [];
  for (let scene = 0; scene < THUMBNAIL_SCENES; scene++)
    thumbnails.push((await storeUpload(store, "thumbnail", await drawThumbnail(store.images, scene), `scene-${scene + 1}.jpg`)).url);
  return { covers, thumbnails };
}
