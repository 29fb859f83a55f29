// What the site needs of each tracker (decisions 060, 071): who a grant belongs to, the viewer's
// whole list read into the site's words, and one entry of it sent back. Each provider's module
// (anilist.server.ts, mal.server.ts, bangumi.server.ts, shikimori.server.ts, simkl.server.ts)
// says it in its own protocol; the connection, the pull and the push are the same for all five.
import type { AppContext } from "~/.server/context";
import type { TrackerLinkRow } from "~/.server/db/schema";
import type { ForeignEntry } from "~/domain/lists/commands.server";
import type { ListStatus } from "~/lib/vocabulary/list-statuses";
import type { ListService, SeriesIdKind } from "~/lib/vocabulary/series-sources";

export type TrackerProvider = ListService;

/** An entry of the viewer's list here as it now stands, or null when they removed it. */
export type ListChange = { status: ListStatus; score: number | null; progress: number } | null;

/** The series' ids a push may name it by. */
export type SeriesIds = Record<SeriesIdKind, number | null>;

/** What a pull read: the entries, and (for a tracker that reads only what changed) where the next pull starts. */
export type PulledList = { entries: ForeignEntry[]; cursor?: string | null; whole: boolean };

export type Tracker = {
  /** The id of a series this tracker's list names it by, which the merge places it with. */
  matchedBy: SeriesIdKind;
  /** Who the grant's holder is there: an id and the name they show, or null when it does not say. */
  account(app: AppContext, token: string): Promise<{ id: number; name: string } | null>;
  /** The holder's list in the site's words. */
  pull(app: AppContext, link: TrackerLinkRow, token: string): Promise<PulledList>;
  /** One entry sent there as it stands here (null: removed); the series has an id for this tracker. */
  push(app: AppContext, link: TrackerLinkRow, ids: SeriesIds, change: ListChange, token: string): Promise<void>;
};
