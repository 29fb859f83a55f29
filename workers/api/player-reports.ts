import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { deleteReport, playerReportAudit, setReportStatus } from "~/domain/player-reports/commands.server";
import { findPlayerReports } from "~/domain/player-reports/queries.server";
import { PlayerReport, PlayerReportState } from "~/domain/player-reports/responses";
import { PlayerReportQuery, PlayerReportStatusInput, REPORTS_API_LIMIT } from "~/domain/player-reports/schema";
import { pagedJson, pageWindow } from "./paging";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";

const { adminRoute } = routeMarkers("Player reports", "The admins' queue of broken players (viewers file them under Episodes)");

// The admins' queue of broken players. Viewers file reports at /api/episodes/{id}/reports.
export const playerReportRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    adminRoute({
      operationId: "listPlayerReports",
      summary: `Player reports with their episode, newest first, filtered by status and reason; ${REPORTS_API_LIMIT} at most per call`,
      response: z.array(PlayerReport),
      paged: true,
    }),
    validate("query", PlayerReportQuery),
    async (c) => {
      const query = c.req.valid("query");
      const found = await findPlayerReports(c.var.app, query);
      return pagedJson(c, found.items, found.total, pageWindow(query, REPORTS_API_LIMIT));
    },
  )
  .put(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "setPlayerReportStatus",
      audits: playerReportAudit.update,
      summary: "Mark a report fixed, or open again",
      response: PlayerReportState,
      errors: [404],
    }),
    validate("json", PlayerReportStatusInput),
    async (c) => c.json(await setReportStatus(c.var.app, Number(c.req.param("id")), c.req.valid("json").status)),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deletePlayerReport",
      audits: playerReportAudit.delete,
      summary: "Delete a report",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteReport(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
