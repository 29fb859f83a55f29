import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { ConfigError } from "~/.server/env";
import { d1UsageOf, serverTimingOf } from "~/.server/db/usage";
import { serveUpload } from "~/.server/storage/uploads";
// @ts-ignore -- written by `npm run build` (remix vite:build) before the worker is bundled
import * as build from "../build/server/index.js";
import { api } from "./api";
import { d1Session } from "./d1-session";
import { getLoadContext } from "./load-context";
import { cachedPage, pageCache, type WorkerEnv } from "./page-cache";
import { runMaintenance } from "./maintenance";
import { pageViews, recordViewAfter } from "./page-views";
import { sameOriginForms, securityHeaders } from "./security";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

const app = new Hono<WorkerEnv>();

app.use("*", pageCache);
app.use("*", securityHeaders);

app.use("*", async (c, next) => {
  await next();
  const usage = d1UsageOf(c.executionCtx);
  if (!usage) return;
  try {
    c.res.headers.append("Server-Timing", serverTimingOf(usage));
  } catch {
    // A response with immutable headers (Response.redirect) goes out without the figure.
  }
});

app.get("/uploads/:key", async (c) => {
  const response = await serveUpload(c.env.BUCKET, c.req.param("key"));
  return response ?? c.text("Not found", 404);
});

app.use("*", pageViews);
app.use("*", d1Session);

app.route("/api", api);

app.use("*", sameOriginForms);

app.all("*", (c) => handleRemixRequest(c.req.raw, getLoadContext(c.env, c.executionCtx as ExecutionContext, c.var.app, c.var.secureHeadersNonce ?? "")));

app.onError((error, c) => {
  console.error("worker error", c.req.method, c.req.path, error);
  return c.text(error instanceof ConfigError ? error.message : "Internal server error", 500);
});

export default {
  /** A cached page is answered before any routing; everything else goes through the app. */
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const cached = await cachedPage(request, env);
    if (!cached) return app.fetch(request, env, ctx);
    recordViewAfter(request, cached, env, ctx);
    return cached;
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    await runMaintenance(env, ctx, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
