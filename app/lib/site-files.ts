// The site's own files a page names (its scripts, styles, fonts and islands' modules): the build
// names them by their content under /assets/, so the same address never changes. The service
// worker keeps them for the offline page, and a save for offline keeps them for its page.

/** Every such file a page's text names, as the build writes its address. */
export const SITE_FILES = /\/assets\/[\w.-]+\.(?:js|css|woff2?)/g;

/** The site files `html` names, each once. */
export const siteFilesOf = (html: string) => [...new Set([...html.matchAll(SITE_FILES)].map((match) => match[0]))];
