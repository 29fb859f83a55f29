// Demo artwork drawn in code: poster-like covers (as PNG, or as pixels for the real-size JPEGs of
// ./media.ts) and wordmark logos (GIF).
import { encodeGif } from "./gif";
import { encodePng } from "./png";
import { randomFrom } from "~/lib/seeded-random";

export const COVER_WIDTH = 240;
export const COVER_HEIGHT = 340;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/**
 * A sky gradient, a glowing moon and two ridges of hills, coloured from the title, as RGB at any
 * size (the shapes scale from the 240x340 original). `detail` adds what makes a real key visual
 * weigh ~300 kB as a JPEG: stars, a cratered moon, line work in the clouds and hills, hatching
 * and film grain.
 */
export function paintCover(title: string, width: number, height: number, detail = false): Uint8Array {
  const hash = hashOf(title);
  const hue = hash % 360;
  const top = hsl(hue, 0.65, 0.18);
  const bottom = hsl((hue + 40) % 360, 0.75, 0.55);
  const moon = hsl((hue + 180) % 360, 0.9, 0.85);
  const far = hsl((hue + 300) % 360, 0.45, 0.3);
  const near = hsl((hue + 320) % 360, 0.5, 0.12);
  const sx = width / COVER_WIDTH;
  const sy = height / COVER_HEIGHT;
  const moonX = (60 + (hash % 120)) * sx;
  const moonY = (70 + ((hash >>> 8) % 60)) * sy;
  const [moonRadius, glowRadius] = [34 * sx, 60 * sx];
  const phase = (hash >>> 16) % 628;
  const random = randomFrom(hash);
  const pixels = new Uint8Array(width * height * 3);
  // Channel by channel in plain numbers: an array a pixel made 800x1200 covers take a second each.
  const colour = [0, 0, 0];
  const columns = Array.from({ length: width }, (_, x) => x / sx);
  const farRidges = columns.map((u) => (215 + 22 * Math.sin(u / 23 + phase / 100) + 10 * Math.sin(u / 7)) * sy);
  const nearRidges = columns.map((u) => (270 + 18 * Math.sin(u / 31 + phase / 50) + 6 * Math.sin(u / 5)) * sy);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const distance = Math.hypot(x - moonX, y - moonY);
      const [farRidge, nearRidge] = [farRidges[x]!, nearRidges[x]!];
      const glow = distance < moonRadius ? 1 : distance < glowRadius ? ((glowRadius - distance) / (glowRadius - moonRadius)) * 0.35 : 0;
      const grain = detail ? detailOf(x, y, { sky: y <= farRidge, moon: distance < moonRadius, random }) : 0;
      for (let c = 0; c < 3; c++) {
        let value = top[c]! + (bottom[c]! - top[c]!) * (y / height);
        if (glow === 1) value = moon[c]!;
        else if (glow > 0) value += (moon[c]! - value) * glow;
        if (y > nearRidge) value = near[c]!;
        else if (y > farRidge) value = far[c]!;
        colour[c] = detail ? Math.max(0, Math.min(255, value + grain)) : value;
      }
      pixels.set(colour, (y * width + x) * 3);
    }
  }
  return pixels;
}

// How strong the grain is, in levels of 255: with the line work, it brings an 800x1200 cover to
// ~300 kB as a JPEG of quality 80 (what Miniflare's sharp makes).
const GRAIN = 40;

/** Whether (x, y) lies on a contour line of a smooth wavy field: the line work of clouds and land. */
export function onLineWork(x: number, y: number): boolean {
  const field = Math.sin(x / 37 + 2 * Math.sin(y / 23)) + Math.sin(y / 29 + 2 * Math.sin(x / 41)) + 0.5 * Math.sin((x + y) / 13);
  return (((field * 5) % 1) + 1) % 1 < 0.14;
}

/** What the detail adds to each channel at (x, y): shading, line work, stars and grain. */
function detailOf(x: number, y: number, at: { sky: boolean; moon: boolean; random: () => number }): number {
  const line = onLineWork(x, y);
  let shade = 0;
  if (at.moon) shade = 30 * Math.sin(x / 9 + 3 * Math.sin(y / 17)) * Math.sin(y / 11 + 2 * Math.sin(x / 13)) - 20;
  else if (at.sky) shade = at.random() < 0.003 ? 160 : line ? 26 : 0;
  else shade = line ? -40 : (x + Math.floor(y * 0.6)) % 7 < 2 ? 22 : 0;
  return (at.random() - 0.5) * GRAIN + shade;
}

/** The quick cover for tests and "drawn" seeds: a 240x340 PNG of ~18 kB. */
export function drawCover(title: string): Promise<Uint8Array<ArrayBuffer>> {
  return encodePng(COVER_WIDTH, COVER_HEIGHT, paintCover(title, COVER_WIDTH, COVER_HEIGHT));
}

// 5x7 glyphs for the wordmark's letters.
const glyphs: Record<string, string[]> = {
  A: ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  I: ["11111", "00100", "00100", "00100", "00100", "00100", "11111"],
  M: ["10001", "11011", "10101", "10101", "10001", "10001", "10001"],
  N: ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
  R: ["11110", "10001", "10001", "11110", "10100", "10010", "10001"],
  S: ["01111", "10000", "10000", "01110", "00001", "00001", "11110"],
  T: ["11111", "00100", "00100", "00100", "00100", "00100", "00100"],
};

export const LOGO_WIDTH = 260;
export const LOGO_HEIGHT = 48;

/** The ANIMESTREAM wordmark beside a play button, on a gradient of the given hue. */
export function drawLogo(hue: number): Uint8Array<ArrayBuffer> {
  const palette: number[][] = [];
  for (let i = 0; i < 16; i++) palette.push(hsl(hue, 0.7, 0.12 + i * 0.02).map(Math.round));
  const ink = palette.push([255, 255, 255]) - 1;
  const accent = palette.push(hsl((hue + 30) % 360, 0.9, 0.6).map(Math.round)) - 1;
  const indices = new Uint8Array(LOGO_WIDTH * LOGO_HEIGHT);
  for (let y = 0; y < LOGO_HEIGHT; y++)
    for (let x = 0; x < LOGO_WIDTH; x++) indices[y * LOGO_WIDTH + x] = Math.floor((x / LOGO_WIDTH) * 16);
  for (let y = 8; y < 40; y++) {
    const half = (y < 24 ? y - 8 : 40 - y) * 0.9;
    for (let x = 12; x < 12 + half * 1.6; x++) indices[y * LOGO_WIDTH + x] = accent;
  }
  const scale = 3;
  [..."ANIMESTREAM"].forEach((letter, position) => {
    glyphs[letter]!.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== "1") return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const x = 46 + position * 6 * scale + gx * scale + dx;
            const y = 14 + gy * scale + dy;
            indices[y * LOGO_WIDTH + x] = ink;
          }
      });
    });
  });
  return encodeGif(LOGO_WIDTH, LOGO_HEIGHT, palette, indices);
}
