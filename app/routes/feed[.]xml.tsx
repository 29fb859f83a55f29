import { SITE_NAME } from "~/lib/site-name";
import { episodesFeed, latestEpisodes } from "~/domain/feeds/episodes-feed.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/feed[.]xml";

export async function loader({ context, url }: Route.LoaderArgs) {
  const origin = url.origin;
  const items = await latestEpisodes(context.get(appContext));
  const feed = episodesFeed({
    title: `${SITE_NAME} — latest episodes`,
    description: `The newest anime and donghua episodes on ${SITE_NAME}.`,
    origin,
    path: "/",
    feedPath: "/feed.xml",
    items,
  });
  return feedResponse(feed, "application/rss+xml");
}
