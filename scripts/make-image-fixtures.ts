// Writes tests/support/hard-images.ts: small images of the kinds an upload must handle with care,
// made by sharp (installed with miniflare, which runs the Images binding locally). Run once with
// `npx tsx scripts/make-image-fixtures.ts`; the tests read the committed file, never this script.
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const WIDTH = 48;
const HEIGHT = 32;

/** A left-to-right red ramp over a top-to-bottom blue one: any turn or mirror shows in its corners. */
function ramp(shift = 0) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) pixels.set([(x * 255) / WIDTH, shift, (y * 255) / HEIGHT], (y * WIDTH + x) * 3);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
}

const frames = async () => Promise.all([0, 120, 240].map((shift) => ramp(shift).png().toBuffer()));

const fixtures = {
  /** 48×32 stored, orientation 6: shown upright it is 32×48. */
  exifRotatedJpeg: await ramp().jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  /** Print colours (four channels), as some studios' key visuals are saved. */
  cmykJpeg: await ramp().toColourspace("cmyk").jpeg().toBuffer(),
  animatedGif: await sharp(await frames(), { join: { animated: true } })
    .gif({ delay: 200, loop: 0 })
    .toBuffer(),
  animatedWebp: await sharp(await frames(), { join: { animated: true } })
    .webp({ delay: 200, loop: 0 })
    .toBuffer(),
};

const lines = Object.entries(fixtures).map(([name, bytes]) => `export const ${name} = bytesOf("${bytes.toString("base64")}");`);
writeFileSync(
  "tests/support/hard-images.ts",
  `// Made by scripts/make-image-fixtures.ts (sharp): images an upload must handle with care.\nconst bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));\n\n${lines.join("\n")}\n`,
);
