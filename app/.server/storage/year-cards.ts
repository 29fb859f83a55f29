// Shared years' cards in R2 (decision 077): `year-cards/<share key>/<language>/<version>.png`, the
// version being a digest of the card's SVG and what draws it, so a card is drawn once for what it
// shows and a change makes another. Each language keeps the one drawn last (two drawn at once may
// drop each other: the next request draws again); a share taken back takes all of its own.
import { fromR2 } from "./uploads";

/** Where every card is: the daily sweep drops those whose share is gone (./sweep.ts). */
export const YEAR_CARDS = "year-cards/";

const cardsOf = (shareKey: string, locale?: string) => `${YEAR_CARDS}${shareKey}/${locale ? `${locale}/` : ""}`;

/** A card's object key. */
export const yearCardKey = (shareKey: string, locale: string, version: string) => `${cardsOf(shareKey, locale)}${version}.png`;

/** The share key a card's object key is under. */
export const shareKeyOfCard = (objectKey: string) => objectKey.slice(YEAR_CARDS.length).split("/", 1)[0]!;

export const readYearCard = (bucket: R2Bucket, key: string) => fromR2(bucket.get(key));

/** Keeps a card drawn, then drops the language's earlier ones. */
export async function keepYearCard(bucket: R2Bucket, key: string, png: Uint8Array) {
  await fromR2(bucket.put(key, png, { httpMetadata: { contentType: "image/png" } }));
  const language = key.slice(0, key.lastIndexOf("/") + 1);
  const { objects } = await fromR2(bucket.list({ prefix: language }));
  const earlier = objects.map((object) => object.key).filter((other) => other !== key);
  if (earlier.length > 0) await fromR2(bucket.delete(earlier));
}

/** Drops every card of a share (at most one a language). */
export async function dropYearCards(bucket: R2Bucket, shareKey: string) {
  const { objects } = await fromR2(bucket.list({ prefix: cardsOf(shareKey) }));
  if (objects.length > 0) await fromR2(bucket.delete(objects.map((object) => object.key)));
}
