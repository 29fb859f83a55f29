import { eq, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodeViewsDaily, series, visits } from "~/.server/db/schema";
import { withPathKeysCut } from "../private-feeds/paths";
import type { SeriesKey } from "~/.server/db/series-key";

export type VisitSource = {
  ip: string | null;
  userAgent: string | null;
  referrer: string | null;
  url: string /** When it happened (ISO); now when left out. */;
  at?: string;
};

/** Decision 000: how_came is the utm_source parameter, else the referrer's host, else "direct". */
function howCame(pageUrl: string, referrer: string | null): string {
  const utm = safeUrl(pageUrl)?.searchParams.get("utm_source")?.trim();
  if (utm) return utm.slice(0, 200);
  return safeUrl(referrer ?? "")?.hostname || "direct";
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

// A visit's addresses are shown to admins: a private feed's key is cut from them (issue #34).
const visitRow = (source: VisitSource) => {
  const page = safeUrl(source.url);
  return {
    visitTime: source.at ?? new Date().toISOString(),
    ip: source.ip,
    userAgent: source.userAgent?.slice(0, 500) ?? null,
    referrer: source.referrer ? withPathKeysCut(source.referrer).slice(0, 1000) : null,
    path: page ? withPathKeysCut(page.pathname).slice(0, 500) : null,
    howCame: howCame(source.url, source.referrer),
  };
};

/** The insert of some visits: one statement, to await or to put in a batch. */
export const logVisits = (app: AppContext, sources: VisitSource[]) => app.db.insert(visits).values(sources.map(visitRow));

export async function logVisit(app: AppContext, source: VisitSource) {
  await logVisits(app, [source]);
}

/**
 * `views` more views of a series' episodes on `day` (an upsert, so concurrent counts all add up).
 * Written as INSERT … SELECT: a series that is gone by now counts nowhere instead of failing.
 */
export function countEpisodeView(app: AppContext, seriesId: SeriesKey, day: string, views = 1) {
  const counted = app.db
    .select({ seriesId: series.id, day: sql<string>`${day}`.as("day"), views: sql<number>`${views}`.as("views") })
    .from(series)
    .where(eq(series.id, seriesId));
  return app.db
    .insert(episodeViewsDaily)
    .select(counted)
    .onConflictDoUpdate({
      target: [episodeViewsDaily.seriesId, episodeViewsDaily.day],
      set: { views: sql`${episodeViewsDaily.views} + excluded.views` },
    });
}
