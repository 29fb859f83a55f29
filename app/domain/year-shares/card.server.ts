// A shared year's card (decision 077): drawn the first time it is asked for in a language and
// for what it shows, kept in R2, and read from there until the year shows something else. Never
// drawn while a page waits: the share page names the card, and the card's own request draws it.
// A draw that fails keeps nothing and is tried again by the next request: previews ask seldom,
// and only a new episode watched changes what a card shows, so draws stay as rare as those.
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { AppContext } from "~/.server/context";
import { cardDrawing, drawCard } from "~/.server/card-renderer";
import { keepYearCard, readYearCard, yearCardKey } from "~/.server/storage/year-cards";

/**
 * A card's version, for its object and the address a share page names it by: 16 hex digits of the
 * SHA-256 of its SVG and of what draws it (new fonts or a new renderer draw it anew); null where
 * the site draws no card.
 */
export async function yearCardVersion(app: AppContext, svg: string): Promise<string | null> {
  const drawing = await cardDrawing(app.env);
  if (!drawing) return null;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${drawing}\n${svg}`)));
  return encodeHexLowerCase(digest.subarray(0, 8));
}

export type YearCardPicture = { png: ReadableStream | Uint8Array<ArrayBuffer>; version: string };

/** The card of this SVG for a share in a language: kept, else drawn and kept; null where the site draws none. */
export async function yearCardPicture(
  app: AppContext,
  share: { key: string; locale: string; svg: string },
): Promise<YearCardPicture | null> {
  const version = await yearCardVersion(app, share.svg);
  if (!version) return null;
  const key = yearCardKey(share.key, share.locale, version);
  const kept = await readYearCard(app.env.BUCKET, key);
  if (kept) return { png: kept.body, version };
  const png = await drawCard(app.env, share.svg);
  await keepYearCard(app.env.BUCKET, key, png);
  return { png, version };
}
