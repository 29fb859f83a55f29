import type { AppContext } from "~/.server/context";
import type { RangeQuery } from "~/domain/episodes/ranges";
import { isFollowing } from "~/domain/follows/queries.server";
import type { SeriesKey } from "~/domain/series/key.server";
import { getSeriesPage } from "~/domain/series/queries.server";
import { readViewer } from "./viewer.server";

/**
 * A series page (by slug or id) and, for a signed-in viewer only, whether they follow it: an
 * anonymous page is shared through the page cache, so it carries no follow state (null).
 */
export async function seriesPageFor(request: Request, app: AppContext, seriesRef: SeriesKey, query: RangeQuery) {
  const [page, session] = await Promise.all([getSeriesPage(app, seriesRef, query), readViewer(request, app)]);
  if (!page) return undefined;
  const following = session.state === "signed-in" ? await isFollowing(app, session.viewer.id, page.series.id) : null;
  return { ...page, following };
}
