import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { embedOrigins } from "~/lib/embed";

/** The hosts the player frames (app/lib/embed.ts), and nothing else. */
const videoFrames = Object.values(embedOrigins);

/**
 * Every response the worker makes gets these; each one its own script nonce (`'nonce-...'`, also
 * in `c.var.secureHeadersNonce` for Remix to put on its inline scripts). What each directive
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
    publickeyCredentialsGet: [],
    serial: [],
    usb: [],
    xrSpatialTracking: [],
    // What a video frame asks for in its `allow` attribute, granted to this site and the video hosts.
    autoplay: ["self", ...videoFrames],
    encryptedMedia: ["self", ...videoFrames],
    fullscreen: ["self", ...videoFrames],
    pictureInPicture: ["self", ...videoFrames],
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
});

function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A stored page holds the nonce it was rendered with, in its header and on its inline scripts.
 * Each answer from the cache gets a fresh one in both, rewritten as the body streams; Remix data
 * (`.data`) has no script elements, so only its header changes.
 */
export function withFreshNonce(response: Response): Response {
  const policy = response.headers.get("Content-Security-Policy");
  if (!policy) return response;
  const nonce = newNonce();
  const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  const rewritten = isHtml ? new HTMLRewriter().on("[nonce]", { element: (element) => void element.setAttribute("nonce", nonce) }).transform(response) : response;
  const answer = new Response(rewritten.body, rewritten);
  answer.headers.set("Content-Security-Policy", policy.replace(/'nonce-[^']*'/g, `'nonce-${nonce}'`));
  return answer;
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/** Methods that read and change nothing. */
export const isSafeMethod = (method: string) => safeMethods.has(method);

/**
 * Page forms carry cookie sessions, so a POST from another site is refused (CSRF). API calls use
 * bearer tokens and are left to their own guards.
 */
export const sameOriginForms = createMiddleware(async (c, next) => {
  if (isSafeMethod(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const sameOrigin = origin ? origin === new URL(c.req.url).origin : fetchSite !== "cross-site";
  if (!sameOrigin) return c.text("Cross-site form posts are not allowed.", 403);
  return next();
});
