// MyAnimeList as a tracker (decision 060), through its v2 API: the viewer from `/users/@me`,
// their list from `/users/@me/animelist` a thousand at a time, a change with `PATCH` and a
// removal with `DELETE` on `/anime/{id}/my_list_status`. Its status words are the site's own.
import { z } from "zod";
import { isoInstant, sourceCount, sourceId, sourceText } from "~/.server/sources/answer-fields";
import { malGet, malSend } from "~/.server/sources/catalogues";
import { PULLED_ENTRIES_MAX, progressOf, readEntries, siteScore, TITLE_MOST, TrackerListTooLarge } from "./pulled-entries";
import { siteStatusOf } from "./statuses";
import type { Tracker } from "./tracker";

const PAGE = 1000;

const Account = z.object({ id: sourceId, name: sourceText(100) });

const Page = z.object({ data: z.array(z.unknown()), paging: z.object({ next: z.string().optional() }).optional() });

const Entry = z.object({
  node: z.object({ id: sourceId, title: sourceText(TITLE_MOST) }),
  list_status: z.object({
    status: z.string(),
    score: z.number().int().min(0).max(10),
    num_episodes_watched: sourceCount,
    updated_at: isoInstant.optional(),
  }),
});

export const myAnimeList: Tracker = {
  matchedBy: "mal",

  account: (app, token) => malGet(app, "/users/@me", {}, Account, token),

  async pull(app, _link, token) {
    const raw: unknown[] = [];
    for (let page = 0; ; page++) {
      const params = { fields: "list_status", limit: String(PAGE), offset: String(page * PAGE), nsfw: "true" };
      const answer = await malGet(app, "/users/@me/animelist", params, Page, token);
      raw.push(...(answer?.data ?? []));
      if (raw.length > PULLED_ENTRIES_MAX) throw new TrackerListTooLarge("mal");
      // Only the offset is taken from the answer's next page: the site asks no address an answer names.
      if (!answer?.paging?.next || answer.data.length === 0) break;
    }
    const entries = readEntries("mal", raw, Entry, ({ node, list_status: said }) => {
      const status = siteStatusOf("mal", said.status);
      if (!status) return null;
      return {
        id: node.id,
        title: node.title,
        status,
        score: siteScore(said.score * 10),
        progress: progressOf(said.num_episodes_watched),
        ...(said.updated_at ? { updated_at: said.updated_at } : {}),
      };
    });
    return { entries, whole: true };
  },

  push: (app, _link, ids, change, token) =>
    change
      ? malSend(
          app,
          "PATCH",
          `/anime/${ids.mal}/my_list_status`,
          { status: change.status, score: String(change.score ?? 0), num_watched_episodes: String(change.progress) },
          token,
        )
      : malSend(app, "DELETE", `/anime/${ids.mal}/my_list_status`, null, token),
};
