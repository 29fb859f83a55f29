// A viewer's feed key made on first use, or made anew (keys.server.ts: what a key is).
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { feedKeys } from "~/.server/db/schema";
import { keyOf, newNonce } from "./keys.server";

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
