import { z } from "zod";
import { isoTime, maybeText, rowId } from "~/lib/response-fields";
import { adPlacements } from "~/lib/vocabulary/ad-placements";

export const Ad = z
  .object({
    id: rowId,
    placement: z.enum(adPlacements),
    title: z.string(),
    image: maybeText,
    link: maybeText,
    active: z.boolean(),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: "Ad" });
