import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { buildAppContext } from "~/.server/context";
import { ConfigError } from "~/.server/env";
import { seriesRoutes } from "./series";

export const api = new Hono<ApiEnv>();

api.use("*", async (c, next) => {
  c.set("app", buildAppContext(c.env, c.executionCtx));
  await next();
});

api.route("/series", seriesRoutes);

// Registered last: an unknown /api path must not fall through to the Remix pages.
api.all("*", (c) => c.json({ error: "Not found" }, 404));

// A 500 names a configuration problem (names only, never values) and nothing else: no stack, no SQL.
api.onError((error, c) => {
  console.error("api error", c.req.method, c.req.path, error);
  const message = error instanceof ConfigError ? error.message : "Internal server error";
  return c.json({ error: message }, 500);
});
