// Whose feed a key opens (keys.server.ts: what a key is).
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AppContext } from "~/.server/context";
import { feedKeys, users } from "~/.server/db/schema";
import { type Browsing, browsingOf } from "~/lib/browsing";
import { fromBase64url, hmacKey, KEY, signed } from "./keys.server";

const accounts = alias(users, "account");

/**
 * The viewer (a profile: decision 074) a feed key names, with their browsing choices (the spoiler
 * guard holds in their feeds as on their pages), or null for a key that is malformed, forged or
 * replaced, or whose account is blocked (a deleted account's key row went with it): each answers
 * alike, revealing nothing. A key that opens makes the request that profile's, cap and all.
 */
export async function userOfFeedKey(app: AppContext, key: string): Promise<Browsing | null> {
  const parts = KEY.exec(key);
  if (!parts) return null;
  const userId = Number(parts[1]);
  const [row] = await app.db
    .select({ nonce: feedKeys.nonce, hideStatuses: users.hideStatuses, spoilerGuard: users.spoilerGuard, ratingCap: users.ratingCap })
    .from(feedKeys)
    .innerJoin(users, eq(users.id, feedKeys.userId))
    .innerJoin(accounts, eq(accounts.id, sql`coalesce(${users.accountId}, ${users.id})`))
    .where(and(eq(feedKeys.userId, userId), eq(accounts.blocked, false)));
  if (!row) return null;
  // verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(app.env.JWT_SECRET), fromBase64url(parts[2]!), signed(userId, row.nonce));
  if (!valid) return null;
  app.audience = { kind: "viewer", cap: row.ratingCap };
  return browsingOf({ id: userId, ...row });
}
