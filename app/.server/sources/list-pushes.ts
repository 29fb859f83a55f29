// A viewer's list changed here: each changed entry goes to their connected trackers through the
// sources queue, never inside their request (decision 060). Each link counts what waits for it
// (`pending`, which the consumer counts down as each message is done). A viewer with no tracker
// costs one statement by their id and sends nothing.
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { trackerLinks } from "../db/schema";
import type { SourceMessage } from "./messages";

/** A queue takes at most 100 messages a call. */
const PER_SEND = 100;

export async function queueListPushes(app: AppContext, userId: number, seriesIds: readonly number[]) {
  if (seriesIds.length === 0) return;
  const linked = await app.db
    .update(trackerLinks)
    .set({ pending: sql`${trackerLinks.pending} + ${seriesIds.length}` })
    .where(eq(trackerLinks.userId, userId))
    .returning({ provider: trackerLinks.provider });
  if (linked.length === 0) return;
  let sent = 0;
  try {
    for (; sent < seriesIds.length; sent += PER_SEND)
      await app.env.SOURCES_QUEUE.sendBatch(
        seriesIds.slice(sent, sent + PER_SEND).map((seriesId) => ({ body: { push: { userId, seriesId } } satisfies SourceMessage })),
      );
  } catch (error) {
    // What the queue did not take is not waiting.
    await app.db
      .update(trackerLinks)
      .set({ pending: sql`max(${trackerLinks.pending} - ${seriesIds.length - sent}, 0)` })
      .where(eq(trackerLinks.userId, userId));
    throw error;
  }
}
