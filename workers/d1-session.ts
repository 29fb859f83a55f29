// D1 read replication through the Sessions API: a read goes to any replica at least as fresh as
// the viewer's bookmark, a write starts at the primary, and the bookmark after it goes back to
// the client, so a viewer always sees their own writes on the next page (decision 009).
import { createMiddleware } from "hono/factory";
import { cookiesOf, cookieText, isLocalhost } from "~/lib/cookies";
import { buildAppContext } from "~/.server/context";
import type { WorkerEnv } from "./page-cache";
import { isSafeMethod } from "./security";

const BOOKMARK_HEADER = "X-D1-Bookmark";
const BOOKMARK_COOKIE = "d1_bookmark";
/** Replicas catch up in seconds; after this the cookie has done its work. */
const BOOKMARK_COOKIE_SECONDS = 300;

// D1 bookmarks are dash-separated hex ("0000002b-00000000-…"); anything else a client sends is
// ignored rather than handed to D1, which would fail the request over it.
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

function bookmarkOf(request: Request): string | null {
  const sent = request.headers.get(BOOKMARK_HEADER) ?? cookiesOf(request.headers.get("Cookie"))[BOOKMARK_COOKIE] ?? null;
  return sent && BOOKMARK.test(sent) ? sent : null;
}

function bookmarkCookie(bookmark: string, request: Request) {
  return cookieText(BOOKMARK_COOKIE, bookmark, {
    path: "/",
    maxAge: BOOKMARK_COOKIE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalhost(request),
  });
}

export const d1Session = createMiddleware<WorkerEnv>(async (c, next) => {
  const write = !isSafeMethod(c.req.method);
  const start = write ? "first-primary" : (bookmarkOf(c.req.raw) ?? c.get("pageVersion")?.bookmark ?? "first-unconstrained");
  const app = buildAppContext(c.env, c.executionCtx, start);
  c.set("app", app);
  await next();
  const bookmark = app.d1Bookmark();
  if (!bookmark) return;
  // Redirects and some responses carry immutable headers: answer with a copy when they do.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set(BOOKMARK_HEADER, bookmark);
  // Pages keep it in a cookie; API clients read the header and send it back themselves.
  if (write && !c.req.path.startsWith("/api/")) c.res.headers.append("Set-Cookie", bookmarkCookie(bookmark, c.req.raw));
});
