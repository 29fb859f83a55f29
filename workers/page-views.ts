import { createMiddleware } from "hono/factory";
import { primaryDatabase } from "~/.server/context";
import { readEnv } from "~/.server/env";
import { pageViewOf, recordPageView } from "~/domain/visitors/page-views.server";
import type { WorkerEnv } from "./page-cache";

/** Logs the visit or counts the episode view that a successful page GET stands for, after answering. */
export function recordViewAfter(request: Request, response: Response, env: Env, ctx: Pick<ExecutionContext, "waitUntil">) {
  if (request.method !== "GET" || response.status !== 200) return;
  const view = pageViewOf(new URL(request.url).pathname);
  if (!view) return;
  const recorded = recordPageView(primaryDatabase(env), view, request, readEnv(env).SITE_TIMEZONE);
  ctx.waitUntil(recorded.catch((error) => console.error("page view not recorded", error)));
}

/** The same for pages rendered by the app (a cached page is recorded where it is served). */
export const pageViews = createMiddleware<WorkerEnv>(async (c, next) => {
  await next();
  recordViewAfter(c.req.raw, c.res, c.env, c.executionCtx);
});
