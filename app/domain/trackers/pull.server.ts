// Pulling a viewer's whole list from a tracker into theirs here (decisions 060, 071): the
// tracker's module reads it in the site's words (tracker.ts), and it is merged by the series' ids
// that tracker names them by: entries for series the site has are added or updated (the newer
// change wins), the rest reported with their titles.
import { and, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { nowIso, trackerLinks } from "~/.server/db/schema";
import { SourceAnswerTooLarge } from "~/.server/sources/ask";
import { mergeForeignEntries } from "~/domain/lists/commands.server";
import { linkOf, withGrant } from "./grants.server";
import { TRACKERS, type TrackerProvider } from "./providers.server";
import { TrackerListTooLarge } from "./pulled-entries";

export { PULLED_ENTRIES_MAX, TrackerListTooLarge } from "./pulled-entries";

/** How many of the series the site lacks a pull names (the Trackers page lists them): enough to act on, and a row D1 keeps. */
const UNMATCHED_NAMED = 2000;

/** The tracker's list merged into the viewer's here; what it added, changed, left and could not place. */
export async function pullTracker(app: AppContext, userId: number, provider: TrackerProvider) {
  const link = await linkOf(app, userId, provider);
  const tracker = TRACKERS[provider];
  const pulled = await withGrant(app, link, (token) => tracker.pull(app, link, token)).catch((error: unknown) => {
    throw error instanceof SourceAnswerTooLarge ? new TrackerListTooLarge(provider) : error;
  });
  const merged = await mergeForeignEntries(app, userId, tracker.matchedBy, pulled.entries, false);
  // A pull of what changed since the last adds to what that one could not place.
  const named = new Set(merged.unmatched.map((entry) => entry.id));
  const earlier = pulled.whole ? [] : link.unmatched.filter((entry) => !named.has(entry.id));
  const unmatched = [...merged.unmatched, ...earlier].slice(0, UNMATCHED_NAMED);
  await app.db
    .update(trackerLinks)
    .set({ lastSyncedAt: nowIso, unmatched, ...(pulled.cursor === undefined ? {} : { syncCursor: pulled.cursor }) })
    .where(and(eq(trackerLinks.userId, userId), eq(trackerLinks.provider, provider)));
  return { added: merged.added, updated: merged.updated, unchanged: merged.unchanged, unmatched };
}
