// `npx tsx scripts/app-icons.ts`: draws the installed app's icons (public/icons/, named in
// app/routes/manifest[.]webmanifest.tsx) from the site's favicon: each at 192 and 512 pixels, as
// it is (rounded) and maskable (the square filled to its edges, which a launcher cuts to its own
// shape; the play mark already sits inside the middle 80% that every shape keeps).
import { readFileSync } from "node:fs";
import sharp from "sharp";

const favicon = readFileSync("public/favicon.svg", "utf8");
const maskable = favicon.replace(/ rx="\d+"/, "");
for (const size of [192, 512]) {
  for (const [name, svg] of [
    [`app-${size}.png`, favicon],
    [`app-maskable-${size}.png`, maskable],
  ] as const) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toFile(`public/icons/${name}`);
  }
}
