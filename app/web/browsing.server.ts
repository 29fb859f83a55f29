import type { AppContext } from "~/.server/context";
import { browsingAt, type Browsing } from "~/lib/browsing";
import { readViewer } from "./viewer.server";

/**
 * A signed-in viewer's browsing choices for the page at `search` (decision 062), else null: an
 * anonymous page is the page cache's, the same for everyone.
 */
export async function readBrowsing(request: Request, app: AppContext, search = new URLSearchParams()): Promise<Browsing | null> {
  const session = await readViewer(request, app);
  return session.state === "signed-in" ? browsingAt(session.viewer.browsing, search) : null;
}
