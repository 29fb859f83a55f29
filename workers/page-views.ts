import { createMiddleware } from "hono/factory";
import { primaryDatabase } from "~/.server/context";
import { readEnv } from "~/.server/env";
import { pageViewOf, recordPageView } from "~/domain/visitors/page-views.server";
import type { WorkerEnv } from "./page-cache";

/** Logs the visit or counts the episode view a page stands for, after answering, cached or not. */
export const pageViews = createMiddleware<WorkerEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "GET" || c.res.status !== 200) return;
  const view = pageViewOf(c.req.path);
  if (!view) return;
  const recorded = recordPageView(primaryDatabase(c.env), view, c.req.raw, readEnv(c.env).SITE_TIMEZONE);
  c.executionCtx.waitUntil(recorded.catch((error) => console.error("page view not recorded", error)));
});
