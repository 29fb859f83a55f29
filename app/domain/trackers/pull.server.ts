// Pulling a viewer's whole list from AniList or MyAnimeList into theirs here (decision 060):
// AniList's `MediaListCollection`, MyAnimeList's `/users/@me/animelist` page by page; statuses and
// scores in the site's words (scores read as 0–100 and kept as 1–10); entries for series the site
// has added or updated (the newer change wins), the rest reported with their titles. Every entry
// is parsed before it is used: one the site cannot keep (a fractional progress, a date past any
// year) is left out and changes nothing here; a list past what the site takes changes nothing at all.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "~/.server/context";
import { nowIso, trackerLinks } from "~/.server/db/schema";
import { epochSecondsInstant, isoInstant, sourceCount, sourceId, sourceText } from "~/.server/sources/answer-fields";
import { SourceAnswerTooLarge } from "~/.server/sources/ask";
import { aniListQuery, malGet } from "~/.server/sources/catalogues";
import { type ForeignEntry, mergeForeignEntries } from "~/domain/lists/commands.server";
import { DomainError } from "~/lib/refusals";
import { LIST_PROGRESS_MAX } from "~/lib/vocabulary/list-statuses";
import { SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import { siteStatusOf } from "./statuses";
import { linkOf, withGrant } from "./grants.server";
import type { TrackerProvider } from "./providers.server";

/** The most entries a pulled list may hold: MyAnimeList's 20 largest pages. */
export const PULLED_ENTRIES_MAX = 20_000;
const MAL_PAGE = 1000;
/** How many of the series the site lacks a pull names (the Trackers page lists them): enough to act on, and a row D1 keeps. */
const UNMATCHED_NAMED = 2000;
/** The most of a title kept for the unmatched list. */
const TITLE_MOST = 200;

/** A list larger than the site takes, by its entries or its bytes: nothing of it was written. */
export class TrackerListTooLarge extends DomainError {
  constructor(provider: TrackerProvider) {
    super(
      413,
      `${SOURCE_NAMES[provider]}'s list is larger than this site takes (at most ${PULLED_ENTRIES_MAX.toLocaleString("en")} entries): nothing was changed here`,
    );
  }
}

/** A score out of 100 as the site keeps it: 1 to 10, none for 0. */
export const siteScore = (outOf100: number | null | undefined) => (outOf100 ? Math.min(10, Math.max(1, Math.round(outOf100 / 10))) : null);
const progressOf = (episodes: number | null) => Math.min(episodes ?? 0, LIST_PROGRESS_MAX);

const COLLECTION = `query ($userId: Int) {
  MediaListCollection(userId: $userId, type: ANIME) {
    lists { entries { mediaId status score(format: POINT_100) progress updatedAt media { title { romaji english } } } }
  }
}`;

/** The collection as AniList sends it: its entries are read one by one (AniListEntry), so one the site cannot keep is left alone. */
const AniListCollection = z.object({ MediaListCollection: z.object({ lists: z.array(z.object({ entries: z.array(z.unknown()) })) }) });

const AniListEntry = z.object({
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

const MalPage = z.object({ data: z.array(z.unknown()), paging: z.object({ next: z.string().optional() }).optional() });

const MalEntry = z.object({
  node: z.object({ id: sourceId, title: sourceText(TITLE_MOST) }),
  list_status: z.object({
    status: z.string(),
    score: z.number().int().min(0).max(10),
    num_episodes_watched: sourceCount,
    updated_at: isoInstant.optional(),
  }),
});

/** Each raw entry that `schema` reads and `toEntry` takes; the rest left out, counted in a log line (no viewer in it). */
function readEntries<S extends z.ZodType>(
  provider: TrackerProvider,
  raw: unknown[],
  schema: S,
  toEntry: (entry: z.output<S>) => ForeignEntry | null,
) {
  const entries: ForeignEntry[] = [];
  let unreadable = 0;
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    if (!parsed.success) unreadable++;
    const entry = parsed.success ? toEntry(parsed.data) : null;
    if (entry) entries.push(entry);
  }
  if (unreadable > 0) console.warn("trackers: entries left out as unreadable", provider, unreadable);
  return entries;
}

async function aniListEntries(app: AppContext, remoteId: number, token: string): Promise<ForeignEntry[]> {
  const data = await aniListQuery(app, COLLECTION, { userId: remoteId }, AniListCollection, token);
  const raw = (data?.MediaListCollection.lists ?? []).flatMap((list) => list.entries);
  if (raw.length > PULLED_ENTRIES_MAX) throw new TrackerListTooLarge("anilist");
  return readEntries("anilist", raw, AniListEntry, (entry) => {
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
}

async function malEntries(app: AppContext, token: string): Promise<ForeignEntry[]> {
  const raw: unknown[] = [];
  for (let page = 0; ; page++) {
    const params = { fields: "list_status", limit: String(MAL_PAGE), offset: String(page * MAL_PAGE), nsfw: "true" };
    const answer = await malGet(app, "/users/@me/animelist", params, MalPage, token);
    raw.push(...(answer?.data ?? []));
    if (raw.length > PULLED_ENTRIES_MAX) throw new TrackerListTooLarge("mal");
    // Only the offset is taken from the answer's next page: the site asks no address an answer names.
    if (!answer?.paging?.next || answer.data.length === 0) break;
  }
  return readEntries("mal", raw, MalEntry, ({ node, list_status: said }) => {
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
}

/** The tracker's whole list merged into the viewer's here; what it added, changed, left and could not place. */
export async function pullTracker(app: AppContext, userId: number, provider: TrackerProvider) {
  const link = await linkOf(app, userId, provider);
  const entries = await withGrant(app, link, (token) =>
    provider === "anilist" ? aniListEntries(app, link.remoteId, token) : malEntries(app, token),
  ).catch((error: unknown) => {
    throw error instanceof SourceAnswerTooLarge ? new TrackerListTooLarge(provider) : error;
  });
  const merged = await mergeForeignEntries(app, userId, provider, entries, false);
  const unmatched = merged.unmatched.slice(0, UNMATCHED_NAMED);
  await app.db
    .update(trackerLinks)
    .set({ lastSyncedAt: nowIso, unmatched })
    .where(and(eq(trackerLinks.userId, userId), eq(trackerLinks.provider, provider)));
  return { added: merged.added, updated: merged.updated, unchanged: merged.unchanged, unmatched };
}
