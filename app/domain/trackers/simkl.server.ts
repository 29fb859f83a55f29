// Simkl as a tracker (decision 071). Every call names the app (the client id as `simkl-api-key`,
// `app-name` and `app-version` in the query, and the User-Agent). The viewer from
// `POST /users/settings`; the list from `/sync/all-items/anime`, asked only when `/sync/activities`
// says it changed, and after the first time only for what changed since (`date_from`): Simkl
// suspends a client that polls whole lists. Changes go through `/sync/add-to-list` (the status),
// `/sync/history` (episodes watched) and `/sync/ratings` (1–10), a removal through
// `/sync/history/remove`; at most one write a second. Series are named by their MyAnimeList id,
// with the AniList id beside it where the site has one.
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { isoInstant, sourceCount, sourceId, sourceText } from "~/.server/sources/answer-fields";
import { serviceCall } from "~/.server/sources/service-call";
import { SITE_NAME_FOR_SERVICES, SITE_VERSION_FOR_SERVICES } from "~/lib/site-user-agent";
import { TRACKER_DEFAULTS } from "./addresses";
import { PULLED_ENTRIES_MAX, progressOf, readEntries, siteScore, TITLE_MOST, TrackerListTooLarge } from "./pulled-entries";
import { siteStatusOf, TRACKER_STATUSES } from "./statuses";
import type { SeriesIds, Tracker } from "./tracker";

/** One write a second a viewer: the queue sends one message at a time, so one a second in all. */
const WRITE_SPACING_MS = 1000;

const Settings = z.object({ user: z.object({ name: sourceText(100) }), account: z.object({ id: sourceId }) });

/** When the viewer's anime list last changed there. */
const Activities = z.object({ anime: z.object({ all: z.string().max(40).nullable().optional() }).optional() });

/** Simkl writes ids as strings. */
const stringId = z
  .union([z.string().regex(/^\d{1,15}$/), sourceId])
  .transform(Number)
  .pipe(sourceId);

const Items = z.object({ anime: z.array(z.unknown()).optional() }).nullable();

const Item = z.object({
  status: z.string(),
  user_rating: z.number().int().min(1).max(10).nullable().optional(),
  watched_episodes_count: sourceCount.nullable().optional(),
  last_watched_at: isoInstant.nullable().optional(),
  show: z.object({ title: sourceText(TITLE_MOST), ids: z.object({ mal: stringId.optional() }) }),
});

type Call = { method?: "GET" | "POST"; path: string; query?: Record<string, string>; body?: unknown; write?: boolean };

function call<S extends z.ZodType>(app: AppContext, token: string, request: Call, schema: S | null) {
  const query = new URLSearchParams({
    client_id: app.env.SIMKL_CLIENT_ID ?? "",
    "app-name": SITE_NAME_FOR_SERVICES,
    "app-version": SITE_VERSION_FOR_SERVICES,
    ...request.query,
  });
  const url = `${app.env.SIMKL_API_URL ?? TRACKER_DEFAULTS.SIMKL_API_URL}${request.path}?${query}`;
  const headers = { "simkl-api-key": app.env.SIMKL_CLIENT_ID ?? "" };
  return serviceCall(
    app,
    "simkl",
    { method: request.method, url, token, body: request.body, headers, ...(request.write ? { spacingMs: WRITE_SPACING_MS } : {}) },
    schema,
  );
}

/** How a series is named to Simkl: its MyAnimeList id, and its AniList id too when known. */
const simklIds = (ids: SeriesIds) => ({ mal: ids.mal, ...(ids.anilist ? { anilist: ids.anilist } : {}) });

export const simkl: Tracker = {
  matchedBy: "mal",

  async account(app, token) {
    const settings = await call(app, token, { method: "POST", path: "/users/settings" }, Settings);
    return settings && { id: settings.account.id, name: settings.user.name };
  },

  async pull(app, link, token) {
    const activities = await call(app, token, { path: "/sync/activities" }, Activities);
    const changedAt = activities?.anime?.all ?? null;
    // Nothing changed there since the last pull: the list is not asked for.
    if (link.syncCursor && changedAt === link.syncCursor) return { entries: [], whole: false };
    const since = link.syncCursor ? { date_from: link.syncCursor } : undefined;
    const items = await call(app, token, { path: "/sync/all-items/anime", query: since }, Items);
    const raw = items?.anime ?? [];
    if (raw.length > PULLED_ENTRIES_MAX) throw new TrackerListTooLarge("simkl");
    const entries = readEntries("simkl", raw, Item, (item) => {
      const status = siteStatusOf("simkl", item.status);
      if (!status || item.show.ids.mal === undefined) return null;
      return {
        id: item.show.ids.mal,
        title: item.show.title,
        status,
        score: siteScore((item.user_rating ?? 0) * 10),
        progress: progressOf(item.watched_episodes_count ?? null),
        ...(item.last_watched_at ? { updated_at: item.last_watched_at } : {}),
      };
    });
    return { entries, cursor: changedAt, whole: !since };
  },

  async push(app, _link, ids, change, token) {
    const show = { ids: simklIds(ids) };
    if (!change) {
      await call(app, token, { method: "POST", path: "/sync/history/remove", body: { shows: [show] }, write: true }, null);
      return;
    }
    const to = TRACKER_STATUSES.simkl[change.status];
    await call(app, token, { method: "POST", path: "/sync/add-to-list", body: { shows: [{ ...show, to }] }, write: true }, null);
    if (change.progress > 0) {
      const episodes = Array.from({ length: change.progress }, (_, index) => ({ number: index + 1 }));
      await call(app, token, { method: "POST", path: "/sync/history", body: { shows: [{ ...show, episodes }] }, write: true }, null);
    }
    if (change.score) {
      await call(
        app,
        token,
        { method: "POST", path: "/sync/ratings", body: { shows: [{ ...show, rating: change.score }] }, write: true },
        null,
      );
    }
  },
};
