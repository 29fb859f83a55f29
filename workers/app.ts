import type { ServerBuild } from "react-router";
import { Hono } from "hono";
import { clientIpOf } from "~/.server/client-ip";
import { ConfigError } from "~/.server/env";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "~/.server/errors";
import { countedR2 } from "~/.server/usage/bindings";
import { serverTimingOf, usageOf, type RequestUsage } from "~/.server/usage/request-usage";
import type { PushMessage } from "~/.server/push/messages";
import { serveUpload, type VariantMessage } from "~/.server/storage/uploads";
import { withFeedKeysCut } from "~/domain/private-feeds/keys.server";
import { locales } from "~/i18n/locales";
import { localeOfPath, localePrefix } from "~/lib/locale-paths";
import * as build from "virtual:react-router/server-build";
import { api } from "./api";
import { d1Session, type WorkerEnv } from "./d1-session";
import { answerThroughPageCache } from "./page-cache";
import { runMaintenance } from "./maintenance";
import { unavailablePage } from "./outage";
import { consumeVariantMessages } from "./image-queue";
import { consumePushMessages } from "./push-queue";
import { consumeSourceMessages } from "./sources-queue";
import type { SourceMessage } from "~/.server/sources/messages";
import { pageViews } from "./page-views";
import { withSessionKey } from "./kept-pages";
import { withHeadersChanged } from "./response-headers";
import { formBodiesOnly, localHostsOnly, sameOriginForms, securityHeaders, streamSources } from "./security";

type PageEntry = typeof import("~/entry.server");
type RenderFaults = import("~/entry.server").RenderFaults;
const serverBuild = build as unknown as ServerBuild & { entry: { module: PageEntry } };
// React Router and the request context come from the build itself (see app/entry.server.tsx).
const { createRequestHandler, routerContextOf, inLocale } = serverBuild.entry.module;
// One handler per language, each with its prefix as the basename (decision 046): links, forms and
// redirects a page makes under /zh-Hans stay under /zh-Hans without any route knowing its language.
const pageHandlers = new Map(
  locales.map((locale) => [locale, createRequestHandler({ ...serverBuild, basename: localePrefix(locale) || "/" })]),
);

const app = new Hono<WorkerEnv>();

app.use("*", localHostsOnly);
app.use("*", streamSources);
app.use("*", securityHeaders);

app.get("/uploads/:key", async (c) => {
  const response = await serveUpload(countedR2(c.env.BUCKET, usageOf(c.executionCtx)), c.req.param("key"));
  return response ?? c.text("Not found", 404);
});

app.use("*", pageViews);
app.use("*", d1Session);

app.route("/api", api);

app.use("*", sameOriginForms);
app.use("*", formBodiesOnly);

app.all("*", async (c) => {
  const faults: RenderFaults = { storageFailed: false };
  const { locale } = localeOfPath(c.req.path);
  const handlePageRequest = pageHandlers.get(locale) as ReturnType<typeof createRequestHandler>;
  const context = routerContextOf(c.var.app, c.var.secureHeadersNonce ?? "", clientIpOf(c.req.raw, c.var.app.env), faults);
  const response = await inLocale(locale, () => handlePageRequest(c.req.raw, context));
  // The error page React Router drew, as a 503 when storage failed rather than the code: the page
  // cache answers a 503 with the page's stale copy when it has one (workers/page-cache.ts).
  return response.status >= 500 && faults.storageFailed ? unavailablePage(response) : response;
});

app.onError((error, c) => {
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
    const response = await answerThroughPageCache(request, env, ctx, async () => app.fetch(request, env, ctx));
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
