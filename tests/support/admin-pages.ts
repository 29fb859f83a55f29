import { fetchWorker } from "./worker";

/** The admin pages' session cookie for an admin token (`adminToken()`'s), encoded as React Router's unsigned cookies are. */
export const adminCookie = (token: string) => `__admin_session=${encodeURIComponent(btoa(JSON.stringify(token)))}`;

/**
 * A form posted to an admin page as a browser without JavaScript posts it: from the site's own
 * origin (React Router refuses an action posted from another), signed in, its redirect not followed.
 */
export function postAdminForm(path: string, cookie: string, body: FormData | URLSearchParams) {
  return fetchWorker(path, { method: "POST", body, redirect: "manual", headers: { Origin: "https://example.com", Cookie: cookie } });
}
