import type { AppContext } from "~/.server/context";
import { readRangeQuery } from "~/domain/episodes/ranges";
import { getWatchPage } from "~/domain/watch-page/queries.server";
import { markEpisodeSeen } from "~/domain/follows/commands.server";
import { listEntryOf } from "~/domain/lists/queries.server";
import { zonedTimeToUtc } from "~/lib/dates";
import type { EpisodePlayerData } from "~/lib/episode-player-data";
import { serversOf } from "~/lib/embed";
import { seriesImage } from "~/lib/images";
import { episodeNumberOf } from "~/lib/episode-url";
import { playerSourcesOf } from "~/lib/stream-sources";
import { readViewer } from "./viewer.server";
import { serverOfAudio } from "~/lib/watch-preferences";
import { browsingOfSession } from "./browsing.server";

/**
 * An episode's watch page as the route draws it, from its address, built here alone: the episode
 * and its range of neighbours, its player section's data (its servers and the one the address
 * picks, its poster, Previous and Next, the next airing in the site's zone), and the stream and
 * script origins its policy allows (app/lib/stream-sources.ts); undefined when there is no such episode. A signed-in
 * viewer has now opened it, so it is no longer "new" on their list (after the answer, never in
 * its way), and the page carries their list entry for the series and how they watch (undefined
 * and null for an anonymous page, whose browser brings its own).
 */
export async function episodePageFor(
  request: Request,
  app: AppContext,
  slug: string,
  numberText: string | undefined,
  search: URLSearchParams,
) {
  const number = episodeNumberOf(numberText);
  if (!number) return undefined;
  const session = await readViewer(request, app);
  const viewerId = session.state === "signed-in" ? session.viewer.id : undefined;
  const browsing = browsingOfSession(session, search);
  const page = await getWatchPage(app, slug, number, readRangeQuery(search), browsing);
  if (!page) return undefined;
  if (viewerId)
    app.waitUntil(
      markEpisodeSeen(app, viewerId, page.episode.id).catch((error: unknown) => console.error("episode open not recorded", error)),
    );
  const listEntry = viewerId ? await listEntryOf(app, viewerId, page.series.id) : undefined;
  const servers = serversOf(page.episode);
  // A signed-in viewer's page is theirs: it opens on their audio, JavaScript or not (decision 053).
  const watching = session.state === "signed-in" ? session.viewer.watching : null;
  const named = search.has("server");
  const namedIndex = named ? Math.min(Math.max(Number(search.get("server")) || 0, 0), Math.max(servers.length - 1, 0)) : null;
  const zone = app.env.SITE_TIMEZONE;
  const { series, episode, segments, previousNumber, nextNumber, nextStoryNumber, nextAiring: next, ...rest } = page;
  const player: EpisodePlayerData = {
    seriesId: series.id,
    episodeId: episode.id,
    servers,
    serverIndex: namedIndex ?? (watching ? serverOfAudio(servers, watching.audio) : null) ?? 0,
    named,
    autoplay: search.get("play") === "1",
    poster: episode.thumbnail || seriesImage(series),
    base: `/${series.slug}/episode`,
    previousNumber,
    nextNumber,
    nextStoryNumber,
    subtitles: episode.subtitles,
    segments,
    watching,
    nextAiring: next
      ? { at: zonedTimeToUtc(next.date, next.time, zone).toISOString(), siteText: `${next.date} ${next.time}`, siteTimeZone: zone }
      : null,
  };
  return {
    ...rest,
    series,
    episode,
    player,
    ...playerSourcesOf(servers, episode.subtitles),
    reported: search.get("reported") === "1",
    signedIn: viewerId !== undefined,
    listEntry,
  };
}
