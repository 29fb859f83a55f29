import { pageTitle, SITE_NAME } from "~/lib/site-name";
import { episodesFeed } from "~/domain/feeds/episodes-feed.server";
import { latestEpisodesOf } from "~/domain/feeds/queries.server";
import { feedResponse, notFoundText } from "~/lib/feed-response";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/$slug_.feed[.]xml";
import { m } from "~/paraglide/messages";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  const found = await latestEpisodesOf(context.get(appContext), slug);
  if (!found) return notFoundText();
  const origin = url.origin;
  const feed = episodesFeed({
    title: pageTitle(found.title),
    description: m.feed_series_description({ title: found.title, site: SITE_NAME }),
    origin,
    path: `/${slug}`,
    feedPath: `/${slug}/feed.xml`,
    items: found.items,
  });
  return feedResponse(feed, "application/rss+xml");
}
