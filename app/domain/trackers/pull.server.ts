// Pulling a viewer's whole list from AniList or MyAnimeList into theirs here (decision 060):
// AniList's `MediaListCollection`, MyAnimeList's `/users/@me/animelist` page by page; statuses and
// scores in the site's words (scores read as 0–100 and kept as 1–10); entries for series the site
// has added or updated (the newer change wins), the rest reported with their titles.
import { and, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { nowIso, type TrackerLinkRow, trackerLinks } from "~/.server/db/schema";
import { aniListQuery, malGet } from "~/.server/sources/catalogues";
import { type ForeignEntry, mergeForeignEntries } from "~/domain/lists/commands.server";
import { LIST_PROGRESS_MAX } from "~/lib/vocabulary/list-statuses";
import { siteStatusOf } from "./statuses";
import { linkOf, withGrant } from "./grants.server";
import type { TrackerProvider } from "./providers.server";

/** MyAnimeList's largest page, and the most pages read (a list of 20,000 entries). */
const MAL_PAGE = 1000;
const MAL_PAGES = 20;

/** A score out of 100 as the site keeps it: 1 to 10, none for 0. */
export const siteScore = (outOf100: number | null | undefined) => (outOf100 ? Math.min(10, Math.max(1, Math.round(outOf100 / 10))) : null);
const progressOf = (episodes: number | null | undefined) => Math.min(Math.max(episodes ?? 0, 0), LIST_PROGRESS_MAX);

const COLLECTION = `query ($userId: Int) {
  MediaListCollection(userId: $userId, type: ANIME) {
    lists { entries { mediaId status score(format: POINT_100) progress updatedAt media { title { romaji english } } } }
  }
}`;

type AniListEntry = {
  mediaId: number;
  status: string;
  score: number | null;
  progress: number | null;
  updatedAt: number | null;
  media: { title: { romaji: string | null; english: string | null } } | null;
};

async function aniListEntries(app: AppContext, link: TrackerLinkRow, token: string): Promise<ForeignEntry[]> {
  const data = await aniListQuery<{ MediaListCollection: { lists: { entries: AniListEntry[] }[] } }>(
    app,
    COLLECTION,
    { userId: link.remoteId },
    token,
  );
  return (data?.MediaListCollection.lists ?? []).flatMap((list) =>
    list.entries.flatMap((entry) => {
      const status = siteStatusOf("anilist", entry.status);
      if (!status) return [];
      return [
        {
          id: entry.mediaId,
          title: entry.media?.title.english ?? entry.media?.title.romaji ?? String(entry.mediaId),
          status,
          score: siteScore(entry.score),
          progress: progressOf(entry.progress),
          ...(entry.updatedAt ? { updated_at: new Date(entry.updatedAt * 1000).toISOString() } : {}),
        },
      ];
    }),
  );
}

type MalPage = {
  data: {
    node: { id: number; title: string };
    list_status: { status: string; score: number; num_episodes_watched: number; updated_at?: string };
  }[];
  paging?: { next?: string };
};

async function malEntries(app: AppContext, token: string): Promise<ForeignEntry[]> {
  const entries: ForeignEntry[] = [];
  for (let page = 0; page < MAL_PAGES; page++) {
    const params = { fields: "list_status", limit: String(MAL_PAGE), offset: String(page * MAL_PAGE), nsfw: "true" };
    const answer = await malGet<MalPage>(app, "/users/@me/animelist", params, token);
    for (const { node, list_status: said } of answer?.data ?? []) {
      const status = siteStatusOf("mal", said.status);
      if (!status) continue;
      const changedAt = said.updated_at ? new Date(said.updated_at) : null;
      entries.push({
        id: node.id,
        title: node.title,
        status,
        score: siteScore(said.score * 10),
        progress: progressOf(said.num_episodes_watched),
        ...(changedAt && !Number.isNaN(changedAt.getTime()) ? { updated_at: changedAt.toISOString() } : {}),
      });
    }
    // Only the offset is taken from the answer's next page: the site asks no address an answer names.
    if (!answer?.paging?.next) break;
  }
  return entries;
}

/** The tracker's whole list merged into the viewer's here; what it added, changed, left and could not place. */
export async function pullTracker(app: AppContext, userId: number, provider: TrackerProvider) {
  const link = await linkOf(app, userId, provider);
  const entries = await withGrant(app, link, (token) =>
    provider === "anilist" ? aniListEntries(app, link, token) : malEntries(app, token),
  );
  const merged = await mergeForeignEntries(app, userId, provider, entries, false);
  await app.db
    .update(trackerLinks)
    .set({ lastSyncedAt: nowIso, unmatched: merged.unmatched })
    .where(and(eq(trackerLinks.userId, userId), eq(trackerLinks.provider, provider)));
  return { added: merged.added, updated: merged.updated, unchanged: merged.unchanged, unmatched: merged.unmatched };
}
