// AniList as a tracker (decision 060), through its GraphQL API: the viewer from `Viewer`, their
// list from `MediaListCollection` in one answer, a change through `SaveMediaListEntry`, and a
// removal through `DeleteMediaListEntry` by the entry's id there. Scores are read and sent out of
// 100, whatever the viewer's own scale there.
import { z } from "zod";
import { epochSecondsInstant, sourceCount, sourceId, sourceText } from "~/.server/sources/answer-fields";
import { aniListQuery } from "~/.server/sources/catalogues";
import { PULLED_ENTRIES_MAX, progressOf, readEntries, siteScore, TITLE_MOST, TrackerListTooLarge } from "./pulled-entries";
import { siteStatusOf, TRACKER_STATUSES } from "./statuses";
import type { Tracker } from "./tracker";

const Account = z.object({ id: sourceId, name: sourceText(100) });

const COLLECTION = `query ($userId: Int) {
  MediaListCollection(userId: $userId, type: ANIME) {
    lists { entries { mediaId status score(format: POINT_100) progress updatedAt media { title { romaji english } } } }
  }
}`;

/** The collection as AniList sends it: its entries are read one by one (Entry), so one the site cannot keep is left alone. */
const Collection = z.object({ MediaListCollection: z.object({ lists: z.array(z.object({ entries: z.array(z.unknown()) })) }) });

const Entry = z.object({
  mediaId: sourceId,
  status: z.string(),
  score: z.number().min(0).max(100).nullable(),
  progress: sourceCount.nullable(),
  // AniList answers 0 for an entry it has no time for.
  updatedAt: z.union([z.literal(0), epochSecondsInstant]).nullable(),
  media: z
    .object({ title: z.object({ romaji: sourceText(TITLE_MOST).nullable(), english: sourceText(TITLE_MOST).nullable() }) })
    .nullable(),
});

const SAVE = `mutation ($mediaId: Int, $status: MediaListStatus, $progress: Int, $scoreRaw: Int) {
  SaveMediaListEntry(mediaId: $mediaId, status: $status, progress: $progress, scoreRaw: $scoreRaw) { id }
}`;
const FIND = "query ($userId: Int, $mediaId: Int) { MediaList(userId: $userId, mediaId: $mediaId) { id } }";
const DELETE = "mutation ($id: Int) { DeleteMediaListEntry(id: $id) { deleted } }";
/** The viewer's entry for a series there, by its own id (AniList's answer is a 404, read as null, when there is none). */
const FoundEntry = z.object({ MediaList: z.object({ id: sourceId }).nullable() });

export const aniList: Tracker = {
  matchedBy: "anilist",

  async account(app, token) {
    const data = await aniListQuery(app, "query { Viewer { id name } }", {}, z.object({ Viewer: Account }), token);
    return data?.Viewer ?? null;
  },

  async pull(app, link, token) {
    const data = await aniListQuery(app, COLLECTION, { userId: link.remoteId }, Collection, token);
    const raw = (data?.MediaListCollection.lists ?? []).flatMap((list) => list.entries);
    if (raw.length > PULLED_ENTRIES_MAX) throw new TrackerListTooLarge("anilist");
    const entries = readEntries("anilist", raw, Entry, (entry) => {
      const status = siteStatusOf("anilist", entry.status);
      if (!status) return null;
      return {
        id: entry.mediaId,
        title: entry.media?.title.english ?? entry.media?.title.romaji ?? String(entry.mediaId),
        status,
        score: siteScore(entry.score),
        progress: progressOf(entry.progress),
        ...(entry.updatedAt ? { updated_at: entry.updatedAt } : {}),
      };
    });
    return { entries, whole: true };
  },

  async push(app, link, ids, change, token) {
    const mediaId = ids.anilist;
    if (change) {
      // Scores here are 1–10; AniList's raw score is out of 100 whatever the viewer's scale there.
      const saved = {
        mediaId,
        status: TRACKER_STATUSES.anilist[change.status],
        progress: change.progress,
        scoreRaw: (change.score ?? 0) * 10,
      };
      await aniListQuery(app, SAVE, saved, z.object({ SaveMediaListEntry: z.object({ id: sourceId }) }), token);
      return;
    }
    const found = await aniListQuery(app, FIND, { userId: link.remoteId, mediaId }, FoundEntry, token);
    if (found?.MediaList)
      await aniListQuery(app, DELETE, { id: found.MediaList.id }, z.object({ DeleteMediaListEntry: z.unknown() }), token);
  },
};
