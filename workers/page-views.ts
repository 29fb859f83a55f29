import { createMiddleware } from "hono/factory";
import { clientIpOf } from "~/.server/client-ip";
import { primaryAppContext } from "~/.server/context";
import { readEnv, type AppEnv } from "~/.server/env";
import { logBackgroundUsage, usageOf } from "~/.server/usage/request-usage";
import { isRecordedPage, pageViewOf, recordPageViews, type PageView } from "~/domain/visitors/page-views.server";
import type { WorkerEnv } from "./d1-session";

/**
 * Views wait this long in the isolate and are then written together: one D1 round trip for all
 * the views of that moment instead of a write per page view, which a busy site's primary could
 * not keep up with. Every request that adds a view waits (in `waitUntil`) for the write.
 */
const GATHER_MS = 200;
let gathered: PageView[] = [];
let writing: Promise<void> | null = null;

function gather(view: PageView, env: Env, ctx: Pick<ExecutionContext, "waitUntil">): Promise<void> {
  gathered.push(view);
  writing ??= new Promise((resolve) => setTimeout(resolve, GATHER_MS)).then(() => {
    const views = gathered;
    gathered = [];
    writing = null;
    const app = primaryAppContext(env, ctx);
    return recordPageViews(app, views).then(
      () => logBackgroundUsage(app.env, `${views.length} page views`, usageOf(app)),
      (error) => console.error(`${views.length} page views not recorded`, error),
    );
  });
  return writing;
}

/** What a page request records, read off the request here so the domain sees plain values. */
export function pageViewOfRequest(request: Request, env: Pick<AppEnv, "SITE_TIMEZONE" | "CLIENT_IP_FROM">): PageView | null {
  const header = (name: string) => request.headers.get(name);
  const page = { url: request.url, ip: clientIpOf(request, env), userAgent: header("User-Agent"), referrer: header("Referer") };
  return pageViewOf(page, env.SITE_TIMEZONE);
}

/** Records the visit or episode view that a successful page GET stands for, after answering. */
export function recordViewAfter(request: Request, response: Response, env: Env, ctx: Pick<ExecutionContext, "waitUntil">) {
  if (request.method !== "GET" || response.status !== 200 || !isRecordedPage(request.url)) return;
  const view = pageViewOfRequest(request, readEnv(env));
  if (view) ctx.waitUntil(gather(view, env, ctx));
}

/** The same for pages rendered by the app (a cached page is recorded where it is served). */
export const pageViews = createMiddleware<WorkerEnv>(async (c, next) => {
  await next();
  recordViewAfter(c.req.raw, c.res, c.env, c.executionCtx);
});
