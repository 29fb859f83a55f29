import type { Database } from "~/.server/db/client";
import { todayIn } from "~/lib/dates";
import { pagePathOf } from "~/lib/public-pages";
import { seriesIdBySlug } from "../series/queries.server";
import { countEpisodeView, logVisit } from "./queries.server";

// The visitor spec logs a visit on each load of home and the five info pages, and the watch
// statistics count each episode page view. Both are decided here from the address alone, so the
// worker can record them after answering, for a page served from the edge cache as much as for
// one rendered afresh (docs/decisions/009-edge-cache.md).

export type PageView = { kind: "visit" } | { kind: "episode"; slug: string };

const visitPaths = new Set(["/", "/about", "/contact", "/privacy-policy", "/disclaimer", "/dmca"]);
const episodePath = /^\/([^/]+)\/episode\/\d+$/;

/** What a successful GET of this path records, if anything. */
export function pageViewOf(pathname: string): PageView | null {
  const page = pagePathOf(pathname);
  if (visitPaths.has(page)) return { kind: "visit" };
  const slug = episodePath.exec(page)?.[1];
  if (slug === undefined) return null;
  try {
    return { kind: "episode", slug: decodeURIComponent(slug) };
  } catch {
    return null; // malformed escapes: no series has that slug
  }
}

export function recordPageView(db: Database, view: PageView, request: Request, timeZone: string): Promise<void> {
  if (view.kind === "episode") return countEpisodeView(db, seriesIdBySlug(view.slug), todayIn(timeZone));
  return logVisit(db, {
    ip: request.headers.get("CF-Connecting-IP"),
    userAgent: request.headers.get("User-Agent"),
    referrer: request.headers.get("Referer"),
    url: request.url,
  });
}
