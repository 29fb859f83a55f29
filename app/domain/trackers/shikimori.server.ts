// Shikimori as a tracker (decision 071), through its API: the viewer from `/api/users/whoami`,
// their anime rates from `/api/v2/user_rates` in one answer, a change as POST (which creates or
// updates the rate), and a removal as DELETE of the rate found by its anime. Shikimori's anime ids
// are MyAnimeList's. `status` always goes with `episodes`: a count alone changes the status there.
// Calls are spaced to keep within its 90 a minute (and so its 5 a second).
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { isoInstant, sourceCount, sourceId, sourceText } from "~/.server/sources/answer-fields";
import { serviceCall } from "~/.server/sources/service-call";
import { PULLED_ENTRIES_MAX, progressOf, readEntries, siteScore, TrackerListTooLarge } from "./pulled-entries";
import { TRACKER_DEFAULTS } from "./addresses";
import { siteStatusOf, TRACKER_STATUSES } from "./statuses";
import type { Tracker } from "./tracker";

/** 90 calls a minute: one each 667 ms, and a little more. */
const SPACING_MS = 700;

const WhoAmI = z.object({ id: sourceId, nickname: sourceText(100) });

const Rate = z.object({
  id: sourceId,
  target_id: sourceId,
  target_type: z.literal("Anime"),
  score: z.number().int().min(0).max(10),
  status: z.string(),
  episodes: sourceCount,
  updated_at: isoInstant.optional(),
});

const apiOf = (app: AppContext) => `${app.env.SHIKIMORI_URL ?? TRACKER_DEFAULTS.SHIKIMORI_URL}/api`;

const call = <S extends z.ZodType>(
  app: AppContext,
  token: string,
  request: { method?: "GET" | "POST" | "DELETE"; path: string; body?: unknown },
  schema: S | null,
) => serviceCall(app, "shikimori", { ...request, url: `${apiOf(app)}${request.path}`, token, spacingMs: SPACING_MS }, schema);

export const shikimori: Tracker = {
  matchedBy: "mal",

  account: (app, token) => call(app, token, { path: "/users/whoami" }, WhoAmI).then((me) => me && { id: me.id, name: me.nickname }),

  async pull(app, link, token) {
    const query = new URLSearchParams({ user_id: String(link.remoteId), target_type: "Anime" });
    const raw = (await call(app, token, { path: `/v2/user_rates?${query}` }, z.array(z.unknown()))) ?? [];
    if (raw.length > PULLED_ENTRIES_MAX) throw new TrackerListTooLarge("shikimori");
    const entries = readEntries("shikimori", raw, Rate, (rate) => {
      const status = siteStatusOf("shikimori", rate.status);
      if (!status) return null;
      return {
        id: rate.target_id,
        // A rate names its anime by id only: the id is what the Trackers page can show.
        title: `MyAnimeList #${rate.target_id}`,
        status,
        score: siteScore(rate.score * 10),
        progress: progressOf(rate.episodes),
        ...(rate.updated_at ? { updated_at: rate.updated_at } : {}),
      };
    });
    return { entries, whole: true };
  },

  async push(app, link, ids, change, token) {
    const target = { user_id: link.remoteId, target_id: ids.mal, target_type: "Anime" };
    if (change) {
      const user_rate = {
        ...target,
        status: TRACKER_STATUSES.shikimori[change.status],
        score: change.score ?? 0,
        episodes: change.progress,
      };
      await call(app, token, { method: "POST", path: "/v2/user_rates", body: { user_rate } }, null);
      return;
    }
    const query = new URLSearchParams({ user_id: String(link.remoteId), target_id: String(ids.mal), target_type: "Anime" });
    const found = await call(app, token, { path: `/v2/user_rates?${query}` }, z.array(z.object({ id: sourceId })));
    for (const rate of found ?? []) await call(app, token, { method: "DELETE", path: `/v2/user_rates/${rate.id}` }, null);
  },
};
