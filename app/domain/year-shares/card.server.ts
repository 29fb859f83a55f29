// A shared year's card (decision 077): drawn the first time it is asked for in a language and
// for what it shows, kept in R2, and read from there until the year shows something else. Never
// drawn while a page waits: the share page names the card, and the card's own request draws it.
import type { AppContext } from "~/.server/context";
import { drawCard } from "~/.server/card-renderer";
import { keepYearCard, readYearCard, yearCardKey } from "~/.server/storage/year-cards";

/** A card's version, for its object and the address a share page names it by: its SVG's SHA-256, 16 hex digits. */
export async function yearCardVersion(svg: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(svg)));
  return [...digest.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type YearCardPicture = { png: ReadableStream | Uint8Array<ArrayBuffer>; version: string };

/** The card of this SVG for a share in a language: kept, else drawn and kept; null where the site draws none. */
export async function yearCardPicture(
  app: AppContext,
  share: { key: string; locale: string; svg: string },
): Promise<YearCardPicture | null> {
  const version = await yearCardVersion(share.svg);
  const key = yearCardKey(share.key, share.locale, version);
  const kept = await readYearCard(app.env.BUCKET, key);
  if (kept) return { png: kept.body, version };
  const png = await drawCard(app.env, share.svg);
  if (!png) return null;
  await keepYearCard(app.env.BUCKET, key, png);
  return { png, version };
}
