// The address of a viewer's private feeds: `<user id>.<HMAC-SHA256 of "private-feed:<id>:<nonce>">`
// keyed with JWT_SECRET. Only the nonce is stored, so neither the database nor its backups hold
// an address; a new nonce makes every old address answer 404, and so does blocking the account.
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { feedKeys, users } from "~/.server/db/schema";
import { type Browsing, browsingOf } from "~/lib/browsing";

// Only the spelling keyOf writes is an address (issue #34): the id in plain decimal, no leading
// zero (`01.<mac>` would otherwise name user 1), and the mac's 32 bytes as 43 base64url characters
// whose last carries 4 bits and 2 unused ones, which must be zero, so an altered last letter is not the same key.
const KEY = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/;
const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));
const newNonce = () => base64url(crypto.getRandomValues(new Uint8Array(18)).buffer);

const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
const signed = (userId: number, nonce: string) => encoder.encode(`private-feed:${userId}:${nonce}`);

async function keyOf(app: AppContext, userId: number, nonce: string) {
  return `${userId}.${base64url(await crypto.subtle.sign("HMAC", await hmacKey(app.env.JWT_SECRET), signed(userId, nonce)))}`;
}

/** The viewer's feed key, made on first use. */
export async function feedKeyOf(app: AppContext, userId: number) {
  const [, [row]] = await app.db.batch([
    app.db.insert(feedKeys).values({ userId, nonce: newNonce() }).onConflictDoNothing(),
    app.db.select({ nonce: feedKeys.nonce }).from(feedKeys).where(eq(feedKeys.userId, userId)),
  ]);
  return keyOf(app, userId, row!.nonce);
}

/** A new key for the viewer; the old one answers 404 from now on. */
export async function regenerateFeedKey(app: AppContext, userId: number) {
  const nonce = newNonce();
  await app.db
    .insert(feedKeys)
    .values({ userId, nonce })
    .onConflictDoUpdate({ target: feedKeys.userId, set: { nonce, createdAt: sql`excluded.created_at` } });
  return keyOf(app, userId, nonce);
}

/**
 * The viewer a feed key names, with their browsing choices (the spoiler guard holds in their feeds
 * as on their pages), or null for a key that is malformed, forged or replaced, or whose account is
 * blocked (a deleted account's key row went with it): each answers alike, revealing nothing.
 */
export async function userOfFeedKey(app: AppContext, key: string): Promise<Browsing | null> {
  const parts = KEY.exec(key);
  if (!parts) return null;
  const userId = Number(parts[1]);
  const [row] = await app.db
    .select({ nonce: feedKeys.nonce, hideStatuses: users.hideStatuses, spoilerGuard: users.spoilerGuard })
    .from(feedKeys)
    .innerJoin(users, eq(users.id, feedKeys.userId))
    .where(and(eq(feedKeys.userId, userId), eq(users.blocked, false)));
  if (!row) return null;
  // verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(app.env.JWT_SECRET), fromBase64url(parts[2]!), signed(userId, row.nonce));
  return valid ? browsingOf({ id: userId, ...row }) : null;
}

/** Where the viewer's private feeds are, on this site. */
export const privateFeedPaths = (key: string) => ({
  episodes_rss: `/feeds/${key}/episodes.xml`,
  schedule_ical: `/feeds/${key}/schedule.ics`,
});

// A feed path's key, kept to its first characters where it could be read later (issue #34).
const FEED_KEY_IN_PATH = /\/feeds\/([^/?#]{4})[^/?#]+/g;

/** Text to log or record, with any private feed address in it cut short: its key is the feed's only secret. */
export const withFeedKeysCut = (text: string) => text.replace(FEED_KEY_IN_PATH, "/feeds/$1…");
