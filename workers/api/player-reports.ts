import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { deleteReport, setReportStatus } from "~/domain/player-reports/commands.server";
import { findPlayerReports } from "~/domain/player-reports/queries.server";
import { PlayerReportQuery, PlayerReportStatusInput, REPORTS_API_LIMIT } from "~/domain/player-reports/schema";
import { pagedJson } from "./paging";
import { adminRoute, validate } from "./route-meta";

// The admins' queue of broken players. Viewers file reports at /api/episodes/{id}/reports.
export const playerReportRoutes = new Hono<ApiEnv>()
  .get("/", adminRoute(`Player reports with their episode, newest first, filtered by status and reason; ${REPORTS_API_LIMIT} at most per call (X-Total-Count, Link)`), validate("query", PlayerReportQuery), async (c) => {
    const query = c.req.valid("query");
    const found = await findPlayerReports(c.var.app.db, query);
    return pagedJson(c, found.items, found.total, { limit: query.limit ?? REPORTS_API_LIMIT, offset: query.offset ?? 0 });
  })
  .put("/:id{[0-9]+}", adminRoute("Mark a report fixed, or open again"), validate("json", PlayerReportStatusInput), async (c) =>
    c.json(await setReportStatus(c.var.app.db, Number(c.req.param("id")), c.req.valid("json").status)),
  )
  .delete("/:id{[0-9]+}", adminRoute("Delete a report"), async (c) => {
    await deleteReport(c.var.app.db, Number(c.req.param("id")));
    return c.json({ ok: true });
  });
