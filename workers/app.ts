// The worker's entry: what a new isolate runs before its first request. It holds the page cache,
// which answers a kept page with no more code, and the rooms' class; each other kind of work loads
// its own chunk on its first request and keeps it for the isolate's life (issue #86, decision 056):
// the site's layers and the API, the pages, each queue's consumer, the daily upkeep.
import type { VariantMessage } from "~/.server/storage/uploads";
import type { PushMessage } from "~/.server/push/messages";
import type { SourceMessage } from "~/.server/sources/messages";
import { serverTimingOf, usageOf, type RequestUsage } from "~/.server/usage/request-usage";
import { withSessionKey } from "./kept-pages";
import { answerThroughPageCache } from "./page-cache";
import { withHeadersChanged } from "./response-headers";

// The watch-together rooms' Durable Object class, which wrangler.toml binds as ROOMS (decision 055).
export { WatchRoom } from "./rooms/watch-room";

/** The response with what its request cost in `Server-Timing`. */
const withUsage = (response: Response, usage: RequestUsage) =>
  withHeadersChanged(response, (headers) => headers.append("Server-Timing", serverTimingOf(usage)));

export default {
  /** Through the page cache, which answers a cached page before any routing and hands the rest to the app. */
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const usage = usageOf(ctx);
    const response = await answerThroughPageCache(request, env, ctx, async () => (await import("./site")).site.fetch(request, env, ctx));
    // Named after the page cache, so no kept copy carries one viewer's session key.
    return withUsage(await withSessionKey(request, response), usage);
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    const { runMaintenance } = await import("./maintenance");
    await runMaintenance(env, ctx, new Date(controller.scheduledTime));
  },
  /** Each queue's consumer, by the queue's name in wrangler.toml. */
  async queue(batch: MessageBatch<PushMessage | VariantMessage | SourceMessage>, env: Env, ctx: ExecutionContext) {
    if (batch.queue === "anime-catalogue-images")
      await (await import("./image-queue")).consumeVariantMessages(batch as MessageBatch<VariantMessage>, env, ctx);
    else if (batch.queue === "anime-catalogue-sources")
      await (await import("./sources-queue")).consumeSourceMessages(batch as MessageBatch<SourceMessage>, env, ctx);
    else await (await import("./push-queue")).consumePushMessages(batch as MessageBatch<PushMessage>, env, ctx);
  },
} satisfies ExportedHandler<Env, PushMessage | VariantMessage | SourceMessage>;
