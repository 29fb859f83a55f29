// Demo artwork drawn in code: poster-like covers (PNG) and wordmark logos (GIF).
import { encodeGif } from "./gif";
import { encodePng } from "./png";

export const COVER_WIDTH = 240;
export const COVER_HEIGHT = 340;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const mix = (a: number[], b: number[], t: number) => a.map((v, i) => v + (b[i]! - v) * t);

/** A sky gradient, a glowing moon and two ridges of hills, coloured from the title. */
export function drawCover(title: string): Promise<Uint8Array<ArrayBuffer>> {
  const hash = hashOf(title);
  const hue = hash % 360;
  const top = hsl(hue, 0.65, 0.18);
  const bottom = hsl((hue + 40) % 360, 0.75, 0.55);
  const moon = hsl((hue + 180) % 360, 0.9, 0.85);
  const far = hsl((hue + 300) % 360, 0.45, 0.3);
  const near = hsl((hue + 320) % 360, 0.5, 0.12);
  const moonX = 60 + (hash % 120);
  const moonY = 70 + ((hash >>> 8) % 60);
  const phase = (hash >>> 16) % 628;
  const pixels = new Uint8Array(COVER_WIDTH * COVER_HEIGHT * 3);
  for (let y = 0; y < COVER_HEIGHT; y++) {
    for (let x = 0; x < COVER_WIDTH; x++) {
      let colour = mix(top, bottom, y / COVER_HEIGHT);
      const distance = Math.hypot(x - moonX, y - moonY);
      if (distance < 34) colour = moon;
      else if (distance < 60) colour = mix(colour, moon, ((60 - distance) / 26) * 0.35);
      const farRidge = 215 + 22 * Math.sin(x / 23 + phase / 100) + 10 * Math.sin(x / 7);
      const nearRidge = 270 + 18 * Math.sin(x / 31 + phase / 50) + 6 * Math.sin(x / 5);
      if (y > nearRidge) colour = near;
      else if (y > farRidge) colour = far;
      pixels.set(colour, (y * COVER_WIDTH + x) * 3);
    }
  }
  return encodePng(COVER_WIDTH, COVER_HEIGHT, pixels);
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
