// A viewer's trackers changed by hand: a connection forgotten. Connecting is a process of its own
// (connect.server.ts), as are the pull and the push that keep the lists in step.
import { and, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { trackerLinks, trackerStates } from "~/.server/db/schema";
import type { TrackerProvider } from "./providers.server";

/** Forgets the viewer's grant with the provider (and any connection under way); their list here stays as it is. */
export async function disconnectTracker(app: AppContext, userId: number, provider: TrackerProvider) {
  await app.db.batch([
    app.db.delete(trackerLinks).where(and(eq(trackerLinks.userId, userId), eq(trackerLinks.provider, provider))),
    app.db.delete(trackerStates).where(and(eq(trackerStates.userId, userId), eq(trackerStates.provider, provider))),
  ]);
}
