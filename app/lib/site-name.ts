/** The site's name, as every page title, feed, calendar and passkey prompt shows it. */
export const SITE_NAME = "AnimeStream";

/** A page's `<title>`: what the page is, then the site. */
export const pageTitle = (what: string) => `${what} — ${SITE_NAME}`;
