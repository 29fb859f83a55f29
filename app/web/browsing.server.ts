import type { AppContext } from "~/.server/context";
import { browsingAt, type Browsing } from "~/lib/browsing";
import { readViewer, type ViewerSession } from "./viewer.server";

/**
 * A signed-in viewer's browsing choices for the page at `search` (decision 062), else null: an
 * anonymous page is the page cache's, the same for everyone.
 */
export const browsingOfSession = (session: ViewerSession, search = new URLSearchParams()): Browsing | null =>
  session.state === "signed-in" ? browsingAt(session.viewer.browsing, search) : null;

/** The browsing choices of the viewer the request's cookie names (browsingOfSession). */
export async function readBrowsing(request: Request, app: AppContext, search?: URLSearchParams): Promise<Browsing | null> {
  return browsingOfSession(await readViewer(request, app), search);
}
