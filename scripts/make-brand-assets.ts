// Writes the shipped default logos (logo1-3.gif) and the no-image placeholder into public/.
// Run once after changing the artwork code: `npx tsx scripts/make-brand-assets.ts`.
import { writeFileSync } from "node:fs";
import { drawLogo } from "../app/.server/seed/artwork";
import { encodePng } from "../app/.server/seed/png";

for (const [i, hue] of [345, 200, 40].entries()) writeFileSync(`public/logo${i + 1}.gif`, drawLogo(hue));

const width = 240;
const height = 340;
const pixels = new Uint8Array(width * height * 3);
for (let y = 0; y < height; y++)
  for (let x = 0; x < width; x++) {
    // A slate card with a lighter picture-frame glyph in the middle.
    const inFrame = x > 80 && x < 160 && y > 130 && y < 200;
    const onEdge = inFrame && (x < 86 || x > 154 || y < 136 || y > 194);
    const shade = onEdge ? 120 : 51 + Math.round((y / height) * 20);
    pixels.set([shade, shade + 4, shade + 14], (y * width + x) * 3);
  }
writeFileSync("public/no-image.png", await encodePng(width, height, pixels));
console.log("public/logo1.gif, logo2.gif, logo3.gif and no-image.png written");
