import { and, count, eq, gt, min } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { nowIso, playerReports } from "~/.server/db/schema";
import { FieldError, notFound, RateLimited } from "~/lib/refusals";
import { getEpisodeById } from "~/domain/episodes/queries.server";
import { serversOf } from "~/lib/embed";
import { reportTexts, type PlayerReportStatus } from "~/lib/vocabulary/player-reports";
import type { PlayerReportWrite } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The admins' report writes as the audit log names them. */
export const playerReportAudit = auditNames("player-reports", "update", "delete");

// Guests may report, so the limit is per address: enough for a viewer who tries every server,
// too few to flood the queue.
const REPORTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Queues a report of a broken player; the server must be one the episode offers. */
export async function fileReport(app: AppContext, input: PlayerReportWrite, reporterIp: string, now = Date.now()) {
  const since = new Date(now - HOUR_MS).toISOString();
  const [episode, [recent]] = await Promise.all([
    getEpisodeById(app, input.episode_id),
    app.db
      .select({ total: count(), oldest: min(playerReports.createdAt) })
      .from(playerReports)
      .where(and(eq(playerReports.reporterIp, reporterIp), gt(playerReports.createdAt, since))),
  ]);
  if (!episode) throw notFound("Episode");
  if (recent && recent.total >= REPORTS_PER_HOUR && recent.oldest) {
    // Open again when the oldest report of the hour leaves it.
    throw new RateLimited(reportTexts.tooMany, Math.max(1, Math.ceil((Date.parse(recent.oldest) + HOUR_MS - now) / 1000)));
  }
  const labels = serversOf(episode).map((server) => server.label);
  const server = input.server ?? null;
  if (labels.length > 0 ? !server || !labels.includes(server) : server !== null) throw new FieldError("server", reportTexts.unknownServer);
  const [created] = await app.db
    .insert(playerReports)
    .values({ episodeId: episode.id, server, reason: input.reason, note: input.note ?? null, reporterIp })
    .returning({ id: playerReports.id });
  return { id: created!.id };
}

export async function setReportStatus(app: AppContext, id: number, status: PlayerReportStatus) {
  const fixedAt = status === "fixed" ? nowIso : null;
  const [updated] = await app.db
    .update(playerReports)
    .set({ status, fixedAt })
    .where(eq(playerReports.id, id))
    .returning({ id: playerReports.id, status: playerReports.status });
  if (!updated) throw notFound("Report");
  return updated;
}

export async function deleteReport(app: AppContext, id: number) {
  const deleted = await app.db.delete(playerReports).where(eq(playerReports.id, id)).returning({ id: playerReports.id });
  if (deleted.length === 0) throw notFound("Report");
}
