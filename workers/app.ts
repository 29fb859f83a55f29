import { Hono } from "hono";
import { ConfigError } from "~/.server/env";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "~/.server/errors";
import { countedR2 } from "~/.server/usage/bindings";
import { serverTimingOf, usageOf, type RequestUsage } from "~/.server/usage/request-usage";
import type { PushMessage } from "~/.server/push/messages";
import { serveUpload, type VariantMessage } from "~/.server/storage/uploads";
import { withFeedKeysCut } from "~/domain/private-feeds/paths";
import { api } from "./api";
import { d1Session, type WorkerEnv } from "./d1-session";
import { answerThroughPageCache } from "./page-cache";
import { runMaintenance } from "./maintenance";
import { consumeVariantMessages } from "./image-queue";
import { consumePushMessages } from "./push-queue";
import { consumeSourceMessages } from "./sources-queue";
import type { SourceMessage } from "~/.server/sources/messages";
import { pageViews } from "./page-views";
import { renderPage } from "./pages";
import { withSessionKey } from "./kept-pages";
import { withHeadersChanged } from "./response-headers";
import { formBodiesOnly, localHostsOnly, sameOriginForms, securityHeaders, streamSources } from "./security";

/**
 * Every request the static assets do not answer (the build's files are served before the worker
 * runs) and the page cache does not (`fetch` below asks it first), through these layers in this
 * order: each sees only what the ones before it let through.
 */
const site = new Hono<WorkerEnv>()
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
  .all("*", renderPage);

site.onError((error, c) => {
  console.error("worker error", c.req.method, withFeedKeysCut(c.req.path), error);
  if (isStorageUnavailable(error))
    return c.text("Busy; try again in a moment.", 503, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
  return c.text(error instanceof ConfigError ? error.message : "Internal server error", 500);
});

// The watch-together rooms' Durable Object class, which wrangler.toml binds as ROOMS (decision 055).
export { WatchRoom } from "./rooms/watch-room";

/** The response with what its request cost in `Server-Timing`. */
const withUsage = (response: Response, usage: RequestUsage) =>
  withHeadersChanged(response, (headers) => headers.append("Server-Timing", serverTimingOf(usage)));

export default {
  /** Through the page cache, which answers a cached page before any routing and hands the rest to the app. */
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const usage = usageOf(ctx);
    const response = await answerThroughPageCache(request, env, ctx, async () => site.fetch(request, env, ctx));
    // Named after the page cache, so no kept copy carries one viewer's session key.
    return withUsage(await withSessionKey(request, response), usage);
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    await runMaintenance(env, ctx, new Date(controller.scheduledTime));
  },
  /** Each queue's consumer, by the queue's name in wrangler.toml. */
  async queue(batch: MessageBatch<PushMessage | VariantMessage | SourceMessage>, env: Env, ctx: ExecutionContext) {
    if (batch.queue === "anime-catalogue-images") await consumeVariantMessages(batch as MessageBatch<VariantMessage>, env, ctx);
    else if (batch.queue === "anime-catalogue-sources") await consumeSourceMessages(batch as MessageBatch<SourceMessage>, env, ctx);
    else await consumePushMessages(batch as MessageBatch<PushMessage>, env, ctx);
  },
} satisfies ExportedHandler<Env, PushMessage | VariantMessage | SourceMessage>;
