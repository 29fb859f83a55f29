import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sizeText } from "~/lib/vocabulary/upload-limits";
import { API_BODY_BYTES } from "./upload-file";
import { z } from "zod";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { ApiEnv } from "./env";
import { buildAppContext } from "~/.server/context";
import { ConfigError } from "~/.server/env";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "~/.server/errors";
import { DomainError, refusalAnswer } from "~/lib/refusals";
import { adminRoutes } from "./admin";
import { adRoutes } from "./ads";
import { commentRoutes } from "./comments";
import { episodeRoutes } from "./episodes";
import { followRoutes } from "./follows";
import { trackerRoutes } from "./trackers";
import { recommendationRoutes } from "./recommendations";
import { listRoutes } from "./lists";
import { notificationRoutes } from "./notifications";
import { adminSecurityRoutes, ownPasskeyRoutes, passkeySignInRoutes, securityEventRoutes } from "./passkeys";
import { privateFeedRoutes } from "./private-feeds";
import { pushSubscriptionRoutes } from "./push-subscriptions";
import { watchHistoryRoutes } from "./watch-history";
import { statsRoutes } from "./stats";
import { fontRoutes } from "./fonts";
import { genreRoutes } from "./genres";
import { guard } from "./guard";
import { settleAudience } from "./auth-guards";
import { openApiDocument } from "./openapi";
import { referencePage } from "./reference-page";
import { endpointIndex, routeMarkers, type EndpointInfo } from "./route-meta";
import { playerReportRoutes } from "./player-reports";
import { danmakuRoutes } from "./danmaku";
import { roomRoutes } from "./rooms";
import { seriesRoutes } from "./series";
import { profileRoutes } from "./profiles";
import { segmentRoutes } from "./segments";
import { scheduleRoutes } from "./schedule";
import { aboutContactRoutes, homeRoutes, logoRoutes, ratingCapRoutes } from "./site";
import { top10Routes } from "./top10";
import { userRoutes } from "./users";
import { visitorRoutes } from "./visitors";

export const api = new Hono<ApiEnv>();

// Other sites may read the catalogue, never write: only GET and HEAD are open to CORS.
const readOnlyCors = cors({ origin: "*", allowMethods: ["GET", "HEAD"], exposeHeaders: ["X-Total-Count", "Link"] });
api.use("*", async (c, next) => (["GET", "HEAD", "OPTIONS"].includes(c.req.method) ? readOnlyCors(c, next) : next()));

// Every body is bounded as it arrives, chunked or declared, before a parser sees it (issue #49).
// A multipart upload is bounded by its route, by its kind's own limit ("The file is larger than
// 512 KiB": workers/api/upload-file.ts, the only reader of multipart bodies), which says more.
const bodyWithinBudget = bodyLimit({
  maxSize: API_BODY_BYTES,
  onError: () => {
    throw new DomainError(413, `The request body is larger than ${sizeText(API_BODY_BYTES)}.`);
  },
});
api.use("*", (c, next) => ((c.req.header("Content-Type") ?? "").startsWith("multipart/form-data") ? next() : bodyWithinBudget(c, next)));

// The worker starts the request's D1 session (workers/d1-session.ts); the API mounted alone, as
// some tests do, starts its own.
api.use("*", async (c, next) => {
  if (!c.get("app")) c.set("app", buildAppContext(c.env, c.executionCtx));
  await next();
});
api.use("*", settleAudience);
let endpoints: Map<string, EndpointInfo> | undefined;
api.use(
  "*",
  guard(() => (endpoints ??= endpointIndex(api))),
);

api.route("/series", seriesRoutes);
api.route("/episodes", episodeRoutes);
api.route("/fonts", fontRoutes);
api.route("/genres", genreRoutes);
api.route("/home", homeRoutes);
api.route("/about-contact", aboutContactRoutes);
api.route("/content-ratings", ratingCapRoutes);
api.route("/", logoRoutes);
api.route("/top10", top10Routes);
api.route("/schedule", scheduleRoutes);
api.route("/comments", commentRoutes);
api.route("/users/me/follows", followRoutes);
api.route("/users/me/list", listRoutes);
api.route("/users/me/notifications", notificationRoutes);
api.route("/users/me/feeds", privateFeedRoutes);
api.route("/users/me/history", watchHistoryRoutes);
api.route("/users/me/stats", statsRoutes);
api.route("/users/me/push-subscriptions", pushSubscriptionRoutes);
api.route("/users/me/passkeys", ownPasskeyRoutes("user"));
api.route("/users/me/security-events", securityEventRoutes);
api.route("/users/me/trackers", trackerRoutes);
api.route("/users/me/recommendations", recommendationRoutes);
api.route("/users/me/profiles", profileRoutes);
api.route("/users/passkeys", passkeySignInRoutes("user"));
api.route("/users", userRoutes);
api.route("/admin/passkeys", passkeySignInRoutes("admin"));
api.route("/admin/passkeys", ownPasskeyRoutes("admin"));
api.route("/admin/security", adminSecurityRoutes);
api.route("/admin", adminRoutes);
api.route("/visitors", visitorRoutes);
api.route("/ads", adRoutes);
api.route("/player-reports", playerReportRoutes);
api.route("/danmaku", danmakuRoutes);
api.route("/segments", segmentRoutes);
api.route("/rooms", roomRoutes);

const { publicRoute } = routeMarkers("Reference", "This API's own description");
let document: ReturnType<typeof openApiDocument> | undefined;
api.get(
  "/openapi.json",
  publicRoute({
    operationId: "getOpenApiDocument",
    summary: "This description of the API (OpenAPI 3.1)",
    response: z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document" }),
  }),
  async (c) => c.json(await (document ??= openApiDocument(api))),
);
api.get(
  "/docs",
  publicRoute({
    operationId: "getApiReference",
    summary: "This description as a readable page (Swagger UI)",
    response: z.string(),
    mediaType: "text/html",
  }),
  (c) => c.html(referencePage(c.get("secureHeadersNonce"))),
);

// Registered last: an unknown /api path must not fall through to the Remix pages.
api.all("*", (c) => c.json({ error: "Not found" }, 404));

// A rule broken answers its own status and text; anything else is a 500 that names a
// configuration problem (names only, never values) and nothing more: no stack, no SQL.
api.onError((error, c) => {
  if (error instanceof DomainError) {
    const { body, init } = refusalAnswer(error);
    return c.json(body, init.status, init.headers);
  }
  if (error instanceof HTTPException && error.status < 500) return c.json({ error: error.message || "Bad request" }, error.status);
  console.error("api error", c.req.method, c.req.path, error);
  if (isStorageUnavailable(error))
    return c.json({ error: "The catalogue is busy; try again in a moment." }, 503, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
  const message = error instanceof ConfigError ? error.message : "Internal server error";
  return c.json({ error: message }, 500);
});
