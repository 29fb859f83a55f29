import { isReservedSlug } from "./reserved-slugs";

/** The page a document or data request shows: `/x.data` is `/x`, `/_.data` is home (as React Router names them). */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}

/** The site's own pages, those that are not a series or an episode. */
export const SITE_PAGES = ["/", "/list", "/atoz", "/about", "/contact", "/privacy-policy", "/disclaimer", "/dmca"];
const fixedPages = new Set(SITE_PAGES);
const seriesPage = /^\/([^/]+)(?:\/episode\/\d+)?$/;

/**
 * The catalogue's public pages: home, browse, A to Z, the info pages, a series and its episodes.
 * They look the same to every anonymous viewer; account, history and admin pages never do.
 */
export function isPublicPage(page: string, adminBasePath: string): boolean {
  if (fixedPages.has(page)) return true;
  const slug = seriesPage.exec(page)?.[1];
  return slug !== undefined && !isReservedSlug(slug, adminBasePath);
}
