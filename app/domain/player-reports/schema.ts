import { z } from "zod";
import { idField, optionalChoice, optionalInt, optionalText } from "~/lib/schema-fields";
import { playerReportReasons, playerReportStatuses, REPORT_NOTE_MAX } from "~/lib/vocabulary/player-reports";

/** POST /api/episodes/{id}/reports and the episode page's report form. */
export const PlayerReportInput = z.object({
  episode_id: idField("Episode"),
  server: optionalText("Server", 100),
  reason: z.enum(playerReportReasons, { error: "Choose a reason" }),
  note: optionalText("Note", REPORT_NOTE_MAX),
});
export type PlayerReportWrite = z.infer<typeof PlayerReportInput>;

/** The most reports one list call answers. */
export const REPORTS_API_LIMIT = 100;

/** GET /api/player-reports and the admin screen's filters. */
export const PlayerReportQuery = z.object({
  status: optionalChoice("status", playerReportStatuses),
  reason: optionalChoice("reason", playerReportReasons),
  limit: optionalInt("limit", 1, REPORTS_API_LIMIT),
  offset: optionalInt("offset", 0, Number.MAX_SAFE_INTEGER),
});
export type PlayerReportFilter = z.infer<typeof PlayerReportQuery>;

/** PUT /api/player-reports/{id} and the screen's "Mark fixed" / "Reopen". */
export const PlayerReportStatusInput = z.object({ status: z.enum(playerReportStatuses, { error: "Status must be open or fixed" }) });
