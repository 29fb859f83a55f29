import { z } from "zod";
import { idField, optionalChoice, optionalText, pageFields } from "~/lib/schema-fields";
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
  ...pageFields(REPORTS_API_LIMIT),
});
export type PlayerReportFilter = z.infer<typeof PlayerReportQuery>;

/** PUT /api/player-reports/{id} and the screen's "Mark fixed" / "Reopen". */
export const PlayerReportStatusInput = z.object({ status: z.enum(playerReportStatuses, { error: "Status must be open or fixed" }) });
