// When D1 or R2 fail in passing (docs/decisions/025-platform-faults.md): a page whose render
// failed for storage answers 503 with Retry-After, and an anonymous reader of a public page the
// cache once held gets that copy instead, for a day at most, marked STALE.
import { STORAGE_RETRY_AFTER_SECONDS } from "~/.server/errors";
import { withFreshNonce } from "./hot-pages";

/** How old a page may be and still stand in for one D1 cannot render. */
export const STALE_PAGE_SECONDS = 24 * 3600;
/** The page-cache version a stale copy is kept under: one copy a page, whatever the version. */
export const STALE_VERSION = "stale";
const STORED_AT = "X-Stored-At";

/** The headers of a shared page's copy (`keepShared` in page-cache.ts) as its stand-in, kept for the day. */
export function staleHeaders(stored: Headers): Headers {
  const headers = new Headers(stored);
  headers.set("Cache-Control", `public, max-age=0, s-maxage=${STALE_PAGE_SECONDS}`);
  headers.set(STORED_AT, String(Date.now()));
  return headers;
}

/** The stand-in the cache holds for `key`, with its age; null when there is none or it is too old. */
export async function stalePage(cache: Cache, key: string): Promise<Response | null> {
  const stored = await cache.match(key).catch(() => undefined);
  const ageSeconds = stored ? Math.floor((Date.now() - Number(stored.headers.get(STORED_AT))) / 1000) : NaN;
  if (!stored || !(ageSeconds >= 0 && ageSeconds <= STALE_PAGE_SECONDS)) return null;
  const answer = await withFreshNonce(stored);
  answer.headers.delete(STORED_AT);
  answer.headers.set("Age", String(ageSeconds));
  // Only for this reader: no browser or cache in between keeps an old page.
  answer.headers.set("Cache-Control", "no-store");
  answer.headers.set("X-Page-Cache", "STALE");
  return answer;
}

/** A page whose render failed because storage did: 503 and when to come back; the error page stays. */
export function unavailablePage(response: Response): Response {
  const answer = new Response(response.body, { status: 503, headers: response.headers });
  answer.headers.set("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
  answer.headers.set("Cache-Control", "no-store");
  return answer;
}
