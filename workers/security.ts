import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { embedOrigins } from "~/lib/embed";
import {
  FORM_TARGETS_HEADER,
  policyWithFormTargets,
  policyWithScripts,
  policyWithStreams,
  SCRIPT_ORIGINS_HEADER,
  STREAM_ORIGINS_HEADER,
} from "~/lib/stream-sources";

/** The hosts the player frames (app/lib/embed.ts), and nothing else. */
const videoFrames = Object.values(embedOrigins);

/**
 * Every response the worker makes gets these; each one its own script nonce (`'nonce-...'`, also
 * in `c.var.secureHeadersNonce` for React Router to put on its inline scripts). What each directive
 * allows and why: docs/decisions/013-content-security-policy.md.
 */
export const securityHeaders = secureHeaders({
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:", "http:"],
    mediaSrc: ["'self'", "https:", "http:"],
    frameSrc: videoFrames,
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  permissionsPolicy: {
    accelerometer: [],
    camera: [],
    displayCapture: [],
    geolocation: [],
    gyroscope: [],
    hid: [],
    magnetometer: [],
    microphone: [],
    midi: [],
    payment: [],
    serial: [],
    usb: [],
    xrSpatialTracking: [],
    // Passkey sign-in (decision 038) on the site's own pages only; no frame gets it.
    publickeyCredentialsGet: ["self"],
    // What a video frame asks for in its `allow` attribute, granted to this site and the video hosts.
    autoplay: ["self", ...videoFrames],
    encryptedMedia: ["self", ...videoFrames],
    fullscreen: ["self", ...videoFrames],
    pictureInPicture: ["self", ...videoFrames],
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
});

/**
 * An episode page with HLS servers names their origins (app/lib/stream-sources.ts): its own
 * policy lets hls.js reach them, and the name never leaves the worker. An episode page whose
 * player plays a stream itself names the Cast sender's origin, for script-src. The Trackers page
 * names the providers its Connect buttons lead to, for form-action, the same way. Runs after
 * securityHeaders wrote the policy and before the page cache keeps the answer, so a cached copy
 * keeps it too.
 */
export const streamSources = createMiddleware(async (c, next) => {
  await next();
  for (const [header, widened] of [
    [STREAM_ORIGINS_HEADER, policyWithStreams],
    [SCRIPT_ORIGINS_HEADER, policyWithScripts],
    [FORM_TARGETS_HEADER, policyWithFormTargets],
  ] as const) {
    const origins = c.res.headers.get(header);
    if (!origins) continue;
    c.res.headers.delete(header);
    const policy = c.res.headers.get("Content-Security-Policy");
    if (policy) c.res.headers.set("Content-Security-Policy", widened(policy, origins.split(" ")));
  }
});

/** A script nonce: 16 random bytes, base64 (as hono's secureHeaders makes them). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/** Methods that read and change nothing. */
export const isSafeMethod = (method: string) => safeMethods.has(method);

/** A name a local server may be reached by: localhost, a name under .localhost, or an address (as Vite's dev server allows). */
const isLoopbackName = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || /^[\d.]+$/.test(hostname) || hostname.startsWith("[");

/**
 * Locally the site's origin is the one each request came to (SITE_ORIGIN unset), which the `Host`
 * header names: a request naming another site (`Host: evil.example`) would have its links and
 * redirects built there (issue #65), so a local run answers only loopback names and addresses
 * (421). On Cloudflare only the site's own hosts reach the worker.
 */
export const localHostsOnly = createMiddleware<{ Bindings: { CLIENT_IP_FROM?: string; SITE_ORIGIN?: string } }>(async (c, next) => {
  if (c.env.CLIENT_IP_FROM !== "local" || c.env.SITE_ORIGIN || isLoopbackName(new URL(c.req.url).hostname)) return next();
  return c.text("This local server answers only for localhost.", 421);
});

/**
 * Page forms carry cookie sessions, so a POST from another site is refused (CSRF). API calls use
 * bearer tokens and are left to their own guards. Without an Origin, only `Sec-Fetch-Site:
 * same-origin` is this site: `same-site` is a sibling subdomain, `none` a request no page made,
 * and a post that says neither is not a form of ours either (issue #34).
 */
export const sameOriginForms = createMiddleware(async (c, next) => {
  if (isSafeMethod(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const sameOrigin = origin ? origin === new URL(c.req.url).origin : c.req.header("Sec-Fetch-Site") === "same-origin";
  if (!sameOrigin) return c.text("Cross-site form posts are not allowed.", 403);
  return next();
});

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Page actions read a form and nothing else: a post whose body is none, JSON or text is refused
 * here (415) before any action runs. A form body that fails to parse is refused by the action (400).
 */
export const formBodiesOnly = createMiddleware(async (c, next) => {
  if (isSafeMethod(c.req.method)) return next();
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return c.text("Send the page's form: a form body is expected.", 415);
  return next();
});
