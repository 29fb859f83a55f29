import type { AppContext } from "~/.server/context";
import { recommendedFor } from "~/domain/similar/recommended.server";
import { readViewer } from "./viewer.server";

/** A signed-in viewer's recommendations for a page; none for anyone else, whose page the page cache shares. */
export async function recommendedOnPage(request: Request, app: AppContext) {
  const viewer = await readViewer(request, app);
  return viewer.state === "signed-in" ? recommendedFor(app, viewer.viewer.id) : [];
}
