// The newest episodes as RSS 2.0, site-wide or for one series (queries.server.ts reads them). Series
// are named as a page in the feed's language names them (decision 046).
import { xmlText } from "../seo/xml-text";
import type { FeedItem } from "./queries.server";
import { siteUrl } from "~/lib/site-url";
import { localized } from "~/lib/locale-paths";
import { seriesTitleInPageLanguage } from "~/i18n/series-titles";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

/** RFC 822 dates, as RSS wants them; a release date is read as midnight UTC. */
const rfc822 = (iso: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso).toUTCString();

type Feed = { title: string; description: string; origin: string; path: string; feedPath: string; items: FeedItem[] };

export function episodesFeed({ title, description, origin, path, feedPath, items }: Feed): string {
  const entries = items.map((item) => {
    const link = siteUrl(origin, localized(`/${item.slug}/episode/${item.number}`));
    const seriesName = seriesTitleInPageLanguage(item.seriesTitle, item.seriesAltTitles);
    const name = item.title
      ? m.feed_item_title_named({ series: seriesName, number: item.number, title: item.title })
      : m.feed_item_title({ series: seriesName, number: item.number });
    return [
      "<item>",
      `<title>${xmlText(name)}</title>`,
      `<link>${xmlText(link)}</link>`,
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      `<pubDate>${rfc822(item.releaseDate ?? item.createdAt)}</pubDate>`,
      ...(item.description ? [`<description>${xmlText(item.description)}</description>`] : []),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${xmlText(title)}</title>`,
    `<link>${xmlText(`${origin}${localized(path)}`)}</link>`,
    `<description>${xmlText(description)}</description>`,
    `<language>${getLocale()}</language>`,
    `<atom:link href="${xmlText(`${origin}${localized(feedPath)}`)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
