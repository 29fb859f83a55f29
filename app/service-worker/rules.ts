// The service worker's rules that need no cache: which answers it may keep, which addresses are
// files named by their content or a saved episode's copies, a sign-out, a path's language. Plain
// functions, unit-tested in Node (rules.test.ts) beside the worker (sw.ts).
import { SAVED_PATH_PREFIX } from "~/lib/saved-episode-names";

const SAVED_PATH = new RegExp(`^${SAVED_PATH_PREFIX}(\\d+)/`);

/** The saved episode whose copy a path names (`/saved/12/index.m3u8` → "12"), or null. */
export const savedEpisodeIdOf = (pathname: string) => SAVED_PATH.exec(pathname)?.[1] ?? null;

/** The language prefix of a path ("/zh-Hans/list" → "/zh-Hans"), "" for the site's first language. */
export function prefixOf(pathname: string, locales: readonly string[]) {
  const first = pathname.split("/")[1] ?? "";
  return locales.includes(first) ? `/${first}` : "";
}

/** Files named by their content (the build's assets, uploads): the same address never changes. */
export const isSiteFile = (url: URL) => url.pathname.startsWith("/assets/") || url.pathname.startsWith("/uploads/");

/** The viewer's sign-out, in any language: a form's post, or the app's (React Router's `.data`). */
export const isLogout = (pathname: string) => /^(\/[^/]+)?\/logout(\.data)?$/.test(pathname);

/** Whether a page's answer may be kept: a whole HTML page of this site that is not the admin's and not no-store. */
export async function keepablePage(response: Response) {
  if (response.status !== 200 || response.type !== "basic") return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (/no-store/.test(response.headers.get("Cache-Control") ?? "")) return false;
  // The admin's pages say so on their root element (app/root.tsx); the admin's address is not known here.
  const text = await response.clone().text();
  return !/<html[^>]* data-area="admin"/.test(text);
}
