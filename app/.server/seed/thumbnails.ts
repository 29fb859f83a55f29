// Episode stills for the real-size demo media: 12 distinct 16:9 scenes (4 lands under 3 skies, each
// in its own hue), so neighbouring episodes in a list look different, as real stills do.
import { randomFrom } from "~/lib/seeded-random";
import { hsl, onLineWork } from "./artwork";

export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;
export const THUMBNAIL_SCENES = 12;

const lands = ["hills", "sea", "city", "forest"] as const;
type Land = (typeof lands)[number];
// Night, dusk and day: how light the sky is.
const skies = [0.14, 0.34, 0.58];

/** Where the land starts at column x, in pixels from the top. */
function skylineOf(land: Land, x: number, seed: number): number {
  const column = Math.floor(x / 90);
  switch (land) {
    case "hills":
      return 430 + 60 * Math.sin(x / 110 + seed) + 22 * Math.sin(x / 27);
    case "sea":
      return 420;
    case "city":
      return 170 + ((column * 7919 + seed * 131) % 260);
    case "forest":
      return 300 + Math.abs((x % 90) - 45) * 3 + ((column * 53 + seed * 17) % 70);
  }
}

// Line work at twice the covers' scale: stills are mostly shown at a third of their width or less,
// where finer lines vanish and would leave the small variants lighter than a real still's.
const lineWorkAt = (x: number, y: number) => onLineWork(x / 2, y / 2);

/** The land's own texture (line work and hatching, ripples, lit windows, trunks): the edges a real still has. */
function landShade(land: Land, x: number, y: number, depth: number): number {
  switch (land) {
    case "hills":
      return lineWorkAt(x, y) ? -36 : (x + Math.floor(y / 2)) % 9 < 2 ? -18 : 0;
    case "sea":
      return 40 * Math.sin(y / 3 + 4 * Math.sin(x / 60 + y / 40)) * Math.min(1, depth / 120);
    case "city":
      return x % 90 > 12 && x % 90 < 78 && x % 22 < 12 && y % 30 < 16 && depth > 16
        ? (Math.floor(x / 22) * 31 + Math.floor(y / 30) * 17) % 5 < 3
          ? 90
          : -30
        : 0;
    case "forest":
      return (x % 90) - 45 === 0 || Math.sin(x / 4 + y / 9) > 0.7 ? -30 : 0;
  }
}

// How strong the grain is, in levels of 255: with the textures, it brings the stills to 160–210 kB
// as JPEGs of quality 80 (what Miniflare's sharp makes).
const GRAIN = 20;
// Where the sky's gradient ends, the same in every column.
const HORIZON = 460;

/** Scene `index` (0 to 11) as RGB, 1280x720. */
export function paintThumbnail(index: number): Uint8Array {
  const [landIndex, skyIndex] = [index % lands.length, Math.floor(index / lands.length) % skies.length];
  const land = lands[landIndex]!;
  const light = skies[skyIndex]!;
  // A land's three scenes are a third of the colour wheel apart.
  const hue = (landIndex * 97 + skyIndex * 120) % 360;
  const top = hsl(hue, 0.6, light * 0.6);
  const horizon = hsl((hue + 35) % 360, 0.7, light + 0.25);
  const sun = hsl((hue + 60) % 360, 0.9, 0.86);
  const ground = hsl((hue + 200) % 360, 0.45, light * 0.45 + 0.1);
  const sunX = 180 + ((index * 263) % 920);
  const sunY = 90 + ((index * 71) % 170);
  const random = randomFrom(index + 1);
  const pixels = new Uint8Array(THUMBNAIL_WIDTH * THUMBNAIL_HEIGHT * 3);
  // Channel by channel in plain numbers, as the covers are painted (./artwork.ts).
  const colour = [0, 0, 0];
  for (let x = 0; x < THUMBNAIL_WIDTH; x++) {
    const skyline = skylineOf(land, x, index);
    for (let y = 0; y < THUMBNAIL_HEIGHT; y++) {
      const inSky = y < skyline;
      const distance = inSky ? Math.hypot(x - sunX, y - sunY) : 0;
      // How far each channel moves toward the sun: its disc, its glow, or its reflection on the water.
      const toSun = inSky
        ? distance < 56
          ? 1
          : distance < 130
            ? ((130 - distance) / 74) * 0.4
            : 0
        : land === "sea" && Math.abs(x - sunX) < 12 + (y - skyline) / 5
          ? 0.5
          : 0;
      let shade = 0;
      if (!inSky) shade = landShade(land, x, y, y - skyline);
      else if (distance >= 130) {
        if (light < 0.2 && random() < 0.004) shade = 150;
        else if (lineWorkAt(x, y)) shade = 18;
      }
      const dark = Math.min(0.6, (y - skyline) / 900);
      const grain = (random() - 0.5) * GRAIN + shade;
      for (let c = 0; c < 3; c++) {
        let value = inSky ? top[c]! + (horizon[c]! - top[c]!) * Math.min(1, y / HORIZON) : ground[c]! + (0 - ground[c]!) * dark;
        if (toSun === 1) value = sun[c]!;
        else if (toSun > 0) value += (sun[c]! - value) * toSun;
        colour[c] = Math.max(0, Math.min(255, value + grain));
      }
      pixels.set(colour, (y * THUMBNAIL_WIDTH + x) * 3);
    }
  }
  return pixels;
}
