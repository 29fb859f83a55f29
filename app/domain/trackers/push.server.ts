// Sending one entry of a viewer's list to each tracker they connected (decisions 060, 071): the
// entry as it stands now (so a burst of changes sends the last), or its removal, in each tracker's
// own protocol (tracker.ts). A series the tracker has no id for is skipped.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppContext } from "~/.server/context";
import { listEntries, series, type TrackerLinkRow, type TrackerPushFailure, trackerLinks } from "~/.server/db/schema";
import { withGrant } from "./grants.server";
import { TRACKERS } from "./providers.server";

const linkKey = (link: TrackerLinkRow) => and(eq(trackerLinks.userId, link.userId), eq(trackerLinks.provider, link.provider));

/** The link with this change done: one fewer waiting, and the series' failure replaced (none when it went through). */
const countDone = (app: AppContext, link: TrackerLinkRow, seriesId: number, failure: TrackerPushFailure | null) =>
  app.db
    .update(trackerLinks)
    .set({
      pending: sql`max(${trackerLinks.pending} - 1, 0)`,
      failed: [...link.failed.filter((failed) => failed.series_id !== seriesId), ...(failure ? [failure] : [])],
    })
    .where(linkKey(link));

/**
 * The viewer's entry for the series as it stands, sent to each of their trackers. `lastTry`: a
 * failure is kept on the link (shown on the Trackers page) rather than tried again. Answers the
 * failures that may pass if tried again; until none is left the change still waits on every link
 * (a retried message sends to each again). One D1 call reads, one writes.
 */
export async function pushListEntry(app: AppContext, userId: number, seriesId: number, lastTry: boolean) {
  const [links, [target], [entry]] = await app.db.batch([
    app.db.select().from(trackerLinks).where(eq(trackerLinks.userId, userId)),
    app.db
      .select({ title: series.title, anilist: series.anilistId, mal: series.malId, bangumi: series.bangumiId })
      .from(series)
      .where(eq(series.id, seriesId)),
    app.db
      .select({ status: listEntries.status, score: listEntries.score, progress: listEntries.progress })
      .from(listEntries)
      .where(and(eq(listEntries.userId, userId), eq(listEntries.seriesId, seriesId))),
  ]);
  const retry: unknown[] = [];
  const outcomes = new Map<TrackerLinkRow, TrackerPushFailure | null>();
  for (const link of links) {
    const tracker = TRACKERS[link.provider];
    // A series gone, or one the tracker has no id for: nothing to send there.
    if (!target || target[tracker.matchedBy] == null) outcomes.set(link, null);
    else if (link.needsReconnect)
      // Kept for when the viewer connects again, which sends what waits here (connectTracker).
      outcomes.set(link, { series_id: seriesId, title: target.title, why: "reconnect" });
    else {
      try {
        await withGrant(app, link, (token) => tracker.push(app, link, target, entry ?? null, token));
        outcomes.set(link, null);
      } catch (error) {
        const why = (error as { status?: number }).status === 409 ? "reconnect" : "unavailable";
        if (why === "unavailable" && !lastTry) retry.push(error);
        outcomes.set(link, { series_id: seriesId, title: target.title, why });
      }
    }
  }
  if (retry.length > 0) return retry;
  const writes: BatchItem<"sqlite">[] = [...outcomes].map(([link, failure]) => countDone(app, link, seriesId, failure));
  if (writes.length > 0) await app.db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return retry;
}
