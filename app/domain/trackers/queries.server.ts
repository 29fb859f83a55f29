// A viewer's connected trackers as the Trackers section and the API show them: who they are on
// each provider offered, never a token.
import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { trackerLinks } from "~/.server/db/schema";
import type { TrackerAnswer } from "./responses";
import { offeredTrackers } from "./providers.server";

export async function trackersOf(app: AppContext, userId: number): Promise<TrackerAnswer[]> {
  const links = await app.db
    .select({
      provider: trackerLinks.provider,
      username: trackerLinks.username,
      connectedAt: trackerLinks.connectedAt,
      lastSyncedAt: trackerLinks.lastSyncedAt,
      needsReconnect: trackerLinks.needsReconnect,
      unmatched: trackerLinks.unmatched,
      failed: trackerLinks.failed,
      pending: trackerLinks.pending,
    })
    .from(trackerLinks)
    .where(eq(trackerLinks.userId, userId));
  return offeredTrackers(app.env).map((provider) => {
    const link = links.find((row) => row.provider === provider);
    return {
      provider,
      connected: link !== undefined,
      needs_reconnect: link?.needsReconnect ?? false,
      username: link?.username ?? null,
      connected_at: link?.connectedAt ?? null,
      last_synced_at: link?.lastSyncedAt ?? null,
      pending: link?.pending ?? 0,
      failed: link?.failed ?? [],
      unmatched: link?.unmatched ?? [],
    };
  });
}
