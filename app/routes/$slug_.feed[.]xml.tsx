import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { episodesFeed, latestEpisodesOf } from "~/domain/feeds/episodes-feed.server";
import { feedResponse, notFoundText } from "~/lib/feed-response";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const found = await latestEpisodesOf(context.app, slug);
  if (!found) return notFoundText();
  const origin = new URL(request.url).origin;
  const feed = episodesFeed({ title: `${found.title} — AnimeStream`, description: `New episodes of ${found.title} on AnimeStream.`, origin, path: `/${slug}`, feedPath: `/${slug}/feed.xml`, items: found.items });
  return feedResponse(feed, "application/rss+xml");
}
