// A viewer's list changed here: each changed entry goes to their connected trackers through the
// sources queue, never inside their request (decision 060). A viewer with no tracker costs one
// read by their id and sends nothing.
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { trackerLinks } from "../db/schema";
import type { SourceMessage } from "./messages";

/** A queue takes at most 100 messages a call. */
const PER_SEND = 100;

export async function queueListPushes(app: AppContext, userId: number, seriesIds: readonly number[]) {
  if (seriesIds.length === 0) return;
  const [linked] = await app.db
    .select({ provider: trackerLinks.provider })
    .from(trackerLinks)
    .where(eq(trackerLinks.userId, userId))
    .limit(1);
  if (!linked) return;
  for (let start = 0; start < seriesIds.length; start += PER_SEND)
    await app.env.SOURCES_QUEUE.sendBatch(
      seriesIds.slice(start, start + PER_SEND).map((seriesId) => ({ body: { push: { userId, seriesId } } satisfies SourceMessage })),
    );
}
