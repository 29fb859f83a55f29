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

/** The fonts' table: Noto Sans SC's slices, and the addresses of the whole Noto Sans and Noto Sans Arabic. */
type CardFonts = { cjk: FontSlice[]; latin: string; arabic: string };

// Read once an isolate; a table that could not be read is asked again next time.
let table: Promise<CardFonts | null> | undefined;

async function readStatic(assets: Fetcher, path: string): Promise<Response> {
  const response = await assets.fetch(new URL(path, "https://assets.local"));
  if (!response.ok) throw new Error(`the static file ${path} answered ${response.status}`);
  return response;
}

/** A font's bytes: a static file, or one small enough for the build to have written it out in its address. */
async function readFont(assets: Fetcher, address: string): Promise<ArrayBuffer> {
  const inline = /^data:[^,]*;base64,/.exec(address);
  if (!inline) return (await readStatic(assets, address)).arrayBuffer();
  return Uint8Array.from(atob(address.slice(inline[0].length)), (character) => character.charCodeAt(0)).buffer;
}

async function readTable(assets: Fetcher): Promise<CardFonts | null> {
  const { default: path } = await import("virtual:card-fonts");
  return path ? ((await (await readStatic(assets, path)).json()) as CardFonts) : null;
}

/** The PNG of a card's SVG; null where the site has no renderer or no fonts (`vite dev`, the scripts). */
export async function drawCard(env: AppEnv, svg: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const { ASSETS: assets, CARD: renderer } = env;
  if (!assets || !renderer) return null;
  table ??= readTable(assets).catch((error: unknown) => {
    table = undefined;
    throw error;
  });
  const fonts = await table;
  if (!fonts) return null;
  const addresses = [
    fonts.latin,
    ...(writesAny(svg, "cjk") ? slicesFor(svg, fonts.cjk) : []),
    ...(writesAny(svg, "arabic") ? [fonts.arabic] : []),
  ];
  const files = await Promise.all(addresses.map((address) => readFont(assets, address)));
  try {
    // A copy the call made: its own buffer, whole.
    return (await renderer.png(svg, files, YEAR_CARD.fonts.latin)) as Uint8Array<ArrayBuffer>;
  } catch (error) {
    throw new StorageUnavailable("The card renderer did not answer", { cause: error });
  }
}
