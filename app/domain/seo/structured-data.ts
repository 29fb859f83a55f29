// schema.org data for search engines (JSON-LD): a series is a TVSeries, an episode a TVEpisode
// that is part of it, and both sit in a breadcrumb trail from home; the trail's names and every
// page's address are the page's language's (a search engine reads them as that page's).
import { localized } from "~/lib/locale-paths";
import { type ExternalIdField, externalLinksOf } from "~/lib/external-ids";
import { m } from "~/paraglide/messages";

type SeriesFacts = {
  title: string;
  alt_titles?: { title: string }[];
  slug: string;
  description: string | null;
  image: string;
  genres: string[];
  year: number | null;
  studio: string | null;
} & Partial<Record<ExternalIdField, number | null>>;
type EpisodeFacts = {
  episode_number: number;
  title: string | null;
  description: string | null;
  release_date: string | null;
  image: string;
};

const absolute = (origin: string, path: string) => new URL(path, origin || "https://invalid.example").href;
/** A page of the site in the page's language (an image is the same in every language). */
const pageAt = (origin: string, path: string) => absolute(origin, localized(path));

const breadcrumbs = (origin: string, trail: { name: string; path: string }[]) => ({
  "@type": "BreadcrumbList",
  itemListElement: trail.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: pageAt(origin, crumb.path),
  })),
});

const tvSeries = (origin: string, series: SeriesFacts) => ({
  "@type": "TVSeries",
  name: series.title,
  ...(series.alt_titles?.length ? { alternateName: series.alt_titles.map((alt) => alt.title) } : {}),
  url: pageAt(origin, `/${series.slug}`),
  image: absolute(origin, series.image),
  ...(series.description ? { description: series.description } : {}),
  ...(series.genres.length ? { genre: series.genres } : {}),
  ...(series.year ? { startDate: String(series.year) } : {}),
  ...(series.studio ? { productionCompany: { "@type": "Organization", name: series.studio } } : {}),
  ...(externalLinksOf(series).length ? { sameAs: externalLinksOf(series).map((link) => link.url) } : {}),
});

export function seriesStructuredData(origin: string, series: SeriesFacts) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      tvSeries(origin, series),
      breadcrumbs(origin, [
        { name: m.layout_nav_home(), path: "/" },
        { name: series.title, path: `/${series.slug}` },
      ]),
    ],
  };
}

export function episodeStructuredData(origin: string, series: SeriesFacts, episode: EpisodeFacts) {
  const path = `/${series.slug}/episode/${episode.episode_number}`;
  const numbered = m.common_episode_n({ number: episode.episode_number });
  const name = episode.title || numbered;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "TVEpisode",
        name,
        episodeNumber: episode.episode_number,
        url: pageAt(origin, path),
        image: absolute(origin, episode.image),
        ...(episode.description ? { description: episode.description } : {}),
        ...(episode.release_date ? { datePublished: episode.release_date } : {}),
        partOfSeries: tvSeries(origin, series),
      },
      breadcrumbs(origin, [
        { name: m.layout_nav_home(), path: "/" },
        { name: series.title, path: `/${series.slug}` },
        { name: numbered, path },
      ]),
    ],
  };
}
