import type { AppContext } from "~/.server/context";
import { todayIn } from "~/lib/dates";
import { pagePathOf } from "~/lib/public-pages";
import { seriesIdBySlug } from "~/.server/db/series-key";
import { countEpisodeView, logVisits, type VisitSource } from "./commands.server";

// The visitor spec logs a visit on each load of home and the five info pages, and the watch
// statistics count each episode page view. Both are decided here from the address alone, so the
// worker can record them after answering, for a page served from the edge cache as much as for
// one rendered afresh, and many at a time (docs/decisions/009-edge-cache.md).

export type PageView = { kind: "visit"; source: VisitSource } | { kind: "episode"; slug: string; day: string };
/** What the worker reads off a page request for this (workers/page-views.ts). */
export type PageRequest = { url: string; ip: string; userAgent: string | null; referrer: string | null };

const visitPaths = new Set(["/", "/about", "/contact", "/privacy-policy", "/disclaimer", "/dmca"]);
const episodePath = /^\/([^/]+)\/episode\/\d+$/;

/** Whether a page at this address is recorded at all: most are not, and need nothing more read. */
export function isRecordedPage(url: string): boolean {
  const page = pagePathOf(new URL(url).pathname);
  return visitPaths.has(page) || episodePath.test(page);
}

/**
 * Every zone's offsets and clock changes fall on quarter hours of UTC, so the date in a zone
 * cannot change inside one: the day is formatted once a quarter hour, not on every episode view.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
let today: { timezone: string; quarter: number; day: string } | undefined;

function dayOfView(timezone: string): string {
  const quarter = Math.floor(Date.now() / QUARTER_HOUR_MS);
  if (today?.timezone !== timezone || today.quarter !== quarter) today = { timezone, quarter, day: todayIn(timezone) };
  return today.day;
}

/** What a successful GET records, if anything, stamped with when it happened. */
export function pageViewOf(request: PageRequest, timezone: string): PageView | null {
  const page = pagePathOf(new URL(request.url).pathname);
  if (visitPaths.has(page)) {
    const { ip, userAgent, referrer, url } = request;
    return { kind: "visit", source: { ip, userAgent, referrer, url, at: new Date().toISOString() } };
  }
  const slug = episodePath.exec(page)?.[1];
  if (slug === undefined) return null;
  try {
    return { kind: "episode", slug: decodeURIComponent(slug), day: dayOfView(timezone) };
  } catch {
    return null; // malformed escapes: no series has that slug
  }
}

// D1 binds at most 100 values a statement; a visit row takes 6.
const VISITS_PER_INSERT = 16;

/** Records page views in one round trip: visits in multi-row inserts, episode views summed per series and day. */
export async function recordPageViews(app: AppContext, views: PageView[]) {
  const sources = views.flatMap((view) => (view.kind === "visit" ? [view.source] : []));
  const counts = new Map<string, { slug: string; day: string; views: number }>();
  for (const view of views) {
    if (view.kind !== "episode") continue;
    const key = JSON.stringify([view.slug, view.day]);
    const count = counts.get(key) ?? { slug: view.slug, day: view.day, views: 0 };
    counts.set(key, { ...count, views: count.views + 1 });
  }
  const statements = [
    ...Array.from({ length: Math.ceil(sources.length / VISITS_PER_INSERT) }, (_, index) =>
      logVisits(app, sources.slice(index * VISITS_PER_INSERT, (index + 1) * VISITS_PER_INSERT)),
    ),
    ...[...counts.values()].map((count) => countEpisodeView(app, seriesIdBySlug(count.slug), count.day, count.views)),
  ];
  if (statements.length > 0) await app.db.batch(statements as unknown as Parameters<typeof app.db.batch>[0]);
}
