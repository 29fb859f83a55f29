import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

export const securityHeaders = secureHeaders({
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  contentSecurityPolicy: { frameAncestors: ["'none'"], baseUri: ["'self'"], formAction: ["'self'"] },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
});

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
