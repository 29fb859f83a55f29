// The demo catalogue's pictures. "drawn" covers are small PNGs, quick enough for every test that
// seeds; "real-size" media are JPEGs as large as real uploads (an 800x1200 key visual of ~300 kB,
// 1280x720 episode stills of 160–210 kB), so figures measured on the demo hold for a real catalogue.
import { storeUploadForBackfill, type MediaStore } from "../storage/uploads";
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
 * drawn), checked through the upload code but without their variants: those are the backfill's
 * (../storage/backfill.ts), which the local server runs once it answers (scripts/local-server.ts),
 * so nothing that seeds waits for seconds of AVIF encoding per image. Real-size episodes share 12
 * stills, as one each would make the backfill's queue long for no gain.
 */
export async function storeDemoMedia(store: MediaStore, media: DemoMedia, titles: readonly string[]) {
  const covers = await storeEach(store, "cover", titles, (title) =>
    media === "drawn" ? [drawCover(title), `${title}.png`] : [drawRealSizeCover(store.images, title), `${title}.jpg`],
  );
  if (media === "drawn") return { covers, thumbnails: [] };
  const scenes = Array.from({ length: THUMBNAIL_SCENES }, (_, scene) => scene);
  const thumbnails = await storeEach(store, "thumbnail", scenes, (scene) => [drawThumbnail(store.images, scene), `scene-${scene + 1}.jpg`]);
  return { covers, thumbnails };
}

/**
 * Draws and stores each item's picture, in order, answering their addresses. Drawing paints the
 * pixels at once, on this thread; encoding and storing run in the services (zlib, the Images
 * binding, R2, D1), so each picture is stored while the next ones are painted.
 */
async function storeEach<T>(
  store: MediaStore,
  kind: "cover" | "thumbnail",
  items: readonly T[],
  draw: (item: T) => [Promise<Uint8Array<ArrayBuffer>>, string],
): Promise<string[]> {
  const stored: Promise<string>[] = [];
  for (const item of items) {
    const [bytes, name] = draw(item);
    stored.push(bytes.then(async (drawn) => (await storeUploadForBackfill(store, kind, drawn, name)).url));
    // A turn of the event loop between paintings, for the services' answers to move on.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return Promise.all(stored);
}
