// Bangumi (bgm.tv) as a tracker (decision 071), through its API v0: the viewer from `/v0/me`,
// their anime collections (`subject_type=2`) fifty at a time, a change as the collection's `type`
// and `rate` (POST `/v0/users/-/collections/{subject_id}`, which creates or updates), and the
// progress as the episodes marked watched (Bangumi refuses `ep_status` for anime), by Bangumi's
// own episode ids. Bangumi keeps no way to remove a collection through the API: a removal here
// stays here.
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { isoInstant, sourceCount, sourceId, sourceText } from "~/.server/sources/answer-fields";
import { BANGUMI_EPISODES_PAGE, bangumiApi, bangumiEpisodes } from "~/.server/sources/catalogues";
import { serviceCall } from "~/.server/sources/service-call";
import { PULLED_ENTRIES_MAX, progressOf, readEntries, siteScore, TITLE_MOST, TrackerListTooLarge } from "./pulled-entries";
import { siteStatusOf, TRACKER_STATUSES } from "./statuses";
import type { Tracker } from "./tracker";

/** The most a page of collections holds (Bangumi's own limit). */
const COLLECTIONS_PAGE = 50;

const Me = z.object({ id: sourceId, username: sourceText(100) });

const Page = z.object({ total: sourceCount, data: z.array(z.unknown()) });

const Collection = z.object({
  subject_id: sourceId,
  type: z.number().int(),
  rate: z.number().int().min(0).max(10),
  ep_status: sourceCount,
  updated_at: isoInstant.optional(),
  subject: z.object({ name: sourceText(TITLE_MOST), name_cn: sourceText(TITLE_MOST).optional() }).optional(),
});

const Episodes = z.object({ total: sourceCount, data: z.array(z.object({ id: sourceId, sort: z.number() })) });

/** The subject's main episodes (type 0) in their order, every page of them. */
async function episodeIds(app: AppContext, subjectId: number, token: string) {
  const found: { id: number; sort: number }[] = [];
  for (let offset = 0; ; offset += BANGUMI_EPISODES_PAGE) {
    const page = await bangumiEpisodes(app, subjectId, offset, Episodes, token);
    found.push(...(page?.data ?? []));
    if (!page || page.data.length === 0 || found.length >= page.total) break;
  }
  return found.sort((a, b) => a.sort - b.sort).map((episode) => episode.id);
}

export const bangumi: Tracker = {
  matchedBy: "bangumi",

  async account(app, token) {
    const me = await serviceCall(app, "bangumi", { url: `${bangumiApi(app)}/v0/me`, token }, Me);
    // A viewer who never chose a username is known by their number.
    return me && { id: me.id, name: me.username || String(me.id) };
  },

  async pull(app, link, token) {
    const raw: unknown[] = [];
    for (let offset = 0; ; offset += COLLECTIONS_PAGE) {
      const query = new URLSearchParams({ subject_type: "2", limit: String(COLLECTIONS_PAGE), offset: String(offset) });
      const url = `${bangumiApi(app)}/v0/users/${encodeURIComponent(link.username)}/collections?${query}`;
      const page = await serviceCall(app, "bangumi", { url, token }, Page);
      raw.push(...(page?.data ?? []));
      if (raw.length > PULLED_ENTRIES_MAX || (page?.total ?? 0) > PULLED_ENTRIES_MAX) throw new TrackerListTooLarge("bangumi");
      if (!page || page.data.length === 0 || raw.length >= page.total) break;
    }
    const entries = readEntries("bangumi", raw, Collection, (collection) => {
      const status = siteStatusOf("bangumi", collection.type);
      if (!status) return null;
      return {
        id: collection.subject_id,
        // The Chinese title where Bangumi has one, as its readers know the series.
        title: collection.subject?.name_cn || collection.subject?.name || String(collection.subject_id),
        status,
        score: siteScore(collection.rate * 10),
        progress: progressOf(collection.ep_status),
        ...(collection.updated_at ? { updated_at: collection.updated_at } : {}),
      };
    });
    return { entries, whole: true };
  },

  async push(app, _link, ids, change, token) {
    if (!change) return;
    const collection = `${bangumiApi(app)}/v0/users/-/collections/${ids.bangumi}`;
    const body = { type: TRACKER_STATUSES.bangumi[change.status], rate: change.score ?? 0 };
    await serviceCall(app, "bangumi", { method: "POST", url: collection, token, body }, null);
    const episodes = await episodeIds(app, ids.bangumi!, token);
    if (episodes.length === 0) return;
    // The first episodes watched, the rest not: the progress as Bangumi keeps it.
    const watched = episodes.slice(0, change.progress);
    const unwatched = episodes.slice(change.progress);
    for (const [episode_id, type] of [
      [watched, 2],
      [unwatched, 0],
    ] as const)
      if (episode_id.length > 0)
        await serviceCall(app, "bangumi", { method: "PATCH", url: `${collection}/episodes`, token, body: { episode_id, type } }, null);
  },
};
