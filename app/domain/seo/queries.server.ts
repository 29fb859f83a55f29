// Sitemaps for search engines: an index, a file of the site's own pages, and the series and the
// episodes in files of a fixed size, each read as one window of ids: no request reads a table whole.
import { and, asc, eq, gt, lte, max } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodes, series } from "~/.server/db/schema";
import { shownTo } from "~/domain/rating-caps/shown.server";
import { SITE_PAGES } from "~/lib/public-pages";
import { siteUrl } from "~/lib/site-url";
import { baseLocale, type Locale, locales } from "~/i18n/locales";
import { pathIn } from "~/lib/locale-paths";
import { xmlText } from "./xml-text";

/**
 * URLs a file: well under the protocol's 50,000, so a file stays small and quick to build. Each URL
 * carries its ten language alternates (about 1 kB), so a file is some 5 MB before compression.
 */
export const URLS_PER_FILE = 5_000;

/**
 * A file's URLs in one language, each with the page in every language and x-default (English) as
 * `xhtml:link` alternates, as search engines read hreflang from a sitemap (decision 046).
 */
function urlset(locale: Locale, origin: string, pages: { path: string; lastmod?: string }[]) {
  // Paths are the site's own (slugs of any script): escaped once, joined to the origin as text,
  // since a file makes some 55,000 addresses and parsing each as a URL would cost the most.
  const address = (path: string) => xmlText(`${origin}${encodeURI(path)}`);
  const linkTo = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(path)}"/>`;
  const entry = ({ path, lastmod }: { path: string; lastmod?: string }) => {
    const alternates = [...locales.map((other) => linkTo(other, pathIn(other, path))), linkTo("x-default", path)].join("");
    const modified = lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : "";
    return `<url><loc>${address(pathIn(locale, path))}</loc>${modified}${alternates}</url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${pages
    .map(entry)
    .join("\n")}\n</urlset>\n`;
}

// A file holds one window of ids, (k - 1) × URLS_PER_FILE < id ≤ k × URLS_PER_FILE: the index reads
// each table's largest id (one row), not a count of every row, and a file reads its window by the
// primary key, where an OFFSET would step over every row before it. A window whose rows were all
// deleted gives an empty file.
const filesOf = (prefix: string, lastId: number) =>
  Array.from({ length: Math.ceil(lastId / URLS_PER_FILE) }, (_, index) => `${prefix}-${index + 1}.xml`);

/**
 * The sitemap index: one file of site pages, then as many series and episode files as needed, in
 * each language (English first, then each prefix's own files: /zh-Hans/sitemaps/pages.xml).
 */
export async function sitemapIndex(app: AppContext, origin: string): Promise<string> {
  const [[lastSeries], [lastEpisode]] = await app.db.batch([
    app.db.select({ id: max(series.id) }).from(series),
    app.db.select({ id: max(episodes.id) }).from(episodes),
  ]);
  const files = ["pages.xml", ...filesOf("series", lastSeries?.id ?? 0), ...filesOf("episodes", lastEpisode?.id ?? 0)];
  const entries = locales
    .flatMap((locale) =>
      files.map((file) => `<sitemap><loc>${xmlText(siteUrl(origin, pathIn(locale, `/sitemaps/${file}`)))}</loc></sitemap>`),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

const FILE_NAME = /^(?:(pages)|(series|episodes)-([1-9]\d{0,5}))\.xml$/;

/** One sitemap file by its name in the index, in `locale`, or null for a name the index does not hold. */
export async function sitemapFile(app: AppContext, origin: string, name: string, locale: Locale = baseLocale): Promise<string | null> {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  if (match[1])
    return urlset(
      locale,
      origin,
      SITE_PAGES.map((path) => ({ path })),
    );
  const after = (Number(match[3]) - 1) * URLS_PER_FILE;
  const table = match[2] === "series" ? series : episodes;
  const window = and(gt(table.id, after), lte(table.id, after + URLS_PER_FILE));
  const last = app.db.select({ id: max(table.id) }).from(table);
  const [rows, [lastRow]] =
    table === series
      ? await app.db.batch([
          app.db
            .select({ slug: series.slug, updatedAt: series.updatedAt })
            .from(series)
            .where(and(window, shownTo(app)))
            .orderBy(asc(series.id)),
          last,
        ])
      : await app.db.batch([
          app.db
            .select({ slug: series.slug, number: episodes.episodeNumber, updatedAt: episodes.updatedAt })
            .from(episodes)
            .innerJoin(series, eq(series.id, episodes.seriesId))
            .where(and(window, shownTo(app)))
            .orderBy(asc(episodes.id)),
          last,
        ]);
  if (after >= (lastRow?.id ?? 0)) return null;
  return urlset(
    locale,
    origin,
    rows.map((row) => ({ path: "number" in row ? `/${row.slug}/episode/${row.number}` : `/${row.slug}`, lastmod: row.updatedAt })),
  );
}
