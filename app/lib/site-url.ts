/**
 * `path` as a path of this site: leading slashes or backslashes made one slash. A request's own path
 * may be `//evil.example/login` (`/ar//evil.example/login` is a 404 page that still draws its
 * language links), and written into a link it would name another host (issue #65).
 */
export const onSite = (path: string) => path.replace(/^[/\\]{2,}/, "/");

/** An absolute address on the site, percent-encoded as URLs are (a slug may hold any script). */
export const siteUrl = (origin: string, path: string) => (origin ? new URL(onSite(path), origin).href : onSite(path));

/**
 * The site's own origin: SITE_ORIGIN where it is set, else the one the request came to. On
 * Cloudflare only the site's own hosts reach the worker; locally the worker answers only loopback
 * names and addresses (workers/security.ts), so a `Host` header names no other site either.
 */
export const siteOrigin = (env: { SITE_ORIGIN?: string }, requestUrl: string) => env.SITE_ORIGIN ?? new URL(requestUrl).origin;
