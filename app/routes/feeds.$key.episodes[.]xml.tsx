import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { episodesFeed } from "~/domain/feeds/episodes-feed.server";
import { latestEpisodesOfFollowed } from "~/domain/feeds/queries.server";
import { privateFeedPaths } from "~/domain/private-feeds/paths";
import { userOfFeedKey } from "~/domain/private-feeds/queries.server";
import { notFoundText, privateFeedResponse } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/feeds.$key.episodes[.]xml";
import { m } from "~/paraglide/messages";

/** A viewer's private RSS: the newest episodes of the series they follow. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const key = params.key ?? "";
  const viewer = await userOfFeedKey(app, key);
  if (viewer === null) return notFoundText();
  const items = await latestEpisodesOfFollowed(app, viewer);
  const feed = episodesFeed({
    title: pageTitle(m.feed_private_title()),
    description: m.feed_private_description({ site: SITE_NAME }),
    origin: url.origin,
    path: "/my-list",
    feedPath: privateFeedPaths(key).episodes_rss,
    items,
  });
  return privateFeedResponse(feed, "application/rss+xml");
}
