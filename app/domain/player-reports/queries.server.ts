import { and, asc, count, desc, eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { episodeServers, episodes, playerReports, series } from "~/.server/db/schema";
import { serversOf } from "~/lib/embed";
import { joinNamedEpisode, namedEpisodeColumns } from "../episodes/named-episode.server";
import { REPORTS_API_LIMIT, type PlayerReportFilter } from "./schema";

/** A page of reports, newest first, with the episode they name; and how many match. */
export async function findPlayerReports(app: AppContext, filter: PlayerReportFilter = {}) {
  const where = and(
    filter.status ? eq(playerReports.status, filter.status) : undefined,
    filter.reason ? eq(playerReports.reason, filter.reason) : undefined,
  );
  // Two calls, not a batch: a batch keys rows by column name and the join's names collide (id).
  const [items, counted] = await Promise.all([
    joinNamedEpisode(
      app.db
        .select({
          id: playerReports.id,
          episode_id: playerReports.episodeId,
          server: playerReports.server,
          reason: playerReports.reason,
          note: playerReports.note,
          status: playerReports.status,
          created_at: playerReports.createdAt,
          fixed_at: playerReports.fixedAt,
          ...namedEpisodeColumns,
        })
        .from(playerReports)
        .$dynamic(),
      playerReports.episodeId,
    )
      .where(where)
      .orderBy(desc(playerReports.createdAt), desc(playerReports.id))
      .limit(filter.limit ?? REPORTS_API_LIMIT)
      .offset(filter.offset ?? 0),
    app.db.select({ total: count() }).from(playerReports).where(where),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}

/** Open reports, for the admin sidebar's badge (read from the status index alone). */
export async function countOpenReports(app: AppContext) {
  const [row] = await app.db.select({ total: count() }).from(playerReports).where(eq(playerReports.status, "open"));
  return row?.total ?? 0;
}

/** The episode a report page names, with its series and the labels of its servers. */
export async function findReportTarget(app: AppContext, slug: string, number: number) {
  const [row] = await app.db
    .select({
      id: episodes.id,
      number: episodes.episodeNumber,
      title: episodes.title,
      video_url: episodes.videoUrl,
      series_title: series.title,
      slug: series.slug,
    })
    .from(episodes)
    .innerJoin(series, eq(series.id, episodes.seriesId))
    .where(and(eq(series.slug, slug), eq(episodes.episodeNumber, number)));
  if (!row) return undefined;
  const servers = await app.db
    .select({ label: episodeServers.label, url: episodeServers.url, type: episodeServers.type })
    .from(episodeServers)
    .where(eq(episodeServers.episodeId, row.id))
    .orderBy(asc(episodeServers.position));
  return { ...row, servers: serversOf({ servers, video_url: row.video_url }).map((server) => server.label) };
}
