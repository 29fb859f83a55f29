import type { AppContext } from "~/.server/context";
import { readRangeQuery } from "~/domain/episodes/ranges";
import { isFollowing } from "~/domain/follows/queries.server";
import { listEntryOf } from "~/domain/lists/queries.server";
import { seriesIdBySlug } from "~/.server/db/series-key";
import { getSeriesPage } from "~/domain/series-page/queries.server";
import { synopsisIn } from "~/lib/translated-synopses";
import { getLocale } from "~/paraglide/runtime";
import { readViewer } from "./viewer.server";
import { browsingOfSession } from "./browsing.server";

/**
 * A series page (by its id, or its slug) and, for a signed-in viewer only, whether they follow it and its
 * entry on their list: an anonymous page is shared through the page cache, so it carries neither
 * (null and undefined). Its synopsis is the one in the page's language, else the original with
 * `synopsis.isOriginal` set so the page says so; the other languages' stay on the server. A
 * signed-in viewer's page leaves out what they hide and guards what they have not watched.
 */
export async function seriesPageFor(request: Request, app: AppContext, idOrSlug: number | string, search: URLSearchParams) {
  const seriesKey = typeof idOrSlug === "string" ? seriesIdBySlug(idOrSlug) : idOrSlug;
  const session = await readViewer(request, app);
  const viewer = browsingOfSession(session, search);
  const found = await getSeriesPage(app, seriesKey, readRangeQuery(search), viewer);
  if (!found) return undefined;
  const { text, lang, isOriginal } = synopsisIn(getLocale(), found.series.description, found.series.descriptions);
  const page = { ...found, series: { ...found.series, description: text, descriptions: {} }, synopsis: { lang, isOriginal } };
  if (session.state !== "signed-in") return { ...page, following: null, listEntry: undefined };
  const [following, listEntry] = await Promise.all([
    isFollowing(app, session.viewer.id, page.series.id),
    listEntryOf(app, session.viewer.id, page.series.id),
  ]);
  return { ...page, following, listEntry };
}
