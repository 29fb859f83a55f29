// D1 read replication through the Sessions API: a read goes to any replica at least as fresh as
// the viewer's bookmark, a write starts at the primary, and the bookmark after it goes back to
// the client, so a viewer always sees their own writes on the next page (decision 009).
import { createMiddleware } from "hono/factory";
import { cookiesOf, cookieText, isLocalhost } from "~/lib/cookies";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { type AppContext, buildAppContext } from "~/.server/context";
import { lookupOf } from "./page-lookup";
import { isSafeMethod } from "./security";

/** What the worker's Hono app holds per request: the app context (set here) and the script nonce (workers/security.ts). */
export type WorkerEnv = { Bindings: Env; Variables: SecureHeadersVariables & { app: AppContext } };

/** Where a response's D1 session stood when it was answered; the page cache strips it from what it keeps. */
export const BOOKMARK_HEADER = "X-D1-Bookmark";
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

/**
 * Where a read starts when the viewer sent no bookmark: for a page that may be shared, where D1
 * stood after the write that made the page version, so a page kept under a version is never older
 * than that write. The page cache made the same lookup before rendering (workers/page-cache.ts):
 * made again here, it costs a parse of the address and the version the isolate holds.
 */
async function pageVersionStart(request: Request, env: Env, ctx: Pick<ExecutionContext, "waitUntil">) {
  return (await lookupOf(request, env, ctx))?.version?.bookmark ?? null;
}

export const d1Session = createMiddleware<WorkerEnv>(async (c, next) => {
  const write = !isSafeMethod(c.req.method);
  const start = write
    ? "first-primary"
    : (bookmarkOf(c.req.raw) ?? (await pageVersionStart(c.req.raw, c.env, c.executionCtx)) ?? "first-unconstrained");
  const app = buildAppContext(c.env, c.executionCtx, start);
  c.set("app", app);
  await next();
  const bookmark = app.d1Bookmark();
  if (!bookmark) return;
  const handBack = (headers: Headers) => {
    headers.set(BOOKMARK_HEADER, bookmark);
    // Pages keep it in a cookie; API clients read the header and send it back themselves.
    if (write && !c.req.path.startsWith("/api/")) headers.append("Set-Cookie", bookmarkCookie(bookmark, c.req.raw));
  };
  try {
    handBack(c.res.headers);
  } catch {
    // Immutable headers (a redirect made by Response.redirect): answered by a copy, whose can be set.
    c.res = new Response(c.res.body, c.res);
    handBack(c.res.headers);
  }
});
