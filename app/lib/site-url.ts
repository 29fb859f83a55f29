/** An absolute address on the site, percent-encoded as URLs are (a slug may hold any script). */
export const siteUrl = (origin: string, path: string) => (origin ? new URL(path, origin).href : path);
