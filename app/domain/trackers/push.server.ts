// Sending one entry of a viewer's list to each tracker they connected (decision 060): the entry as
// it stands now (so a burst of changes sends the last), or its removal. AniList's
// `SaveMediaListEntry` (and `DeleteMediaListEntry` by the entry's id there), MyAnimeList's
// `PATCH`/`DELETE /anime/{id}/my_list_status`. A series the tracker has no id for is skipped.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { sourceId } from "~/.server/sources/answer-fields";
import { listEntries, series, type TrackerLinkRow, type TrackerPushFailure, trackerLinks } from "~/.server/db/schema";
import { aniListQuery, malSend } from "~/.server/sources/catalogues";
import type { ListStatus } from "~/lib/vocabulary/list-statuses";
import { withGrant } from "./grants.server";
import { ANILIST_STATUSES } from "./statuses";

type Entry = { status: ListStatus; score: number | null; progress: number } | null;

const SAVE = `mutation ($mediaId: Int, $status: MediaListStatus, $progress: Int, $scoreRaw: Int) {
  SaveMediaListEntry(mediaId: $mediaId, status: $status, progress: $progress, scoreRaw: $scoreRaw) { id }
}`;
const FIND = "query ($userId: Int, $mediaId: Int) { MediaList(userId: $userId, mediaId: $mediaId) { id } }";
const DELETE = "mutation ($id: Int) { DeleteMediaListEntry(id: $id) { deleted } }";
/** The viewer's entry for a series there, by its own id (AniList's answer is a 404, read as null, when there is none). */
const FoundEntry = z.object({ MediaList: z.object({ id: sourceId }).nullable() });

async function sendToAniList(app: AppContext, link: TrackerLinkRow, mediaId: number, entry: Entry, token: string) {
  if (entry) {
    // Scores here are 1–10; AniList's raw score is out of 100 whatever the viewer's scale there.
    const scoreRaw = (entry.score ?? 0) * 10;
    const saved = { mediaId, status: ANILIST_STATUSES[entry.status], progress: entry.progress, scoreRaw };
    await aniListQuery(app, SAVE, saved, z.object({ SaveMediaListEntry: z.object({ id: sourceId }) }), token);
    return;
  }
  const found = await aniListQuery(app, FIND, { userId: link.remoteId, mediaId }, FoundEntry, token);
  if (found?.MediaList) await aniListQuery(app, DELETE, { id: found.MediaList.id }, z.object({ DeleteMediaListEntry: z.unknown() }), token);
}

const sendToMal = (app: AppContext, animeId: number, entry: Entry, token: string) =>
  entry
    ? malSend(
        app,
        "PATCH",
        `/anime/${animeId}/my_list_status`,
        { status: entry.status, score: String(entry.score ?? 0), num_watched_episodes: String(entry.progress) },
        token,
      )
    : malSend(app, "DELETE", `/anime/${animeId}/my_list_status`, null, token);

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
    app.db.select({ title: series.title, anilistId: series.anilistId, malId: series.malId }).from(series).where(eq(series.id, seriesId)),
    app.db
      .select({ status: listEntries.status, score: listEntries.score, progress: listEntries.progress })
      .from(listEntries)
      .where(and(eq(listEntries.userId, userId), eq(listEntries.seriesId, seriesId))),
  ]);
  const retry: unknown[] = [];
  const outcomes = new Map<TrackerLinkRow, TrackerPushFailure | null>();
  for (const link of links) {
    const remoteId = link.provider === "anilist" ? target?.anilistId : target?.malId;
    // A series gone, or one the tracker has no id for: nothing to send there.
    if (!target || remoteId == null) outcomes.set(link, null);
    else if (link.needsReconnect)
      // Kept for when the viewer connects again, which sends what waits here (connectTracker).
      outcomes.set(link, { series_id: seriesId, title: target.title, why: "reconnect" });
    else {
      try {
        await withGrant(app, link, (token) =>
          link.provider === "anilist"
            ? sendToAniList(app, link, remoteId, entry ?? null, token)
            : sendToMal(app, remoteId, entry ?? null, token),
        );
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
