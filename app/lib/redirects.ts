import { isSitePath } from "./site-path";

/** An address no site has: paths are parsed against it, and only what stays on it is kept. */
const SITE = "https://site.invalid";

/** The login page that comes back to `path` (a path of this site) once the viewer has signed in. */
export const loginReturningTo = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`;

/** A path of this site as a URL, to read or change its query (on no real origin: only its path is kept). */
export const sitePathUrl = (path: string) => new URL(path, SITE);

/**
 * Only a path on this site: never another origin. The value is read by the WHATWG URL parser, as a
 * browser reads a `Location`, so "//evil.example", "/\\evil.example" and "/<TAB>/evil.example" (the
 * parser drops tabs and newlines) all leave the site and fall back; what stays is answered as the
 * parser normalised it, with no control character left to break a header, and only when that
 * normalised path is itself a path of this site.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments ("/.//x", "/%2e//x") go in parsing and can leave a path that starts with "//",
  // which a browser reads as another site's address: that falls back too.
  return isSitePath(path) ? path : fallback;
}
