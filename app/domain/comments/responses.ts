import { z } from "zod";
import { isoTime, rowId } from "~/lib/response-fields";

const commentFields = {
  id: rowId,
  episode_id: rowId,
  username: z.string(),
  content: z.string(),
  approved: z.boolean(),
  created_at: isoTime,
};

export const Comment = z.object(commentFields).meta({ id: "Comment" });

/** GET /api/comments/all: each comment with the series and episode it is under. */
export const ModerationComment = z
  .object({ ...commentFields, series_id: rowId, series_title: z.string(), series_slug: z.string(), episode_number: z.number().int() })
  .meta({ id: "ModerationComment" });
