import { z } from "zod";
import { isoTime, maybeText, rowId } from "~/lib/response-fields";
import { playerReportReasons, playerReportStatuses } from "~/lib/vocabulary/player-reports";

export const PlayerReport = z
  .object({
    id: rowId,
    episode_id: rowId,
    server: maybeText.meta({ description: "The server label the viewer was watching" }),
    reason: z.enum(playerReportReasons),
    note: maybeText,
    status: z.enum(playerReportStatuses),
    created_at: isoTime,
    fixed_at: isoTime.nullable(),
    episode_number: z.number().int(),
    series_id: rowId,
    series_title: z.string(),
    series_slug: z.string(),
  })
  .meta({ id: "PlayerReport" });

export const PlayerReportFiled = z.object({ id: rowId }).meta({ id: "PlayerReportFiled" });

export const PlayerReportState = z.object({ id: rowId, status: z.enum(playerReportStatuses) }).meta({ id: "PlayerReportState" });
