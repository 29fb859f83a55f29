// The service worker keeps the pages a viewer opened, to open them again offline (decision 063),
// and must never show them to the next person on the device: a session can end without the Sign
// out button (it expired, or was ended from another device) before someone else signs in. So
// every page answer names the session it leaves the browser with, as a one-way digest of the
// session cookie (no account id in it, nothing to sign in with), and the service worker forgets
// every page it kept when that changes, or when an answer names none (nobody is signed in).
import { cookiesOf, SESSION_KEY_HEADER, USER_SESSION_COOKIE } from "~/lib/cookies";
import { withHeadersChanged } from "./response-headers";

const encoder = new TextEncoder();

/** The session cookie's value as the answer leaves it: the one it sets (empty when it drops it), else the request's. */
function sessionLeftBy(request: Request, response: Response): string | null {
  for (const line of response.headers.getSetCookie()) {
    const said = cookiesOf(line.split(";")[0] ?? "")[USER_SESSION_COOKIE];
    if (said !== undefined) return said || null;
  }
  return cookiesOf(request.headers.get("Cookie"))[USER_SESSION_COOKIE] || null;
}

/** A page answer with the key of the session it leaves; anything else as it is. */
export async function withSessionKey(request: Request, response: Response): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const session = sessionLeftBy(request, response);
  if (!session) return response;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(session)));
  const key = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return withHeadersChanged(response, (headers) => headers.set(SESSION_KEY_HEADER, key));
}
