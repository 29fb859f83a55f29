/// <reference path="./card-fonts.d.ts" />
// The year card's renderer (workers/card, decision 077) as the site calls it: the card's SVG with
// the fonts its lines are set in (app/lib/year-card.ts), read from the site's own static files,
// and the PNG it draws. Noto Sans whole; Noto Sans SC in the ASS player's slices (decision 070),
// only those holding the card's characters, for a card with CJK; Noto Sans Arabic whole for one
// with Arabic.
import { slicesFor, writesAny, type FontSlice } from "~/lib/font-slices";
import { YEAR_CARD } from "~/lib/year-card";
import type { AppEnv } from "./env";
import { StorageUnavailable } from "./errors";
import { staticFile } from "./static-files";
import { decodeBase64 } from "@oslojs/encoding";

/** The fonts' table: Noto Sans SC's slices, and the addresses of the whole Noto Sans and Noto Sans Arabic. */
type CardFonts = { cjk: FontSlice[]; latin: string; arabic: string };

// Read once an isolate; a table that could not be read is asked again next time.
let table: Promise<CardFonts> | undefined;

async function readStatic(assets: Fetcher, path: string): Promise<Response> {
  const response = await staticFile(assets, path);
  if (!response.ok) throw new Error(`the static file ${path} answered ${response.status}`);
  return response;
}

/** A font's bytes: a static file, or one small enough for the build to have written it out in its address. */
async function readFont(assets: Fetcher, address: string): Promise<ArrayBuffer> {
  const inline = /^data:[^,]*;base64,/.exec(address);
  if (!inline) return (await readStatic(assets, address)).arrayBuffer();
  return decodeBase64(address.slice(inline[0].length)).slice().buffer;
}

/**
 * The fonts' table's address, named by its content (the fonts and the renderer's version:
 * scripts/font-fallbacks-plugin.ts); imported when first asked, as the scripts tsx runs outside
 * Vite reach this module too.
 */
const cardFontsPath = async () => (await import("virtual:card-fonts")).default;

/**
 * What the site draws cards with, for a card's version: the fonts' table's address; null where it
 * draws none (no renderer or no static files bound, no table built: `vite dev`, the scripts).
 */
export async function cardDrawing(env: AppEnv): Promise<string | null> {
  return env.ASSETS && env.CARD ? cardFontsPath() : null;
}

async function readTable(assets: Fetcher, path: string): Promise<CardFonts> {
  return (await (await readStatic(assets, path)).json()) as CardFonts;
}

/**
 * The PNG of a card's SVG, where cardDrawing names a table. A failure to read the fonts or to draw
 * is a binding that did not answer (503, come back): nothing is kept.
 */
export async function drawCard(env: AppEnv, svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const { ASSETS: assets, CARD: renderer } = env;
  const path = await cardDrawing(env);
  if (!assets || !renderer || !path) throw new Error("drawCard was asked where the site draws no card");
  try {
    table ??= readTable(assets, path).catch((error: unknown) => {
      table = undefined;
      throw error;
    });
    const fonts = await table;
    const addresses = [
      fonts.latin,
      ...(writesAny(svg, "cjk") ? slicesFor(svg, fonts.cjk) : []),
      ...(writesAny(svg, "arabic") ? [fonts.arabic] : []),
    ];
    const files = await Promise.all(addresses.map((address) => readFont(assets, address)));
    // A copy the call made: its own buffer, whole.
    return (await renderer.png(svg, files, YEAR_CARD.fonts.latin)) as Uint8Array<ArrayBuffer>;
  } catch (error) {
    throw new StorageUnavailable("The card's fonts or renderer did not answer", { cause: error });
  }
}
