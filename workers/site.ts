// The site's own layers, behind the page cache (workers/app.ts): a chunk of its own, loaded by the
// first request the cache does not answer (issue #86, decision 056). The pages are a chunk of their
// own again, loaded by the first page rendered: an isolate that answers only the API never builds
// React Router's routes.
import { Hono } from "hono";
import { ConfigError } from "~/.server/env";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "~/.server/errors";
import { countedR2 } from "~/.server/usage/bindings";
import { usageOf } from "~/.server/usage/request-usage";
import { serveUpload } from "~/.server/storage/uploads";
import { withPathKeysCut } from "~/domain/private-feeds/paths";
import { api } from "./api";
import { d1Session, type WorkerEnv } from "./d1-session";
import { pageViews } from "./page-views";
import { formBodiesOnly, localHostsOnly, sameOriginForms, securityHeaders, streamSources } from "./security";

/**
 * Every request the static assets do not answer (the build's files are served before the worker
 * runs) and the page cache does not (workers/app.ts asks it first), through these layers in this
 * order: each sees only what the ones before it let through.
 */
export const site = new Hono<WorkerEnv>()
  // 1. Only this site's own hosts (locally: loopback), and the headers every answer carries: the
  //    policy with its nonce, widened per page for the stream hosts it names.
  .use(localHostsOnly, streamSources, securityHeaders)
  // 2. Uploads from R2, before anything counts a view or opens a D1 session.
  .get("/uploads/:key", async (c) => {
    const response = await serveUpload(countedR2(c.env.BUCKET, usageOf(c.executionCtx)), c.req.param("key"));
    return response ?? c.text("Not found", 404);
  })
  // 3. Counted as a view, and given the request's D1 session (with its bookmark).
  .use(pageViews, d1Session)
  // 4. The API, with its own guards, limits and JSON errors.
  .route("/api", api)
  // 5. The pages: forms only from this site and only as forms, then React Router.
  .use(sameOriginForms, formBodiesOnly)
  .all("*", async (c) => (await import("./pages")).renderPage(c));

site.onError((error, c) => {
  console.error("worker error", c.req.method, withPathKeysCut(c.req.path), error);
  if (isStorageUnavailable(error))
    return c.text("Busy; try again in a moment.", 503, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
  return c.text(error instanceof ConfigError ? error.message : "Internal server error", 500);
});
