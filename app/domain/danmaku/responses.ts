import { z } from "zod";
import { isoTime, rowId } from "~/lib/response-fields";

export const Danmaku = z
  .object({
    id: rowId,
    second: z.number().int().min(0).meta({ description: "The second of the video it was posted at" }),
    username: z.string(),
    text: z.string(),
    created_at: isoTime,
  })
  .meta({ id: "Danmaku" });
