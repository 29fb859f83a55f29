import { pageTitle, SITE_NAME } from "~/lib/site-name";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "./site-url";
import { seriesImage } from "./images";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";

// What every public page tells search engines and link previews: a unique title and description,
// its one canonical address, and Open Graph / Twitter card tags (with the cover where there is one).

/** A route match as meta functions get them (a route's generated types may list a match as absent). */
type RootMatch = { id: string; loaderData?: unknown } | undefined;

/** The site's origin as the root loader saw it: meta tags need absolute addresses. */
export const originOf = (matches: readonly RootMatch[]) =>
  (matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined)?.origin ?? "";

const DESCRIPTION_MAX = 160;

/** A meta description: one line of at most 160 characters, cut at a word. */
export function describe(text: string | null | undefined, fallback: string): string {
  const line = (text ?? "").replace(/\s+/g, " ").trim() || fallback;
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_MAX / 2))}…`;
}

/** The feeds a page offers, as paths: readers find them through `<link rel="alternate">`. */
export type Feeds = { rss: string; calendar: string; name: string };

type PageMeta = {
  origin: string;
  path: string;
  title: string;
  description: string;
  image?: string | null;
  type?: "website" | "video.tv_show" | "video.episode";
  feeds?: Feeds;
};

export function pageMeta({ origin, path, title, description, image, type = "website", feeds }: PageMeta): MetaDescriptor[] {
  const url = siteUrl(origin, localized(path));
  const imageUrl = image && origin ? new URL(image, origin).href : null;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(imageUrl
      ? [
          { property: "og:image", content: imageUrl },
          { name: "twitter:image", content: imageUrl },
        ]
      : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(feeds
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: m.feed_link_episodes({ name: feeds.name }),
            href: siteUrl(origin, localized(feeds.rss)),
          },
          {
            tagName: "link",
            rel: "alternate",
            type: "text/calendar",
            title: m.feed_link_schedule({ name: feeds.name }),
            href: siteUrl(origin, localized(feeds.calendar)),
          },
        ]
      : []),
  ];
}

/** The feeds of the whole site, and of one series. */
export const siteFeeds: Feeds = { rss: "/feed.xml", calendar: "/schedule.ics", name: SITE_NAME };
export const seriesFeeds = (series: { slug: string; title: string }): Feeds => ({
  rss: `/${series.slug}/feed.xml`,
  calendar: `/${series.slug}/schedule.ics`,
  name: series.title,
});

/** A text, or a message read when the page is asked for (in its language). */
type MetaText = string | (() => string);
const textOf = (text: MetaText) => (typeof text === "function" ? text() : text);

/** The meta function of a page whose title and description never change (the info pages). */
export const fixedPageMeta =
  (title: MetaText, description: MetaText) =>
  ({ matches, location }: { matches: readonly RootMatch[]; location: { pathname: string } }) =>
    pageMeta({ origin: originOf(matches), path: location.pathname, title: textOf(title), description: textOf(description) });

/** The same origin, for components that write absolute addresses (JSON-LD). */

type SeriesMetaFacts = {
  title: string;
  slug: string;
  subtitle: string | null;
  description: string | null;
  cover_image: string | null;
  image: string | null;
};

/** A series page's meta (by slug or by id), at its slug address whichever address showed it. */
export const seriesPageMeta = (origin: string, series: SeriesMetaFacts): MetaDescriptor[] =>
  pageMeta({
    feeds: seriesFeeds(series),
    origin,
    path: `/${series.slug}`,
    title: pageTitle(m.series_meta_title({ title: series.title })),
    description: describe(series.description ?? series.subtitle, m.series_meta_description({ title: series.title, site: SITE_NAME })),
    image: seriesImage(series),
    type: "video.tv_show",
  });
