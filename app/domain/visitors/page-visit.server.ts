import type { AppContext } from "~/.server/context";
import { logVisit } from "./queries.server";

/** Records a page view after the response is sent (home and info pages log visits). */
export function recordPageVisit(app: AppContext, request: Request) {
  app.waitUntil(
    logVisit(app.db, {
      ip: request.headers.get("CF-Connecting-IP"),
      userAgent: request.headers.get("User-Agent"),
      referrer: request.headers.get("Referer"),
      url: request.url,
    }).catch((error) => console.error("visit log failed", error)),
  );
}
