import { SITE_NAME } from "~/lib/site-name";
import { episodesFeed } from "~/domain/feeds/episodes-feed.server";
import { latestEpisodes } from "~/domain/feeds/queries.server";
import { feedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/feed[.]xml";
import { m } from "~/paraglide/messages";

export async function loader({ context, url }: Route.LoaderArgs) {
  const origin = url.origin;
  const items = await latestEpisodes(context.get(appContext));
  const feed = episodesFeed({
    title: m.feed_site_title({ site: SITE_NAME }),
    description: m.feed_site_description({ site: SITE_NAME }),
    origin,
    path: "/",
    feedPath: "/feed.xml",
    items,
  });
  return feedResponse(feed, "application/rss+xml");
}
